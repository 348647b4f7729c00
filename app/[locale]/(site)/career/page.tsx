import { EmailLink } from '@/components/ui/email-link';
import { LOCALE_FACTS } from '@/lib/i18n/locales';
import { format, pluralize } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import { AppLink } from '@/components/ui/app-link';
import { ClosedNotice } from '@/components/sections/closed-notice';
import { CtaBand } from '@/components/sections/cta-band';
import { JobList } from '@/components/sections/job-list';
import { ContentHero } from '@/components/ui/content-hero';
import { Section } from '@/components/ui/section';
import { getAllJobs, getJobListing } from '@/lib/content/careers';
import { getPage } from '@/lib/content/pages';
import { renderMarkdown } from '@/lib/content/markdown';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { Prose } from '@/components/ui/prose';
import { site } from '@/config/site';
import styles from '@/components/sections/careers.module.css';
import { currentLocale } from '@/lib/i18n/current';
import { StaticPart } from '@/components/client/static-part';
import { WithEntryForm } from '@/components/sections/with-entry-form';

export const generateMetadata = () => contentPageMetadata('career');

export default async function CareerPage() {
  const locale = await currentLocale();
  const page = getPage(locale, 'career');
  const { open, closed } = getJobListing(locale);
  const { html } = await renderMarkdown(page.body, locale);
  const all = messagesFor(locale);
  const t = all.careers;
  const titles = Object.fromEntries(getAllJobs(locale).map((job) => [job.slug, job.title]));
  return (
    <>
      <StaticPart id="page-intro">
        <ContentHero page={page} label={t.trail} />
      </StaticPart>
      <ClosedNotice titles={titles} words={{ named: t.closedNamed, unnamed: t.closedUnnamed, after: t.closedAfter }} />
      <WithEntryForm
        id="page"
        form={page.form}
        end={
          <>
            <CtaBand
              title={t.ctaTitle}
              text={format(t.ctaText, { email: site.careersEmail })}
              action={{ label: t.meetTeam, href: '/our-team' }}
            />
            <p className="visually-hidden">
              <AppLink href="/privacy-policy">{t.applicantData}</AppLink>
            </p>
          </>
        }
      >
        <Section
          id="open-positions"
          title={t.openTitle}
          intro={open.length ? pluralize(LOCALE_FACTS[locale].tag, open.length, t.openCount) : t.noneOpen}
        >
          {open.length > 0 ? (
            <JobList jobs={open} />
          ) : (
            <p>
              {t.writeAnyway.split('{email}')[0]}
              <EmailLink address={site.careersEmail} />
              {t.writeAnyway.split('{email}')[1]}
            </p>
          )}
        </Section>
        <Section id="why" tone="alt" eyebrow={t.whyEyebrow} title={t.whyTitle}>
          <div className={styles.why}>
            <Prose html={html} />
          </div>
        </Section>
        {closed.length > 0 && (
          <Section id="closed-positions" title={t.closedTitle} intro={t.closedIntro}>
            <JobList jobs={closed} closed />
          </Section>
        )}
      </WithEntryForm>
    </>
  );
}
