import { CardGrid, CaseCard, MoreServicesCard, PostCard, ServiceCard } from '@/components/sections/cards';
import { CtaBand } from '@/components/sections/cta-band';
import { JsonLd } from '@/components/ui/json-ld';
import { LogoStrip, Testimonials } from '@/components/sections/people';
import { Stats } from '@/components/sections/stats';
import { Steps } from '@/components/sections/steps';
import { ButtonLink } from '@/components/ui/button-link';
import { StaticPart } from '@/components/client/static-part';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { getAllPosts } from '@/lib/content/blog';
import { getCaseStudies, getClients } from '@/lib/content/clients';
import { getPage } from '@/lib/content/pages';
import { getAllServices } from '@/lib/content/services';
import { pageMetadata } from '@/lib/seo/metadata';
import { contactCta, site } from '@/config/site';
import { organization, website } from '@/lib/seo/structured-data';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { currentLocale } from '@/lib/i18n/current';

export async function generateMetadata() {
  const locale = await currentLocale();
  const page = getPage(locale, 'home');
  return pageMetadata({ path: page.href, title: page.title, description: page.description, eyebrow: site.tagline });
}

export default async function HomePage() {
  const locale = await currentLocale();
  const page = getPage(locale, 'home');
  const clients = getClients(locale);
  // Nothing on the home page is interactive: it reaches the browser once, as HTML, with nothing to hydrate.
  return (
    <StaticPart id="home">
      <JsonLd data={[organization(), website(locale)]} />
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} aside={<Stats items={site.stats} />}>
        <ButtonLink href={contactCta.href} size="lg">
          {messagesFor(DEFAULT_LOCALE).nav[contactCta.id]}
        </ButtonLink>
        <ButtonLink href="/our-services" variant="secondary" size="lg">
          Explore our services
        </ButtonLink>
      </PageHero>
      <Section id="clients" eyebrow="Trusted by product teams in 11 countries">
        <LogoStrip clients={clients} />
      </Section>
      <Section
        id="services"
        tone="alt"
        eyebrow="What we do"
        title="Seven ways we help you ship"
        intro="Each service is run by people who have done it many times before, with a delivery lead accountable for the outcome."
      >
        <CardGrid columns={4}>
          {getAllServices(locale).map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
          <MoreServicesCard />
        </CardGrid>
      </Section>
      <Section
        id="how-we-work"
        eyebrow="How we work"
        title="Small senior teams, short feedback loops"
        intro="The same five steps on every engagement, whether it lasts six weeks or six years."
      >
        <Steps steps={page.steps} />
        <p>
          <ButtonLink href="/how-we-work" variant="secondary">
            More on how we work
          </ButtonLink>
        </p>
      </Section>
      <Section id="results" tone="alt" eyebrow="Results" title="What our clients got">
        <CardGrid>
          {getCaseStudies(locale)
            .slice(0, 3)
            .map((client) => (
              <CaseCard key={client.slug} client={client} />
            ))}
        </CardGrid>
      </Section>
      <Section id="testimonials" eyebrow="In their words" title="Why clients stay for years">
        <Testimonials clients={clients.slice(0, 3)} />
      </Section>
      <Section id="latest" tone="alt" eyebrow="From the blog" title="Latest engineering notes">
        <CardGrid>
          {getAllPosts(locale)
            .slice(0, 3)
            .map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
        </CardGrid>
      </Section>
      <CtaBand />
    </StaticPart>
  );
}
