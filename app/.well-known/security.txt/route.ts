import { site } from '@/config/site';
import { env } from '@/lib/env';
import { LOCALES } from '@/lib/i18n/locales';
import { securityTxt } from '@/lib/seo/security-txt';

// Written at build time, so that Expires counts from the build and a missing contact fails the build.
export const dynamic = 'force-static';

const body = securityTxt({
  siteUrl: env.NEXT_PUBLIC_SITE_URL,
  contact: env.SECURITY_CONTACT_EMAIL,
  fallback: site.email,
  languages: LOCALES,
  builtAt: new Date(),
});

export function GET() {
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
