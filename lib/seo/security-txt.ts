import { isLoopbackUrl } from '@/lib/text';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, until when this is true (a
 * year after the build, the RFC's ceiling), in which languages, and its own address. A public site
 * without a contact is a build error: a security.txt that names nobody is worse than none.
 */
export function securityTxt(options: {
  siteUrl: string;
  contact: string | undefined;
  fallback: string;
  languages: readonly string[];
  builtAt: Date;
}): string {
  const { siteUrl, contact, fallback, languages, builtAt } = options;
  if (!contact && !isLoopbackUrl(siteUrl))
    throw new Error(
      `SECURITY_CONTACT_EMAIL is not set: ${siteUrl} is a public site, and /.well-known/security.txt must name who receives vulnerability reports (security@… of the company).`,
    );
  return [
    `Contact: mailto:${securityContact(contact, fallback)}`,
    `Expires: ${new Date(builtAt.getTime() + YEAR_MS).toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Preferred-Languages: ${languages.join(', ')}`,
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}

/** Who receives security reports: security.txt and the trust page name the same address. */
export const securityContact = (configured: string | undefined, fallback: string): string => configured ?? fallback;
