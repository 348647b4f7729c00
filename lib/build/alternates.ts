import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { splitLocale } from '@/lib/i18n/paths';
import type { BuiltPage } from '@/lib/output/manifest';

/**
 * Every version a page lists in its head exists and lists the page back, and x-default is the English
 * one: a search engine ignores hreflang that is not reciprocal, so a broken pair fails the build.
 */
export function checkAlternates(pages: Record<string, BuiltPage>): void {
  const problems: string[] = [];
  const pathOf = (url: string) => new URL(url).pathname;
  for (const [address, page] of Object.entries(pages)) {
    if (!page.alternates || page.noindex) continue;
    for (const [hreflang, url] of Object.entries(page.alternates)) {
      const other = pages[pathOf(url)];
      if (!other) problems.push(`${address}: its ${hreflang} version ${pathOf(url)} was not built`);
      else if (
        hreflang !== 'x-default' &&
        !Object.values(other.alternates ?? {}).some((back) => pathOf(back) === address)
      )
        problems.push(`${address}: ${pathOf(url)} does not list it back`);
    }
    const english = page.alternates['x-default'];
    if (english && splitLocale(pathOf(english)).locale !== DEFAULT_LOCALE)
      problems.push(`${address}: x-default is not the English version`);
  }
  if (problems.length) throw new Error(`Language versions that do not match:\n${problems.join('\n')}`);
}
