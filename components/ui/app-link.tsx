import { APP_LINK_ATTRIBUTE } from '@/lib/browser/app-links';
import { currentLocale } from '@/lib/i18n/current';
import { localize } from '@/lib/i18n/paths';

type AppLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A link to one of the site's pages, in the page's language (`/contact-us` on a Portuguese page is
 * `/pt/contact-us`): plain HTML until components/client/link-router.tsx takes over its clicks
 * (client-side navigation) and prefetches the page when it comes into view.
 */
export async function AppLink({ href, ...props }: AppLinkProps) {
  const locale = await currentLocale();
  return <a {...props} href={localize(locale, href)} {...{ [APP_LINK_ATTRIBUTE]: '' }} />;
}
