// The site's own words per language. English is the source; the other files are typed against it, so a
// missing or misspelt key fails the type check. Rules only, shared by the browser and the server.
import type { Locale } from './locales';
import { en, type Messages } from './messages/en';
import { pl } from './messages/pl';
import { pt } from './messages/pt';

export type { Messages };

const CATALOGS: Record<Locale, Messages> = { en, pt, pl };

export function messagesFor(locale: Locale): Messages {
  return CATALOGS[locale];
}
