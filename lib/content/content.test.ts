import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getTopics } from './topics';
import { getAllPosts, getAllTags, getPageCount, getPostsTagged, getRelatedPosts, postSchema } from './blog';
import { getAllJobs, getJobBySlug, getJobListing, isJobOpen, jobSchema } from './careers';
import { checklistSchema, getAllChecklists } from './checklists';
import { clientSchema, getCaseStudies, getCaseStudiesForService, getClients, getIndustries } from './clients';
import { assertReference, isPublished, parseEntry } from './collection';
import { faqSchema, getFaqGroups } from './faq';
import { pagedEntries } from './check';
import { getPage, pageSchema } from './pages';
import { getProducts, productSchema } from './products';
import { getAllLandings, getAllServices, getServiceCatalogue, serviceSchema } from './services';
import { getTeam, teamSchema } from './team';

describe('the real content', () => {
  it('passes every schema and has the promised depth', () => {
    expect(getAllServices('en')).toHaveLength(7);
    expect(getAllLandings('en')).toHaveLength(13);
    expect(getAllPosts('en').length).toBeGreaterThanOrEqual(6);
    expect(getAllJobs('en').length).toBeGreaterThanOrEqual(4);
    expect(getAllChecklists('en').length).toBeGreaterThanOrEqual(3);
    expect(getTeam('en').length).toBeGreaterThanOrEqual(6);
    expect(getClients('en').length).toBeGreaterThanOrEqual(8);
    expect(getFaqGroups('en').flatMap((group) => group.questions).length).toBeGreaterThanOrEqual(10);
    expect(getProducts('en').length).toBeGreaterThanOrEqual(3);
    expect(getCaseStudies('en').length).toBeGreaterThanOrEqual(3);
  });

  it('gives every entry the URL it is served at, so nothing builds one by hand', () => {
    const entries = pagedEntries();
    for (const entry of entries) expect(entry.href, entry.slug).toMatch(/^\/([a-z]+\/){0,2}[a-z0-9-]*$/);
    expect(new Set(entries.map((entry) => entry.href)).size).toBe(entries.length);
    expect(getAllPosts('en')[0]!.href).toBe(`/blog/${getAllPosts('en')[0]!.slug}`);
    expect(getPage('en', 'home').href).toBe('/');
  });

  it('has posts of substance: 600+ words, a heading, code and an image each', () => {
    for (const post of getAllPosts('en')) {
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(600);
      expect(post.body, post.slug).toMatch(/^## /m);
      expect(post.body, post.slug).toMatch(/^```/m);
      expect(post.body, post.slug).toMatch(/!\[[^\]]+\]\(\/images\//);
    }
  });

  it('has a closed job and one that closes in the future', () => {
    const jobs = getAllJobs('en');
    expect(jobs.some((job) => job.status === 'closed')).toBe(true);
    expect(jobs.some((job) => job.status === 'open' && job.closesAt)).toBe(true);
  });

  it('lists the 13 root pages of the spec', () => {
    expect(getAllLandings('en').map((landing) => landing.slug).sort()).toEqual(
      [
        'devops', 'mvp-service', 'ui-ux-design', 'it-consultancy', 'sqa-and-testing', 'digital-marketing', 'our-working-process',
        'mobile-app-development', 'offshore-office-expansion', 'team-enhancement-services', 'custom-software-development',
        'web-application-development', 'software-maintenance-and-support',
      ].sort(),
    );
    expect(getAllServices('en').map((service) => service.slug).sort()).toEqual(
      [
        'it-staff-augmentation', 'devops-cloud-solutions', 'full-stack-development', 'custom-software-development',
        'ai-ml-development-integration', 'mobile-application-development', 'mvp-saas-end-to-end-development',
      ].sort(),
    );
  });

  it('points overlapping landing pages at a page that exists, and lists only the others', () => {
    const services = getAllServices('en').map((service) => service.href);
    for (const landing of getAllLandings('en').filter((entry) => entry.canonical)) {
      expect(services, landing.slug).toContain(landing.canonical);
    }
    expect(getServiceCatalogue('en').some((entry) => entry.canonical)).toBe(false);
  });

  it('uses the page-title fallback for a page without a title', () => {
    expect(getPage('en', 'coming-soon').title).toBeUndefined();
  });
});

describe('careers listing', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('puts open positions first and marks recent closed ones', () => {
    const { open, closed } = getJobListing('en', now);
    expect(open.every((job) => isJobOpen(job, now))).toBe(true);
    expect(closed.map((job) => job.slug).sort()).toEqual(['devops-engineer-kubernetes', 'qa-automation-engineer']);
  });

  it('forgets positions that closed long ago', () => {
    expect(getJobListing('en', new Date('2028-01-01')).closed).toEqual([]);
  });
});

describe('blog helpers', () => {
  it('paginates six posts a page', () => {
    expect(getPageCount(getAllPosts('en'))).toBe(Math.ceil(getAllPosts('en').length / 6));
  });

  it('ranks related posts by shared tags and never includes the post itself', () => {
    const related = getRelatedPosts('en', 'monolith-first');
    expect(related).toHaveLength(3);
    expect(related.map((post) => post.slug)).not.toContain('monolith-first');
    expect(related[0]!.tags.some((tag) => ['architecture', 'backend', 'delivery'].includes(tag))).toBe(true);
  });
});

const file = 'content/blog/example.md';
const validPost = `---
title: A post
description: A short description.
publishedAt: 2026-01-02
author: ana-ribeiro
tags: [one]
cover:
  src: /images/blog/monolith-first.svg
  alt: A cover
---
Body`;

describe('parseEntry', () => {
  it('accepts a valid file and returns typed data', () => {
    const entry = parseEntry(postSchema, file, validPost);
    expect(entry.slug).toBe('example');
    expect(entry.data.publishedAt).toBeInstanceOf(Date);
    expect(entry.body).toBe('Body');
  });

  it('names the file and the missing field', () => {
    expect(() => parseEntry(postSchema, file, validPost.replace('title: A post\n', ''))).toThrow(`${file}: title:`);
  });

  it('names the file and a wrongly typed field', () => {
    expect(() => parseEntry(postSchema, file, validPost.replace('tags: [one]', 'tags: one'))).toThrow(`${file}: tags:`);
  });

  it('names nested fields', () => {
    expect(() => parseEntry(postSchema, file, validPost.replace('  src: /images/blog/monolith-first.svg', '  src: http://elsewhere.example/x.png'))).toThrow(
      `${file}: cover.src: must be a site path starting with /`,
    );
  });

  it('rejects an impossible date', () => {
    expect(() => parseEntry(postSchema, file, validPost.replace('2026-01-02', 'next tuesday'))).toThrow(`${file}: publishedAt: must be a date`);
  });

  it('rejects a description too long for search results', () => {
    expect(() => parseEntry(postSchema, file, validPost.replace('A short description.', 'x'.repeat(161)))).toThrow(
      `${file}: description: must be at most 160 characters`,
    );
  });

  it('rejects broken YAML with the file name', () => {
    expect(() => parseEntry(postSchema, file, '---\ntitle: [unclosed\n---\n')).toThrow(`${file}: front matter is not valid YAML`);
  });

  it('rejects a file name that is not a slug', () => {
    expect(() => parseEntry(postSchema, 'content/blog/My Post.md', validPost)).toThrow('content/blog/My Post.md: file name must be a lower-case slug');
  });

  it('reports every bad field at once', () => {
    try {
      parseEntry(postSchema, file, '---\ntitle: ok\n---\n');
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      for (const field of ['description', 'publishedAt', 'author', 'tags', 'cover']) expect(message).toContain(`${file}: ${field}:`);
    }
  });
});

describe('each collection schema rejects bad front matter', () => {
  const cases = [
    ['careers', jobSchema, 'title: Engineer\nemploymentType: SOMETIMES', 'employmentType'],
    ['checklists', checklistSchema, 'title: A checklist\npages: many', 'pages'],
    ['services', serviceSchema, 'title: A service\nicon: unicorn', 'icon'],
    ['landings', serviceSchema, 'title: A landing\ngroup: everything', 'group'],
    ['clients', clientSchema, 'name: Acme\nsince: 1850', 'since'],
    ['team', teamSchema, 'name: Ann\navatar: https://example.com/a.png', 'avatar'],
    ['faq', faqSchema, 'title: Group\nquestions: []', 'questions'],
    ['products', productSchema, 'name: Tool\nstatus: vapourware', 'status'],
    ['pages', pageSchema, 'heading: ""', 'heading'],
  ] as const;

  it.each(cases)('%s', (dir, schema, yaml, field) => {
    const name = `content/${dir}/bad.md`;
    expect(() => parseEntry(schema, name, `---\n${yaml}\n---\n`)).toThrow(`${name}: ${field}:`);
  });
});

describe("a job's facts for Google for Jobs", () => {
  const source = fs.readFileSync('content/careers/qa-automation-engineer.md', 'utf8');
  const name = 'content/careers/qa-automation-engineer.md';
  it.each([
    ['a remote job without its countries', source.replace('workplace: hybrid', 'workplace: remote'), 'remoteFrom'],
    ['a region for a country', source.replace('office: krakow', 'office: krakow\nremoteFrom:\n- Europe'), 'remoteFrom.0'],
    ['a hybrid job without its office', source.replace('office: krakow\n', ''), 'office'],
    [
      'a hybrid job with remote countries (Google would list it as fully remote)',
      source.replace('office: krakow', 'office: krakow\nremoteFrom:\n- PT'),
      'remoteFrom',
    ],
    ['an office the site does not have', source.replace('office: krakow', 'office: berlin'), 'office'],
    ['a range upside down', source.replace('min: 18000', 'min: 30000'), 'pay.max'],
    ['a pay unit Google does not know', source.replace('unit: MONTH', 'unit: FORTNIGHT'), 'pay.unit'],
  ])('refuses %s, naming the field', (_, raw, field) => {
    expect(() => parseEntry(jobSchema, name, raw)).toThrow(`${name}: ${field}:`);
  });
});

describe('cross references', () => {
  it('names the file and field of a dangling reference', () => {
    expect(() => assertReference(file, 'author', 'nobody', ['ana-ribeiro'])).toThrow(`${file}: author: "nobody" does not match any entry`);
  });
});

describe('isPublished', () => {
  const now = new Date('2026-06-01');
  it('keeps drafts and future posts out of production builds', () => {
    expect(isPublished({ draft: true }, now, true)).toBe(false);
    expect(isPublished({ publishedAt: new Date('2026-06-02') }, now, true)).toBe(false);
    expect(isPublished({ publishedAt: new Date('2026-05-31') }, now, true)).toBe(true);
    expect(isPublished({}, now, true)).toBe(true);
  });

  it('shows them while writing', () => {
    expect(isPublished({ draft: true, publishedAt: new Date('2027-01-01') }, now, false)).toBe(true);
  });
});

describe('case studies and blog topics', () => {
  it('gives every study a page, an industry and at least one known service', () => {
    const studies = getCaseStudies('en');
    expect(studies.length).toBeGreaterThanOrEqual(6);
    const services = getAllServices('en').map((service) => service.slug);
    for (const study of studies) {
      expect(study.href).toBe(`/work/${study.slug}`);
      expect(study.body.length, study.slug).toBeGreaterThan(400);
      for (const service of study.caseStudy.services) expect(services).toContain(service);
    }
    expect(getIndustries('en').flatMap((industry) => industry.studies)).toHaveLength(studies.length);
    expect(getIndustries('en').find((industry) => industry.slug === 'logistics')?.studies.map((study) => study.slug)).toEqual(
      ['northwind-freight', 'parcelpoint'],
    );
    expect(getCaseStudiesForService('en', 'it-staff-augmentation').map((study) => study.slug)).toContain('parcelpoint');
  });

  it('refuses a study that names a service that does not exist, naming file and field', () => {
    expect(() => assertReference('content/clients/x.md', 'caseStudy.services.0', 'nope', ['devops'])).toThrow(
      'content/clients/x.md: caseStudy.services.0: "nope" does not match any entry',
    );
  });

  it('counts each blog topic once, the most used first, and lists its posts', () => {
    const tags = getAllTags('en');
    expect(new Set(tags.map((tag) => tag.slug)).size).toBe(tags.length);
    expect(tags.map((tag) => tag.count)).toEqual([...tags.map((tag) => tag.count)].sort((a, b) => b - a));
    const total = getAllPosts('en').reduce((sum, post) => sum + post.tags.length, 0);
    expect(tags.reduce((sum, tag) => sum + tag.count, 0)).toBe(total);
    for (const tag of tags) expect(getPostsTagged('en', tag.slug)).toHaveLength(tag.count);
  });

  it('names each topic in the language of the page, from content/topics, at its English address', () => {
    const polish = getAllTags('pl').find((tag) => tag.slug === 'team-augmentation');
    expect(polish).toMatchObject({ name: 'wzmocnienie zespołu', href: '/pl/blog/tags/team-augmentation' });
    expect(getAllTags('en').find((tag) => tag.slug === 'ai')?.name).toBe('AI');
    expect(getTopics('pt').map((topic) => topic.slug)).toEqual(getTopics('en').map((topic) => topic.slug));
  });
});

describe('an entry in another language', () => {
  it('names an industry in the language and keeps its English slug', () => {
    const english = getIndustries('en').map((industry) => industry.slug);
    const polish = getIndustries('pl');
    expect(polish.map((industry) => industry.slug)).toEqual(english);
    expect(polish.find((industry) => industry.slug === 'logistics')?.name).toBe('Logistyka');
    expect(getCaseStudies('pt').find((study) => study.slug === 'northwind-freight')?.country).toBe('Países Baixos');
  });

  it('has its translation’s words and its English slug, URL and publication', () => {
    const english = getAllJobs('en')[0]!;
    const polish = getJobBySlug('pl', english.slug)!;
    expect(polish.title).not.toBe(english.title);
    expect(polish.body).not.toBe(english.body);
    expect(polish).toMatchObject({ slug: english.slug, href: `/pl${english.href}`, postedAt: english.postedAt });
    expect(getJobBySlug('en', english.slug)).toEqual(english);
    expect(getJobBySlug('pl', 'no-such-job')).toBeUndefined();
  });
});
