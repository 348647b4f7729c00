// The preview pane as the page: each kind of entry drawn by the site's own parts (hero, sections, prose,
// a job's facts, a post's byline) with the site's stylesheet, in the language being edited, as it is typed.
// What needs other entries or a server (breadcrumbs, related posts, forms) is left out.
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { format, formatDate } from '@/lib/i18n/format';
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { renderMarkdownNow } from '@/lib/content/markdown-core';
import { readingStats } from '@/lib/content/reading';
import { CaseStory, ClientFacts } from '@/components/sections/case-parts';
import { JobFacts, JobText } from '@/components/sections/job-details';
import { PostAuthor, PostByline } from '@/components/sections/post-parts';
import { PublicationNotice } from '@/components/sections/publication-notice';
import { ResultList } from '@/components/sections/result-list';
import { ServiceGlance, ServiceOffer } from '@/components/sections/service-parts';
import { Steps } from '@/components/sections/steps';
import { Hero, HeroBand } from '@/components/ui/hero';
import { Prose } from '@/components/ui/prose';
import { Section } from '@/components/ui/section';
import { SvgImage } from '@/components/ui/svg-image';
import blog from '@/components/templates/blog.module.css';
import careers from '@/components/sections/careers.module.css';
import content from '@/components/sections/content.module.css';
import caseStyles from '@/components/templates/case-study.module.css';
import {
  choice,
  date,
  number,
  optionalDate,
  readEntry,
  record,
  records,
  referenced,
  text,
  texts,
  type ImmutableLike,
  type Raw,
} from './entry-data';

type Props = CustomPreviewTemplateProps;
type View = (entry: { data: Raw; locale: Locale; meta: ImmutableLike | undefined }) => React.ReactNode;

/** A template for the editor: reads the entry, then draws it inside the site's page frame. */
function template(view: View) {
  return function Preview({ entry, fieldsMetaData, document }: Props) {
    const { data, locale } = readEntry(entry, document.documentElement.lang);
    return (
      <main id="main" lang={locale}>
        {view({ data, locale, meta: fieldsMetaData as ImmutableLike | undefined })}
      </main>
    );
  };
}

const body = (data: Raw, locale: Locale) => renderMarkdownNow(text(data.body), locale).html;

const PostPreview = template(({ data, locale, meta }) => {
  const all = messagesFor(locale);
  const author = referenced(meta, 'author', 'team', text(data.author));
  const cover = record(data.cover);
  const post = {
    author: { name: text(author.name), role: text(author.role), avatar: text(author.avatar), bio: text(author.bio) },
    publishedAt: date(data.publishedAt),
    readingMinutes: readingStats(text(data.body)).minutes,
  };
  return (
    <>
      <PublicationNotice entry={{ draft: data.draft === true, publishedAt: post.publishedAt }} locale={locale} />
      <article className={blog.article}>
        <header className={`container ${blog.header}`}>
          <ul className={content.tags} aria-label={all.tags}>
            {texts(data.tags).map((tag) => (
              <li key={tag}>{text(referenced(meta, 'tags', 'topics', tag).name) || tag}</li>
            ))}
          </ul>
          <h1>{text(data.title)}</h1>
          <p className={blog.lead}>{text(data.description)}</p>
          {post.author.name && <PostByline post={post} locale={locale} />}
          {text(cover.src) && (
            <SvgImage src={text(cover.src)} alt={text(cover.alt)} width={1200} height={630} className={blog.cover} />
          )}
        </header>
        <div className={`container ${blog.body}`}>
          <div className={blog.content}>
            <Prose html={body(data, locale)} />
            {post.author.name && <PostAuthor author={post.author} locale={locale} />}
          </div>
        </div>
      </article>
    </>
  );
});

const JobPreview = template(({ data, locale }) => {
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
    remoteFrom: texts(data.remoteFrom),
  };
  return (
    <>
      <PublicationNotice entry={{ draft: data.draft === true }} locale={locale} />
      <HeroBand>
        <Hero eyebrow={`${job.team} · ${job.location}`} title={text(data.title)} intro={text(data.description)} />
      </HeroBand>
      <div className={`container ${careers.layout}`}>
        <div className={careers.jobBody}>
          <JobText job={job} html={body(data, locale)} locale={locale} />
        </div>
        <JobFacts job={job} locale={locale} />
      </div>
    </>
  );
});

const ServicePreview = template(({ data, locale }) => {
  const t = messagesFor(locale).service;
  const groups = t.groups as Record<string, string | undefined>;
  const service = {
    deliverables: texts(data.deliverables),
    engagement: records(data.engagement).map((model) => ({
      name: text(model.name),
      description: text(model.description),
    })),
  };
  return (
    <>
      <HeroBand>
        <Hero
          eyebrow={groups[text(data.group)]}
          title={text(data.title)}
          intro={text(data.tagline)}
          aside={<ServiceGlance service={service} locale={locale} />}
        />
      </HeroBand>
      <ServiceOffer service={{ ...service, problem: text(data.problem) }} html={body(data, locale)} locale={locale} />
      <Section id="process" eyebrow={t.processEyebrow} title={t.processTitle}>
        <Steps
          steps={records(data.process).map((step) => ({
            title: text(step.title),
            description: text(step.description),
          }))}
        />
      </Section>
    </>
  );
});

const CaseStudyPreview = template(({ data, locale }) => {
  const t = messagesFor(locale).work;
  const story = record(data.caseStudy);
  const study = {
    logo: text(data.logo),
    name: text(data.name),
    country: text(data.country),
    since: number(data.since),
  };
  return (
    <>
      <HeroBand>
        <Hero
          eyebrow={format(t.caseEyebrow, { industry: text(data.industry) })}
          title={text(story.title) || text(data.name)}
          intro={text(data.summary)}
          aside={<ClientFacts study={study} industry={text(data.industry)} locale={locale} />}
        />
      </HeroBand>
      <Section id="results" eyebrow={t.resultsEyebrow} title={t.resultsTitle}>
        <ResultList
          results={records(story.results).map((result) => ({ value: text(result.value), label: text(result.label) }))}
        />
      </Section>
      <Section id="story" tone="alt">
        <CaseStory story={{ challenge: text(story.challenge), solution: text(story.solution) }} locale={locale} />
      </Section>
      <Section id="details">
        <div className={caseStyles.details}>
          <Prose html={body(data, locale)} />
        </div>
      </Section>
    </>
  );
});

const PagePreview = template(({ data, locale }) => {
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
        <Prose html={body(data, locale)} />
      </Section>
    </>
  );
});

/** Each collection's template, by the collection's name in cms/config.ts. */
export const PREVIEW_TEMPLATES = {
  blog: PostPreview,
  careers: JobPreview,
  services: ServicePreview,
  clients: CaseStudyPreview,
  pages: PagePreview,
} as const;
