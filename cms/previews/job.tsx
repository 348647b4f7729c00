import { messagesFor } from '@/lib/i18n/messages';
import { JobFacts, JobText } from '@/components/sections/job-details';
import { PublicationNotice } from '@/components/sections/publication-notice';
import { Hero, HeroBand } from '@/components/ui/hero';
import careers from '@/components/sections/careers.module.css';
import { renderMarkdownNow } from '@/lib/content/markdown-core';
import { choice, date, number, optionalDate, record, text, texts } from './entry-data';
import { template } from './frame';
import { COUNTRY_CODES, type CountryCode } from '@/lib/shared/countries';

/** A job: its text and the facts beside it (pay and places in the language's formats), as its page has them. */
export const JobPreview = template(({ data, locale }) => {
  const careersText = messagesFor(locale).careers;
  const pay = record(data.pay);
  const job = {
    team: text(data.team),
    location: text(data.location),
    workplace: choice(data.workplace, Object.keys(careersText.workplace) as (keyof typeof careersText.workplace)[]),
    employmentType: choice(
      data.employmentType,
      Object.keys(careersText.employment) as (keyof typeof careersText.employment)[],
    ),
    pay: pay.currency
      ? {
          currency: choice(pay.currency, ['EUR', 'USD', 'PLN', 'GBP'] as const),
          min: number(pay.min),
          max: number(pay.max),
          unit: choice(pay.unit, ['YEAR', 'MONTH', 'HOUR'] as const),
          note: text(pay.note) || undefined,
        }
      : undefined,
    postedAt: date(data.postedAt),
    closesAt: optionalDate(data.closesAt),
    responsibilities: texts(data.responsibilities),
    requirements: texts(data.requirements),
    niceToHave: texts(data.niceToHave),
    process: texts(data.process),
    remoteFrom: texts(data.remoteFrom).filter((code): code is CountryCode =>
      (COUNTRY_CODES as readonly string[]).includes(code),
    ),
  };
  return (
    <>
      <PublicationNotice entry={{ draft: data.draft === true }} locale={locale} />
      <HeroBand>
        <Hero eyebrow={`${job.team} · ${job.location}`} title={text(data.title)} intro={text(data.description)} />
      </HeroBand>
      <div className={`container ${careers.layout}`}>
        <div className={careers.jobBody}>
          <JobText job={job} html={renderMarkdownNow(text(data.body), locale).html} locale={locale} />
        </div>
        <JobFacts job={job} locale={locale} />
      </div>
    </>
  );
});
