import { CtaBand } from '@/components/cta-band';
import { Highlights } from '@/components/highlights';
import { markdownPageMetadata } from '@/components/markdown-page';
import { Prose } from '@/components/prose';
import { Steps } from '@/components/steps';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { getPage } from '@/lib/content/pages';
import { renderMarkdown } from '@/lib/markdown';

export const metadata = markdownPageMetadata('why-choose-us');

export default async function WhyChooseUsPage() {
  const page = getPage('why-choose-us');
  const { html } = await renderMarkdown(page.body);
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      {page.highlights.length > 0 && (
        <Section id="reasons">
          <Highlights items={page.highlights} />
        </Section>
      )}
      {page.steps.length > 0 && (
        <Section id="steps" tone="alt" eyebrow="Step by step" title="From first call to production">
          <Steps steps={page.steps} />
        </Section>
      )}
      <Section id="details">
        <Prose html={html} />
      </Section>
      <CtaBand />
    </>
  );
}
