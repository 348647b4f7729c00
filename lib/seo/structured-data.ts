import type {
  BlogPosting,
  BreadcrumbList,
  CreativeWork,
  FAQPage,
  JobPosting,
  Organization,
  Service,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { Post } from '@/lib/content/blog';
import type { CaseStudy } from '@/lib/content/clients';
import { socialImagePath } from './social-cards';
import type { Job } from '@/lib/content/careers';
import type { Service as ServiceEntry } from '@/lib/content/services';
import { env } from '@/lib/env';
import { site } from '@/config/site';
import { DEFAULT_LOCALE, LOCALE_FACTS, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath, localize } from '@/lib/i18n/paths';

const inLanguage = (locale: Locale) => LOCALE_FACTS[locale].tag;

const url = (path: string) => `${env.NEXT_PUBLIC_SITE_URL}${path === '/' ? '' : path}`;
const ORGANIZATION_ID = `${env.NEXT_PUBLIC_SITE_URL}/#organization`;

export function organization(): WithContext<Organization> {
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
    description: messagesFor(DEFAULT_LOCALE).siteDescription,
    sameAs: site.social.map((link) => link.href),
    address: headquarters && {
      '@type': 'PostalAddress',
      streetAddress: headquarters.street,
      postalCode: headquarters.postalCode,
      addressLocality: headquarters.city,
      addressCountry: headquarters.country,
    },
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

/** Only for open jobs: a closed one must not be advertised to job search. */
export function jobPosting(job: Job): WithContext<JobPosting> {
  const [city] = job.location.split(/\s+or\s+|,/);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.postedAt.toISOString().slice(0, 10),
    ...(job.closesAt ? { validThrough: job.closesAt.toISOString() } : {}),
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: url('/'), logo: url('/icon.svg') },
    ...(job.workplace === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: {
            '@type': 'Country',
            name: /\(US\)/.test(job.location) ? 'United States' : 'Europe',
          },
        }
      : {}),
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: city?.trim() ?? job.location },
    },
    url: url(job.href),
  };
}

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

export function service(entry: ServiceEntry): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: entry.title,
    description: entry.description,
    url: url(entry.canonical ?? entry.href),
    serviceType: entry.shortTitle,
    provider: { '@id': ORGANIZATION_ID },
    areaServed: ['Europe', 'North America'],
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
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${url(study.href)}#case-study`,
    name: study.caseStudy.title,
    headline: study.caseStudy.title,
    abstract: `${study.caseStudy.challenge} Results: ${results}.`,
    url: url(study.href),
    image: url(socialImagePath(study.href)),
    genre: 'Case study',
    about: { '@type': 'Organization', name: study.name, logo: url(study.logo), address: study.country },
    keywords: study.caseStudy.technologies.join(', '),
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
