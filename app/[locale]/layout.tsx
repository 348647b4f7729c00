import type { Metadata, Viewport } from 'next';
// First: the tokens and base rules come before every module's rules in the cascade.
import '../globals.css';
import { ConsentManager } from '@/components/client/consent-manager';
import { ConsentBanner } from '@/components/layout/consent-banner';
import { wordsOf } from '@/lib/i18n/words';
import { LinkRouter } from '@/components/client/link-router';
import { Toaster } from '@/components/client/toaster';
import { HEAD_SCRIPT } from '@/lib/shared/head-script';
import { env } from '@/lib/env';
import { site } from '@/config/site';
import { LOCALE_FACTS, LOCALES } from '@/lib/i18n/locales';
import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';

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
    // The head script sets data-theme and data-consent-ask on <html> before hydration; React must not undo them.
    <html lang={LOCALE_FACTS[locale].tag} suppressHydrationWarning>
      <head>
        {/* Hashed in each page's policy (lib/build/seal-page.ts) and in the 404 page's (policies.ts). */}
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
      </head>
      <body>
        {/* First in the document and in the flow (the GOV.UK pattern): first in the tab order, and nothing
            scrolls under it, so it never hides a focused control (WCAG 2.2 SC 2.4.11). */}
        <ConsentBanner locale={locale} policy={localePath(locale, '/privacy-policy')} />
        {children}
        <LinkRouter />
        <ConsentManager locale={locale} loading={wordsOf(locale, 'consent').loading} />
        <Toaster />
      </body>
    </html>
  );
}
