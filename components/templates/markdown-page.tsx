import { getPage } from '@/lib/content/pages';
import { renderMarkdown } from '@/lib/content/markdown';
import { formatDate, titleFromPath } from '@/lib/text';
import { CtaBand } from '@/components/sections/cta-band';
import { Prose } from '@/components/ui/prose';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

/** A page that is mostly prose: legal pages, the coming-soon page. */
export async function MarkdownPage({ slug, children }: { slug: string; children?: React.ReactNode }) {
  const page = getPage(slug);
  const { html } = await renderMarkdown(page.body);
  return (
    <>
      <PageHero
        trail={[{ label: page.title ?? titleFromPath(`/${slug}`), href: `/${slug}` }]}
        eyebrow={page.eyebrow}
        title={page.heading}
        intro={page.intro}
      >
        {children}
      </PageHero>
      <Section>
        {page.updatedAt && <p>Last updated {formatDate(page.updatedAt)}.</p>}
        <Prose html={html} />
      </Section>
      <CtaBand />
    </>
  );
}
