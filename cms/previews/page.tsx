import { format, formatDate } from '@/lib/i18n/format';
import { LOCALE_FACTS } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { Hero, HeroBand } from '@/components/ui/hero';
import { Section } from '@/components/ui/section';
import { optionalDate, text } from './entry-data';
import { PaneBody, template } from './frame';

/** A page of content/pages: its hero, the date it was last updated, and its text. */
export const PagePreview = template(({ data, locale, asset }) => {
  const updatedAt = optionalDate(data.updatedAt);
  return (
    <>
      <HeroBand>
        <Hero eyebrow={text(data.eyebrow) || undefined} title={text(data.heading)} intro={text(data.intro)} />
      </HeroBand>
      <Section>
        {updatedAt && (
          <p>{format(messagesFor(locale).dates.updated, { date: formatDate(updatedAt, LOCALE_FACTS[locale].tag) })}</p>
        )}
        <PaneBody markdown={text(data.body)} locale={locale} asset={asset} />
      </Section>
    </>
  );
});
