import { messagesFor } from '@/lib/i18n/messages';
import { getPage, type PageSlug } from '@/lib/content/pages';
import { renderMarkdown } from '@/lib/content/markdown';
import { CtaBand } from '@/components/sections/cta-band';
import { Highlights } from '@/components/sections/highlights';
import { Prose } from '@/components/ui/prose';
import { Steps } from '@/components/sections/steps';
import { ContentHero } from '@/components/ui/content-hero';
import { Section } from '@/components/ui/section';
import { currentLocale } from '@/lib/i18n/current';
import { WithEntryForm } from '@/components/sections/with-entry-form';

/** A page told through its content file: highlights, steps, then prose. */
export async function StoryPage({ slug }: { slug: PageSlug }) {
  const locale = await currentLocale();
  const page = getPage(locale, slug);
  const { html } = await renderMarkdown(page.body, locale);
  return (
    <WithEntryForm id="page" form={page.form} end={<CtaBand />}>
      <ContentHero page={page} label={page.title ?? page.heading} />
      {page.highlights.length > 0 && (
        <Section id="reasons">
          <Highlights items={page.highlights} />
        </Section>
      )}
      {page.steps.length > 0 && (
        <Section
          id="steps"
          tone="alt"
          eyebrow={messagesFor(locale).story.stepsEyebrow}
          title={messagesFor(locale).story.stepsTitle}
        >
          <Steps steps={page.steps} />
        </Section>
      )}
      <Section id="details">
        <Prose html={html} />
      </Section>
    </WithEntryForm>
  );
}
