import { describe, expect, it } from 'vitest';
import { getPostBySlug } from '@/lib/content/blog';
import { z } from 'zod';
import { getCaseStudies } from '@/lib/content/clients';
import { getAllJobs, getJobBySlug, isJobOpen } from '@/lib/content/careers';
import { renderMarkdown } from '@/lib/content/markdown';
import { type Locale, LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { getServiceBySlug } from '@/lib/content/services';
import { getPricing } from '@/lib/content/pricing';
import {
  blogPosting,
  breadcrumbList,
  caseStudy,
  faqPage,
  jobDescriptionHtml,
  jobPosting,
  organization,
  service,
  website,
} from './structured-data';

// schema.org's types as Google for Jobs reads them: no property these types lack, each of the right type;
// the required properties and every recommended one this site can give.
const text = z.string().trim().min(1);
const web = z.url();
const typed = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ '@type': z.literal(type), ...shape });
const POSTAL_ADDRESS = typed('PostalAddress', {
  streetAddress: text,
  addressLocality: text,
  addressRegion: text.optional(),
  postalCode: text,
  addressCountry: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 code'),
});
const REGIONS = ['Europe', 'EU', 'European Union', 'EMEA', 'Worldwide', 'Anywhere', 'North America'];
const GOOGLE_JOB_POSTING = z
  .strictObject({
    '@context': z.literal('https://schema.org'),
    '@type': z.literal('JobPosting'),
    title: text.max(100),
    description: text.regex(/<(p|ul|li|h3)>/, 'HTML'),
    datePosted: z.iso.date(),
    validThrough: z.iso.datetime().optional(),
    employmentType: z.enum([
      'FULL_TIME',
      'PART_TIME',
      'CONTRACTOR',
      'TEMPORARY',
      'INTERN',
      'VOLUNTEER',
      'PER_DIEM',
      'OTHER',
    ]),
    hiringOrganization: typed('Organization', { name: text, sameAs: web, logo: web }),
    identifier: typed('PropertyValue', { name: text, value: text }),
    directApply: z.literal(true),
    baseSalary: typed('MonetaryAmount', {
      currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code'),
      value: typed('QuantitativeValue', {
        minValue: z.number().positive(),
        maxValue: z.number().positive(),
        unitText: z.enum(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']),
      }).refine((value) => value.minValue <= value.maxValue, 'minValue over maxValue'),
    }),
    jobLocation: typed('Place', { address: POSTAL_ADDRESS }).optional(),
    jobLocationType: z.literal('TELECOMMUTE').optional(),
    applicantLocationRequirements: z
      .array(typed('Country', { name: text.refine((name) => !REGIONS.includes(name), 'a country, not a region') }))
      .min(1)
      .optional(),
    url: web,
  })
  .refine((job) => job.jobLocation ?? (job.jobLocationType && job.applicantLocationRequirements), {
    message: 'an office, or remote work with the countries it hires in',
  })
  .refine((job) => !job.jobLocationType === !job.applicantLocationRequirements, {
    message: 'TELECOMMUTE goes with applicantLocationRequirements',
  });

describe('JSON-LD builders', () => {
  it('describe the organization and the website', () => {
    expect(organization('en')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Brightloom',
      url: 'http://localhost:3000',
      address: { addressLocality: 'Lisbon' },
    });
    // On a translated home page it describes itself in that page's language.
    expect(organization('pl')).toMatchObject({ description: messagesFor('pl').siteDescription });
    expect(website('en')).toMatchObject({
      '@type': 'WebSite',
      url: 'http://localhost:3000',
      publisher: { '@id': 'http://localhost:3000/#organization' },
    });
  });

  it('describe a post with its dates, author and image', () => {
    const post = getPostBySlug('en', 'monolith-first')!;
    expect(blogPosting(post)).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: '2026-10-28T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Tomasz Nowak' },
      image: 'http://localhost:3000/images/blog/monolith-first.svg',
      mainEntityOfPage: 'http://localhost:3000/blog/monolith-first',
    });
  });

  it("describe the organization with a sales contact in the site's languages, where it works and its profiles", () => {
    expect(organization('en')).toMatchObject({
      address: { addressCountry: 'PT' },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: 'hello@brightloom.dev',
        availableLanguage: ['English', 'Portuguese (Portugal)', 'Polish'],
      },
      areaServed: ['Europe', 'North America'],
      sameAs: expect.arrayContaining(['https://www.linkedin.com/company/brightloom-software']),
    });
  });

  describe('a job, as Google for Jobs documents it', () => {
    const job = (slug: string, locale: Locale = 'en') => {
      const entry = getJobBySlug(locale, slug)!;
      return jobPosting(entry, jobDescriptionHtml(entry, '<p>The role.</p>', messagesFor(locale).job));
    };
    const remote = job('senior-backend-engineer-go');
    const hybrid = job('qa-automation-engineer');

    it('title, datePosted, validThrough and employmentType from the front matter', () => {
      expect(remote).toMatchObject({
        '@type': 'JobPosting',
        title: 'Senior Backend Engineer (Go)',
        datePosted: '2026-10-20',
        // Open through the whole of 31 January in Lisbon, the job's office (UTC+0 in winter).
        validThrough: '2027-02-01T00:00:00.000Z',
        employmentType: 'FULL_TIME',
      });
    });

    it("validThrough: the end of the closing date in the office's zone, the instant the career guard closes it", () => {
      // "15 March" in Austin ends at midnight Central Daylight Time, 05:00 UTC on the 16th, not 00:00 UTC.
      const austin = getJobBySlug('en', 'ai-engineer-llm-applications')!;
      expect(job('ai-engineer-llm-applications').validThrough).toBe('2027-03-16T05:00:00.000Z');
      expect(isJobOpen(austin, new Date('2027-03-16T04:59:59Z'))).toBe(true);
      expect(isJobOpen(austin, new Date('2027-03-16T05:00:00Z'))).toBe(false);
    });

    it('a fully remote job says so in its description; a hybrid one names its office only', () => {
      expect(remote.description).toMatch(/^<p>This job is fully remote: you work from home, anywhere in .*Portugal/);
      expect(job('senior-backend-engineer-go', 'pl').description).toMatch(/^<p>To stanowisko jest w pełni zdalne/);
      const reactNative = job('senior-react-native-engineer');
      expect(reactNative).not.toHaveProperty('jobLocationType');
      expect(reactNative).not.toHaveProperty('applicantLocationRequirements');
      expect(reactNative.jobLocation).toMatchObject({ address: { addressLocality: 'Kraków' } });
      expect(hybrid.description).not.toMatch(/remote/);
    });

    it("description: the whole text as HTML, lists and headings in the page's language, not the summary", () => {
      const entry = getJobBySlug('pl', 'qa-automation-engineer')!;
      const html = job('qa-automation-engineer', 'pl').description as string;
      expect(html).toMatch(/^<p>The role.<\/p><h3>Czym się zajmiesz<\/h3><ul><li>/);
      for (const item of [...entry.responsibilities, ...entry.requirements, ...entry.process])
        expect(html).toContain(item.replace(/&/g, '&amp;'));
      expect(html).not.toBe(entry.description);
      const hostile = { ...entry, responsibilities: ['<script>alert(1)</script>', 'b', 'c'] };
      expect(jobDescriptionHtml(hostile, '', messagesFor('en').job)).toContain('&lt;script&gt;');
    });

    it('hiringOrganization, identifier and directApply', () => {
      expect(remote.hiringOrganization).toEqual({
        '@type': 'Organization',
        name: 'Brightloom',
        sameAs: 'http://localhost:3000',
        logo: 'http://localhost:3000/icon.svg',
      });
      expect(remote.identifier).toEqual({
        '@type': 'PropertyValue',
        name: 'Brightloom',
        value: 'senior-backend-engineer-go',
      });
      expect(remote.directApply).toBe(true);
    });

    it('baseSalary: the range, its currency and its unit', () => {
      expect(hybrid.baseSalary).toEqual({
        '@type': 'MonetaryAmount',
        currency: 'PLN',
        value: { '@type': 'QuantitativeValue', minValue: 18000, maxValue: 24000, unitText: 'MONTH' },
      });
    });

    it("jobLocation: the office's postal address with its ISO country code", () => {
      expect(hybrid.jobLocation).toEqual({
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'ul. Zabłocie 43b',
          addressLocality: 'Kraków',
          postalCode: '30-701',
          addressCountry: 'PL',
        },
      });
      expect(job('ai-engineer-llm-applications').jobLocation).toMatchObject({
        address: { addressRegion: 'TX', postalCode: '78701', addressCountry: 'US' },
      });
      expect(hybrid).not.toHaveProperty('jobLocationType');
    });

    it('remote work: TELECOMMUTE and the countries an applicant may live in, never a region', () => {
      expect(remote.jobLocationType).toBe('TELECOMMUTE');
      expect(remote.applicantLocationRequirements).toEqual(
        expect.arrayContaining([
          { '@type': 'Country', name: 'Portugal' },
          { '@type': 'Country', name: 'Poland' },
        ]),
      );
      expect(JSON.stringify(remote.applicantLocationRequirements)).not.toMatch(/Europe/);
      expect(job('ai-engineer-llm-applications').applicantLocationRequirements).toEqual([
        { '@type': 'Country', name: 'United States' },
      ]);
    });

    it.each(LOCALES)(
      "every job in %s is a valid JobPosting with Google's required and recommended properties",
      async (locale) => {
        const jobs = getAllJobs(locale);
        expect(jobs.length).toBeGreaterThan(0);
        for (const entry of jobs) {
          const { html } = await renderMarkdown(entry.body, locale);
          const result = GOOGLE_JOB_POSTING.safeParse(
            jobPosting(entry, jobDescriptionHtml(entry, html, messagesFor(locale).job)),
          );
          expect(result.success ? [] : result.error.issues, `${locale} ${entry.slug}`).toEqual([]);
        }
      },
    );
  });

  it("describe a case study wholly in the page's language: its abstract, genre and facts come from its words", () => {
    const english = caseStudy(getCaseStudies('en')[0]!, 'en');
    expect(english).toMatchObject({ genre: 'Case study', abstract: expect.stringContaining('Results:') });
    for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
      const study = getCaseStudies(locale)[0]!;
      const data = caseStudy(study, locale);
      const text = JSON.stringify([data.abstract, data.genre, data.description]);
      expect(text).not.toMatch(/Results:|Case study|Team:|Duration:/);
      expect(data.abstract).toContain(study.caseStudy.challenge);
      expect(data.genre).toBe(messagesFor(locale).work.genre);
    }
  });

  it('describe questions, services and breadcrumbs', () => {
    expect(faqPage([{ question: 'Q?', answer: 'A.' }], 'en').mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
    expect(service(getServiceBySlug('en', 'devops-cloud-solutions')!, getPricing('en'), 'en')).toMatchObject({
      '@type': 'Service',
      url: 'http://localhost:3000/services/devops-cloud-solutions',
      provider: { '@id': expect.any(String) },
    });
    // Its offers are the pricing page's models, in the page's language and currency.
    const offers = service(getServiceBySlug('pl', 'devops-cloud-solutions')!, getPricing('pl'), 'pl').offers;
    expect(offers).toHaveLength(4);
    expect((offers as unknown as Record<string, unknown>[])[2]).toMatchObject({
      '@type': 'Offer',
      name: 'Dedykowany zespół',
      url: 'http://localhost:3000/pl/pricing#dedicated-team',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        minPrice: 225000,
        maxPrice: 275000,
        priceCurrency: 'PLN',
        unitText: 'miesięcznie',
      },
    });
    expect(breadcrumbList([{ label: 'Blog', href: '/blog' }], 'en').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'http://localhost:3000/blog' },
    ]);
    // In Portuguese: its home and its addresses.
    expect(breadcrumbList([{ label: 'Blogue', href: '/blog' }], 'pt').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Início', item: 'http://localhost:3000/pt' },
      { '@type': 'ListItem', position: 2, name: 'Blogue', item: 'http://localhost:3000/pt/blog' },
    ]);
  });
});
