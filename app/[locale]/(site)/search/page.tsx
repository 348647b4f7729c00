import { SiteSearch } from '@/components/client/site-search';
import { AppLink } from '@/components/ui/app-link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  path: '/search',
  title: 'Search',
  description: 'Search Brightloom’s blog posts, services, case studies, open positions and checklists.',
  eyebrow: 'Search',
});

export default function SearchPage() {
  return (
    <>
      <PageHero
        trail={[{ label: 'Search', href: '/search' }]}
        eyebrow="Search"
        title="Search the site"
        intro="Posts, services, case studies, open positions and checklists. Results appear as you type."
      />
      <Section>
        <SiteSearch />
        <noscript>
          <p>
            Search runs in your browser and needs JavaScript. Without it, browse the{' '}
            <AppLink href="/blog">blog</AppLink>, <AppLink href="/services">services</AppLink>,{' '}
            <AppLink href="/work">case studies</AppLink> and <AppLink href="/career">open positions</AppLink>.
          </p>
        </noscript>
      </Section>
    </>
  );
}
