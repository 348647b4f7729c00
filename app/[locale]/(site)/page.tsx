import { CardGrid, CaseCard, MoreServicesCard, PostCard, ServiceCard } from '@/components/sections/cards';
import { CtaBand } from '@/components/sections/cta-band';
import { JsonLd } from '@/components/ui/json-ld';
import { LogoStrip } from '@/components/sections/people';
import { Testimonials } from '@/components/sections/testimonials';
import { Stats } from '@/components/sections/stats';
import { Steps } from '@/components/sections/steps';
import { ButtonLink } from '@/components/ui/button-link';
import { WithEntryForm } from '@/components/sections/with-entry-form';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { getAllPosts } from '@/lib/content/blog';
import { getCaseStudies, getClients } from '@/lib/content/clients';
import { getPage } from '@/lib/content/pages';
import { getAllServices } from '@/lib/content/services';
import { pageMetadata } from '@/lib/seo/metadata';
import { contactCta } from '@/config/site';
import { organization, website } from '@/lib/seo/structured-data';
import { messagesFor } from '@/lib/i18n/messages';
import { currentLocale } from '@/lib/i18n/current';

export async function generateMetadata() {
  const locale = await currentLocale();
  const page = getPage(locale, 'home');
  return pageMetadata({
    path: page.href,
    title: page.title,
    description: page.description,
    eyebrow: messagesFor(locale).tagline,
  });
}

export default async function HomePage() {
  const locale = await currentLocale();
  const page = getPage(locale, 'home');
  const clients = getClients(locale);
  const t = messagesFor(locale);
  // Nothing on the home page is interactive: it reaches the browser once, as HTML, with nothing to hydrate.
  return (
    <WithEntryForm id="home" form={page.form} end={<CtaBand />}>
      <JsonLd data={[organization(locale), website(locale)]} />
      <PageHero
        entry={page}
        eyebrow={page.eyebrow}
        title={page.heading}
        intro={page.intro}
        aside={<Stats items={t.stats} />}
      >
        <ButtonLink href={contactCta.href} size="lg">
          {t.nav[contactCta.id]}
        </ButtonLink>
        <ButtonLink href="/our-services" variant="secondary" size="lg">
          {t.home.exploreServices}
        </ButtonLink>
      </PageHero>
      <Section id="clients" eyebrow={t.home.clients}>
        <LogoStrip clients={clients} />
      </Section>
      <Section
        id="services"
        tone="alt"
        eyebrow={t.home.servicesEyebrow}
        title={t.home.servicesTitle}
        intro={t.home.servicesIntro}
      >
        <CardGrid columns={4}>
          {getAllServices(locale).map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
          <MoreServicesCard />
        </CardGrid>
      </Section>
      <Section id="how-we-work" eyebrow={t.home.howEyebrow} title={t.home.howTitle} intro={t.home.howIntro}>
        <Steps steps={page.steps} />
        <p>
          <ButtonLink href="/how-we-work" variant="secondary">
            {t.home.howMore}
          </ButtonLink>
        </p>
      </Section>
      <Section id="results" tone="alt" eyebrow={t.home.resultsEyebrow} title={t.home.resultsTitle}>
        <CardGrid>
          {getCaseStudies(locale)
            .slice(0, 3)
            .map((client) => (
              <CaseCard key={client.slug} client={client} />
            ))}
        </CardGrid>
      </Section>
      <Section id="testimonials" eyebrow={t.home.testimonialsEyebrow} title={t.home.testimonialsTitle}>
        <Testimonials clients={clients.slice(0, 3)} />
      </Section>
      <Section id="latest" tone="alt" eyebrow={t.home.latestEyebrow} title={t.home.latestTitle}>
        <CardGrid>
          {getAllPosts(locale)
            .slice(0, 3)
            .map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
        </CardGrid>
      </Section>
    </WithEntryForm>
  );
}
