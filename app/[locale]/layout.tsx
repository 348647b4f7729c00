import type { Metadata, Viewport } from 'next';
import { ConsentManager } from '@/components/client/consent-manager';
import { LinkRouter } from '@/components/client/link-router';
import { Toaster } from '@/components/client/toaster';
import { THEME_SCRIPT } from '@/lib/shared/theme';
import { env } from '@/lib/env';
import { site } from '@/config/site';
import { LOCALE_FACTS, LOCALES } from '@/lib/i18n/locales';
import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';
import '../globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(env.NEXT_PUBLIC_SITE_URL),
    description: messagesFor(await currentLocale()).siteDescription,
    applicationName: site.name,
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#4338ca' },
    { media: '(prefers-color-scheme: dark)', color: '#0d1520' },
  ],
  colorScheme: 'light dark',
  width: 'device-width',
  initialScale: 1,
};

/** Every language is prerendered; any other first segment is not a page. */
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await currentLocale();
  return (
    // The theme script sets data-theme on <html> before hydration; React must not undo it.
    <html lang={LOCALE_FACTS[locale].tag} suppressHydrationWarning>
      <head>
        {/* Hashed in each page's policy (lib/build/seal-build.ts) and in the 404 page's (policies.ts). */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body>
        {children}
        <LinkRouter />
        <ConsentManager locale={locale} policy={localePath(locale, '/privacy-policy')} />
        <Toaster />
      </body>
    </html>
  );
}
