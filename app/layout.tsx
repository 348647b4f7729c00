import type { Metadata, Viewport } from 'next';
import { ConsentManager } from '@/components/client/consent-manager';
import { LinkRouter } from '@/components/client/link-router';
import { Toaster } from '@/components/client/toaster';
import { env } from '@/lib/env';
import { site } from '@/config/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(env.NEXT_PUBLIC_SITE_URL),
  description: site.description,
  applicationName: site.name,
};

export const viewport: Viewport = { themeColor: '#4338ca', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <LinkRouter />
        <ConsentManager />
        <Toaster />
      </body>
    </html>
  );
}
