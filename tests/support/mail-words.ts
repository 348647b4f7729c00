import type { Locale } from '@/lib/i18n/locales';
import type { MailCatalog } from '@/lib/i18n/mail/en';

/**
 * The words of the mails to visitors in one language, read from that language's own file: the catalog's
 * module (lib/i18n/mail.ts) is server-only, and a test should not list the languages to import them.
 */
export async function mailWords(locale: Locale): Promise<MailCatalog> {
  const catalog = (await import(`../../lib/i18n/mail/${locale}.ts`)) as Record<string, MailCatalog>;
  const words = catalog[locale];
  if (!words) throw new Error(`lib/i18n/mail/${locale}.ts exports no catalog named ${locale}`);
  return words;
}
