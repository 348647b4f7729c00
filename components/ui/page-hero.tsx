import { JsonLd } from './json-ld';
import { breadcrumbList } from '@/lib/seo/structured-data';
import { currentLocale } from '@/lib/i18n/current';
import { Hero, HeroBand, type HeroProps } from './hero';
import type { TranslationState } from '@/lib/content/collection';
import { TranslationNotice } from '@/components/sections/translation-notice';

type Props = HeroProps & {
  /** Where the page sits below the home page, for search engines' breadcrumbs (pages with visible ones pass none). */
  trail?: { label: string; href: string }[];
  /** The content entry the page shows: a translation behind its English source says so first. */
  entry?: { translation?: TranslationState; href: string };
};

/** The top of every page, with its place in the site for search engines. */
export async function PageHero({ trail, entry, ...hero }: Props) {
  const locale = await currentLocale();
  return (
    <HeroBand>
      {trail && <JsonLd data={breadcrumbList(trail, locale)} />}
      {entry && <TranslationNotice entry={entry} locale={locale} />}
      <Hero {...hero} />
    </HeroBand>
  );
}
