import { SiteSearch } from '@/components/client/site-search';
import { AppLink } from '@/components/ui/app-link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata() {
  const t = messagesFor(await currentLocale());
  return pageMetadata({
    path: '/search',
    title: t.searchPage.trail,
    description: t.listings.searchDescription,
    eyebrow: t.searchPage.trail,
  });
}

export default async function SearchPage() {
  const locale = await currentLocale();
  const t = messagesFor(locale).searchPage;
  const [before, afterBlog = ''] = t.noScript.split('{blog}');
  const [betweenBlogServices = '', afterServices = ''] = afterBlog.split('{services}');
  const [betweenServicesWork = '', afterWork = ''] = afterServices.split('{work}');
  const [betweenWorkJobs = '', afterJobs = ''] = afterWork.split('{jobs}');
  return (
    <>
      <PageHero trail={[{ label: t.trail, href: '/search' }]} eyebrow={t.trail} title={t.title} intro={t.intro} />
      <Section>
        <SiteSearch locale={locale} words={t} page={localePath(locale, '/search')} />
        <noscript>
          <p>
            {before}
            <AppLink href="/blog">{t.blog}</AppLink>
            {betweenBlogServices}
            <AppLink href="/services">{t.services}</AppLink>
            {betweenServicesWork}
            <AppLink href="/work">{t.work}</AppLink>
            {betweenWorkJobs}
            <AppLink href="/career">{t.jobs}</AppLink>
            {afterJobs}
          </p>
        </noscript>
      </Section>
    </>
  );
}
