import type {
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  CreativeWork,
  FAQPage,
  JobPosting,
  Offer,
  Organization,
  Service,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { Post } from '@/lib/content/blog';
import type { CaseStudy } from '@/lib/content/clients';
import { socialImagePath } from './social-cards';
import type { Job } from '@/lib/content/careers';
import { format, formatCountries } from '@/lib/i18n/format';
import type { Service as ServiceEntry } from '@/lib/content/services';
import type { Pricing } from '@/lib/content/pricing-schema';
import { env } from '@/lib/env';
import { site } from '@/config/site';
import { LOCALE_FACTS, type Locale, LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath, localize } from '@/lib/i18n/paths';
import { escapeHtml, isoDate } from '@/lib/text';

const inLanguage = (locale: Locale) => LOCALE_FACTS[locale].tag;

const url = (path: string) => `${env.NEXT_PUBLIC_SITE_URL}${path === '/' ? '' : path}`;
const ORGANIZATION_ID = `${env.NEXT_PUBLIC_SITE_URL}/#organization`;

/** A language's name in English ("Portuguese (Portugal)"), as a ContactPoint's availableLanguage reads it. */
const languageName = (tag: string) =>
  new Intl.DisplayNames('en', { type: 'language', languageDisplay: 'standard' }).of(tag) ?? tag;

/** The company, described in the language of the page it is on (the same @id on every home page). */
export function organization(locale: Locale): WithContext<Organization> {
  const [headquarters] = site.offices;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.name,
    legalName: site.legalName,
    url: url('/'),
    logo: url('/icon.svg'),
    email: site.email,
    telephone: site.phone.display,
    foundingDate: String(site.founded),
    description: messagesFor(locale).siteDescription,
    sameAs: site.social.map((link) => link.href),
    address: headquarters && {
      '@type': 'PostalAddress',
      streetAddress: headquarters.street,
      postalCode: headquarters.postalCode,
      addressLocality: headquarters.city,
      addressCountry: headquarters.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: site.email,
      telephone: site.phone.display,
      availableLanguage: LOCALES.map((locale) => languageName(LOCALE_FACTS[locale].tag)),
    },
    areaServed: [...site.areaServed],
  };
}

export function website(locale: Locale): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: url(localePath(locale, '/')),
    inLanguage: inLanguage(locale),
    publisher: { '@id': ORGANIZATION_ID },
  };
}

export function blogPosting(post: Post): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url: url(post.href),
    mainEntityOfPage: url(post.href),
    image: url(post.cover.src),
    datePublished: post.publishedAt.toISOString(),
    dateModified: (post.updatedAt ?? post.publishedAt).toISOString(),
    author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
    publisher: { '@id': ORGANIZATION_ID },
    keywords: post.topics.map((topic) => topic.name).join(', '),
    wordCount: post.wordCount,
    inLanguage: inLanguage(post.locale),
  };
}

/** Country names as Google for Jobs reads them: in English, from the ISO code. */
const countryName = (code: string) => new Intl.DisplayNames('en', { type: 'region' }).of(code) ?? code;

/**
 * A job as Google for Jobs documents it (developers.google.com/search/docs/appearance/structured-data/
 * job-posting): its whole description as HTML, pay, office and remote countries. Only for open jobs: a
 * closed one must not be advertised to job search. `descriptionHtml`: the page's own text of the job.
 */
export function jobPosting(job: Job, descriptionHtml: string): WithContext<JobPosting> {
  const office = site.offices.find((candidate) => candidate.id === job.office);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml,
    datePosted: isoDate(job.postedAt),
    ...(job.openUntil ? { validThrough: job.openUntil.toISOString() } : {}),
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: url('/'), logo: url('/icon.svg') },
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.slug },
    directApply: true,
    ...(job.pay
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.pay.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.pay.min,
              maxValue: job.pay.max,
              unitText: job.pay.unit,
            },
          },
        }
      : {}),
    ...(office
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              streetAddress: office.street,
              addressLocality: office.city,
              ...('region' in office ? { addressRegion: office.region } : {}),
              postalCode: office.postalCode,
              addressCountry: office.countryCode,
            },
          },
        }
      : {}),
    ...(job.workplace === 'remote' && job.remoteFrom.length > 0
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: job.remoteFrom.map((code) => ({
            '@type': 'Country' as const,
            name: countryName(code),
          })),
        }
      : {}),
    url: url(job.href),
  };
}

/** A job's whole text as the page shows it, as HTML: the role, then its lists under their headings. */
export function jobDescriptionHtml(job: Job, roleHtml: string, words: JobWords): string {
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  const section = (title: string, body: string) => `<h3>${escapeHtml(title)}</h3>${body}`;
  // A fully remote job says so in its own words, as Google for Jobs asks of a TELECOMMUTE posting.
  const remote =
    job.workplace === 'remote'
      ? `<p>${escapeHtml(format(words.fullyRemote, { countries: formatCountries(job.remoteFrom, LOCALE_FACTS[job.locale].tag) }))}</p>`
      : '';
  return [
    remote + roleHtml,
    section(words.responsibilities, list(job.responsibilities)),
    section(words.requirements, list(job.requirements)),
    ...(job.niceToHave.length > 0 ? [section(words.niceToHave, list(job.niceToHave))] : []),
    section(words.process, `<ol>${job.process.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`),
  ].join('');
}

type JobWords = Pick<
  ReturnType<typeof messagesFor>['job'],
  'responsibilities' | 'requirements' | 'niceToHave' | 'process' | 'fullyRemote'
>;

export function faqPage(questions: { question: string; answer: string }[], locale: Locale): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: inLanguage(locale),
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function service(entry: ServiceEntry, pricing: Pricing, locale: Locale): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: entry.title,
    description: entry.description,
    url: url(entry.canonical ?? entry.href),
    serviceType: entry.shortTitle,
    provider: { '@id': ORGANIZATION_ID },
    areaServed: [...site.areaServed],
    offers: offers(pricing, locale),
  };
}

/** The engagement models as offers, each with its indicative range (the pricing page's facts). */
function offers(pricing: Pricing, locale: Locale): Offer[] {
  const per = messagesFor(locale).pricing.per;
  return pricing.engagements.map((engagement) => ({
    '@type': 'Offer',
    name: engagement.name,
    description: engagement.gets,
    url: url(localePath(locale, `/pricing#${engagement.model}`)),
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      minPrice: engagement.min,
      maxPrice: engagement.max,
      priceCurrency: pricing.currency,
      unitText: per[engagement.per],
    },
  }));
}

/** /pricing: the company's software service with every engagement model as an offer. */
export function pricingService(
  page: { heading: string; description: string; href: string },
  pricing: Pricing,
  locale: Locale,
): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.heading,
    description: page.description,
    url: url(page.href),
    provider: { '@id': ORGANIZATION_ID },
    areaServed: [...site.areaServed],
    offers: offers(pricing, locale),
  };
}

/** Where a page sits below its language's home, in its language (links written in English are localized). */
export function breadcrumbList(items: { label: string; href: string }[], locale: Locale): WithContext<BreadcrumbList> {
  const home = { label: messagesFor(locale).common.home, href: '/' };
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...items].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: url(localize(locale, item.href)),
    })),
  };
}

/** A case study: the work, about the client, by us. */
export function caseStudy(study: CaseStudy, locale: Locale): WithContext<CreativeWork> {
  const results = study.caseStudy.results.map((result) => `${result.value} ${result.label}`).join('; ');
  const t = messagesFor(locale).work;
  const { team, duration, model } = study.caseStudy;
  const facts = [
    team && `${t.team}: ${team}`,
    duration && `${t.duration}: ${duration}`,
    model && `${t.model}: ${t.models[model]}`,
  ].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${url(study.href)}#case-study`,
    name: study.caseStudy.title,
    headline: study.caseStudy.title,
    abstract: format(t.abstract, { challenge: study.caseStudy.challenge, results }),
    url: url(study.href),
    image: url(socialImagePath(study.href)),
    genre: t.genre,
    about: { '@type': 'Organization', name: study.name, logo: url(study.logo), address: study.country },
    keywords: study.stack.map((technology) => technology.name).join(', '),
    // How the work was done: its team, duration and engagement, in the page's language.
    ...(facts.length > 0 && { description: facts.join(' · ') }),
    creator: { '@id': ORGANIZATION_ID },
    publisher: { '@id': ORGANIZATION_ID },
    inLanguage: inLanguage(locale),
    ...(study.testimonial
      ? {
          review: {
            '@type': 'Review',
            reviewBody: study.testimonial.quote,
            author: { '@type': 'Person', name: study.testimonial.author, jobTitle: study.testimonial.role },
          },
        }
      : {}),
  };
}

/** A page that lists things (technologies, case studies): its name and the list, each item with its page. */
export function collectionPage(
  page: { name: string; description: string; path: string },
  items: { name: string; href: string }[],
  locale: Locale,
): WithContext<CollectionPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: url(page.path),
    inLanguage: inLanguage(locale),
    publisher: { '@id': ORGANIZATION_ID },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        url: url(item.href),
      })),
    },
  };
}
