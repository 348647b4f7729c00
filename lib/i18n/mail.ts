import 'server-only';
import type { Locale } from './locales';
import { en, type MailCatalog } from './mail/en';
import { pl } from './mail/pl';
import { pt } from './mail/pt';

/** The words of the mails to visitors, per language: one file each. */
const CATALOGS: Record<Locale, MailCatalog> = { en, pt, pl };

export function mailCatalog(locale: Locale): MailCatalog {
  return CATALOGS[locale];
}
