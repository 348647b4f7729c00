import { messagesFor } from '@/lib/i18n/messages';
import { LOCALE_FACTS } from '@/lib/i18n/locales';
import { format, formatDate } from '@/lib/i18n/format';
import { getPage, type PageSlug } from '@/lib/content/pages';
import { renderMarkdown } from '@/lib/content/markdown';
import { titleFromPath } from '@/lib/text';
import { CtaBand } from '@/components/sections/cta-band';
import { Prose } from '@/components/ui/prose';
import { ContentHero } from '@/components/ui/content-hero';
import { Section } from '@/components/ui/section';
import { currentLocale } from '@/lib/i18n/current';
import { WithEntryForm } from '@/components/sections/with-entry-form';

type Props = {
  slug: PageSlug;
  /** The body with what the site fills in (the privacy policy's periods); the file's own by default. */
  body?: string;
  children?: React.ReactNode;
};

/** A page that is mostly prose: legal pages, the coming-soon page. */
export async function MarkdownPage({ slug, body, children }: Props) {
  const locale = await currentLocale();
  const page = getPage(locale, slug);
  const { html } = await renderMarkdown(body ?? page.body, locale);
  return (
    <WithEntryForm id="page" form={page.form} end={<CtaBand />}>
      <ContentHero page={page} label={page.title ?? titleFromPath(page.href)}>
        {children}
      </ContentHero>
      <Section>
        {page.updatedAt && (
          <p>
            {format(messagesFor(locale).dates.updated, { date: formatDate(page.updatedAt, LOCALE_FACTS[locale].tag) })}
          </p>
        )}
        <Prose html={html} />
      </Section>
    </WithEntryForm>
  );
}
