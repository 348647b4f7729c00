import { APP_LINK_ATTRIBUTE } from '@/lib/browser/app-links';

type AppLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A link to one of the site's pages: plain HTML until components/client/link-router.tsx takes over
 * its clicks (client-side navigation) and prefetches the page when it comes into view.
 */
export function AppLink({ href, ...props }: AppLinkProps) {
  return <a {...props} href={href} {...{ [APP_LINK_ATTRIBUTE]: '' }} />;
}
