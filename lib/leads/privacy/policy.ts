import 'server-only';
import crypto from 'node:crypto';
import { getAllPages } from '@/lib/content/pages';
import { DEFAULT_LOCALE, type Locale, LOCALES } from '@/lib/i18n/locales';
import type { RetentionPeriods } from '@/lib/leads/store/types';
import { fillPlaceholders, isoDate } from '@/lib/text';
import { formatPeriod } from './retention';
import { DELIVERED_KEPT_DAYS } from '@/lib/leads/outbox/outbox';
import { VISITOR_MAILS_PER_DAY } from '@/lib/leads/rules/limits';

export const PRIVACY_POLICY_SLUG = 'privacy-policy';

/**
 * What the privacy policy promises that the server must keep: the periods, whether CVs are sealed, and
 * the database, whose way of erasing the policy describes.
 */
export type PolicyTerms = { retention: RetentionPeriods; cvEncryption: boolean; store: 'sqlite' | 'postgres' };

/** How an erasure leaves nothing readable, true of the configured store, and what the keyed hash is. */
const STORE_SENTENCES: Record<Locale, Record<PolicyTerms['store'], string> & { hash: string }> = {
  en: {
    sqlite: 'overwrite it with zeros in the database file and its log so it cannot be read back',
    postgres: 'rewrite every database table that held it, with its indexes, so it cannot be read back from the files',
    hash: 'Nobody can read your address from it; the key sits with the list, so whoever holds our database could only test whether an address they already know is on it.',
  },
  pt: {
    sqlite:
      'sobrescrevemo-los com zeros no ficheiro da base de dados e no seu registo para que não possam ser recuperados',
    postgres:
      'reescrevemos todas as tabelas da base de dados que os continham, com os seus índices, para que não possam ser recuperados dos ficheiros',
    hash: 'Ninguém consegue ler o seu endereço a partir dele; a chave está junto da lista, pelo que quem tivesse a nossa base de dados só poderia verificar se um endereço que já conhece consta dela.',
  },
  pl: {
    sqlite: 'nadpisujemy je zerami w pliku bazy danych i w jej dzienniku, żeby nie dało się ich odczytać',
    postgres:
      'przepisujemy od nowa każdą tabelę bazy danych, w której były, razem z indeksami, żeby nie dało się ich odczytać z plików',
    hash: 'Nikt nie odczyta z niego Twojego adresu; klucz jest przechowywany razem z listą, więc ktoś, kto miałby naszą bazę danych, mógłby jedynie sprawdzić, czy znany mu już adres na niej jest.',
  },
};

const CV_SENTENCE: Record<Locale, { sealed: string; preview: string }> = {
  en: {
    sealed:
      'CVs are encrypted at rest (AES-256-GCM, a fresh nonce for each file) with a key kept apart from the database; the server does not start without it.',
    preview:
      'This copy of the site runs on a single machine for preview, where CVs are stored without encryption: do not send a real CV to it.',
  },
  pt: {
    sealed:
      'Os CV são guardados cifrados (AES-256-GCM, com um nonce novo para cada ficheiro) com uma chave mantida fora da base de dados; o servidor não arranca sem ela.',
    preview:
      'Esta cópia do site corre numa única máquina para pré-visualização, onde os CV são guardados sem cifra: não envie aqui um CV verdadeiro.',
  },
  pl: {
    sealed:
      'CV przechowujemy w postaci zaszyfrowanej (AES-256-GCM, z nowym wektorem dla każdego pliku) kluczem trzymanym poza bazą danych; serwer nie uruchomi się bez niego.',
    preview:
      'Ta kopia strony działa na jednym komputerze w celach podglądu i przechowuje CV bez szyfrowania: nie wysyłaj tu prawdziwego CV.',
  },
};

/** What `{{…}}` in the privacy policy stands for: the terms the store enforces, from the same settings. */
function policyValues({ retention, cvEncryption, store }: PolicyTerms, locale: Locale): Record<string, string> {
  const period = (days: number) => formatPeriod(days, locale);
  return {
    'retention.contact': period(retention.contact),
    'retention.application': period(retention.application),
    'retention.checklist': period(retention.checklist),
    'retention.unconfirmed': period(retention.unconfirmed),
    'retention.notifications': period(DELIVERED_KEPT_DAYS),
    'mail.perDay': String(VISITOR_MAILS_PER_DAY),
    'security.cv': CV_SENTENCE[locale][cvEncryption ? 'sealed' : 'preview'],
    'erasure.store': STORE_SENTENCES[locale][store],
    'suppression.hash': STORE_SENTENCES[locale].hash,
  };
}

/** The policy in a language, or undefined where it has no translation. */
function policyPage(locale: Locale) {
  return getAllPages(locale).find((page) => page.slug === PRIVACY_POLICY_SLUG);
}

/** The policy's text as a visitor reads it in a language, terms filled in: the same numbers in every one. */
export function privacyPolicyBody(terms: PolicyTerms, locale: Locale = DEFAULT_LOCALE): string {
  const page = policyPage(locale);
  if (!page) throw new Error(`the privacy policy has no ${locale} translation`);
  return fillPlaceholders(page.body, policyValues(terms, locale), `content/pages/${PRIVACY_POLICY_SLUG}.md`);
}

/** The languages the privacy policy is written in. */
export function policyLanguages(): Locale[] {
  return LOCALES.filter((locale) => policyPage(locale) !== undefined);
}

/**
 * The version a consent record names: the policy's date and a hash of the text as shown, so a changed
 * period or sentence is a new version even if an editor forgot the date.
 */
export function privacyPolicyVersion(terms: PolicyTerms, locale: Locale = DEFAULT_LOCALE): string {
  const page = policyPage(locale);
  const hash = crypto.createHash('sha256').update(privacyPolicyBody(terms, locale)).digest('hex').slice(0, 12);
  return `${page?.updatedAt ? isoDate(page.updatedAt) : 'undated'}/${locale}/${hash}`;
}
