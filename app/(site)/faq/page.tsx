import { CtaBand } from '@/components/cta-band';
import { FaqList } from '@/components/faq-list';
import { JsonLd } from '@/components/json-ld';
import { markdownPageMetadata } from '@/components/markdown-page';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { getFaqGroups } from '@/lib/content/faq';
import { getPage } from '@/lib/content/pages';
import { faqPage } from '@/lib/structured-data';

export const metadata = markdownPageMetadata('faq');

export default function FaqPage() {
  const page = getPage('faq');
  const groups = getFaqGroups();
  return (
    <>
      <JsonLd data={faqPage(groups.flatMap((group) => group.questions))} />
      <PageHero trail={[{ label: 'FAQ', href: '/faq' }]} eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      {groups.map((group, index) => (
        <Section key={group.slug} id={group.slug} tone={index % 2 ? 'alt' : 'plain'} title={group.title}>
          <FaqList items={group.questions} />
        </Section>
      ))}
      <CtaBand title="Still have a question?" text="Ask it directly. A senior engineer or our delivery lead answers within one business day." />
    </>
  );
}
