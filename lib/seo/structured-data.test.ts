import { describe, expect, it } from 'vitest';
import { getPostBySlug } from '@/lib/content/blog';
import { getJobBySlug } from '@/lib/content/careers';
import { getServiceBySlug } from '@/lib/content/services';
import { blogPosting, breadcrumbList, faqPage, jobPosting, organization, service, website } from './structured-data';

describe('JSON-LD builders', () => {
  it('describe the organization and the website', () => {
    expect(organization()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Brightloom',
      url: 'http://localhost:3000',
      address: { addressLocality: 'Lisbon' },
    });
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

  it('describe a job with its closing date, type and remote location', () => {
    expect(jobPosting(getJobBySlug('en', 'senior-backend-engineer-go')!)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Backend Engineer (Go)',
      datePosted: '2026-10-20',
      validThrough: '2027-01-31T00:00:00.000Z',
      employmentType: 'FULL_TIME',
      jobLocationType: 'TELECOMMUTE',
      hiringOrganization: { name: 'Brightloom' },
    });
    const hybrid = jobPosting(getJobBySlug('en', 'senior-react-native-engineer')!);
    expect(hybrid).not.toHaveProperty('validThrough');
    expect(hybrid).not.toHaveProperty('jobLocationType');
    expect(hybrid.jobLocation).toMatchObject({ address: { addressLocality: 'Kraków' } });
  });

  it('describe questions, services and breadcrumbs', () => {
    expect(faqPage([{ question: 'Q?', answer: 'A.' }], 'en').mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
    expect(service(getServiceBySlug('en', 'devops-cloud-solutions')!)).toMatchObject({
      '@type': 'Service',
      url: 'http://localhost:3000/services/devops-cloud-solutions',
      provider: { '@id': expect.any(String) },
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
