// Our formatter (./format.ts, 0.5 KB gzip) over JSON files beats next-intl here: its provider and useTranslations add
// 12.9 KB gzip to a client leaf (4.15, esbuild, measured) where ours pass words as props; the checks stay ours.
//
// Every word the site's templates show that is not an entry's (CONTRACT §22) is data: content/words/{locale}/{part}.json,
// one folder per language, edited in the web editor's Words collection. English is the source every language's
// file is typed from and checked against; a word the code uses that English lacks fails the type check. Read here,
// on the server and at build time, from whatever folders the language list names: a language is a folder.
import type { CallTimeZone, FooterGroupId, NavId } from '@/config/site';
import { LOCALES, type Locale } from './locales';
import { readWordFile } from './word-files';

/** Each part's words as the English file has them: the shape of every language's file. */
export type Words = {
  /** The shell and the pages: navigation, buttons, headings, page words. */
  site: typeof import('@/content/words/en/site.json');
  /** The forms: their labels, hints, notices and consent wording. */
  forms: typeof import('@/content/words/en/forms.json');
  careers: typeof import('@/content/words/en/careers.json');
  /** Case studies, technologies, pricing, trust and the proof around them. */
  proof: typeof import('@/content/words/en/proof.json');
  consent: typeof import('@/content/words/en/consent.json');
  errors: typeof import('@/content/words/en/errors.json');
  /** The mails to visitors. */
  mail: typeof import('@/content/words/en/mail.json');
  /** Periods as the privacy policy writes them ("730 days (2 years)"). */
  periods: typeof import('@/content/words/en/periods.json');
  /** The privacy policy's and the trust page's generated sentences. */
  privacy: typeof import('@/content/words/en/privacy.json');
  /** What the forms' rules say of a field. */
  rules: typeof import('@/content/words/en/rules.json');
  /** The company's own mail about leads: written in the site's default language only. */
  company: typeof import('@/content/words/en/company.json');
};
export type WordPart = keyof Words;

/** The parts, each a file in every language's folder. */
export const WORD_PARTS = [
  'site',
  'forms',
  'careers',
  'proof',
  'consent',
  'errors',
  'mail',
  'periods',
  'privacy',
  'rules',
  'company',
] as const satisfies readonly WordPart[];

/** The parts only the site's default language has: the company reads its mail in it. */
export const DEFAULT_LANGUAGE_PARTS: readonly WordPart[] = ['company'];

const read = new Map<string, unknown>();

/** One part of a language's words, read once per process. */
export function wordsOf<P extends WordPart>(locale: Locale, part: P): Words[P] {
  const key = `${locale}/${part}`;
  if (!read.has(key)) read.set(key, readWordFile(locale, part));
  return read.get(key) as Words[P];
}

/** What the forms' rules say, in every language: the server answers a post in the language it came from. */
export const RULE_WORDS = Object.fromEntries(LOCALES.map((locale) => [locale, wordsOf(locale, 'rules')])) as Record<
  Locale,
  Words['rules']
>;

// What the configuration names, English must say: a navigation entry, a footer group or a call's time zone
// without its words fails the type check here.
type Names<T, K extends PropertyKey> = [K] extends [keyof T] ? true : { missing: Exclude<K, keyof T> };
type ConfigurationNamed = [
  Names<Words['site']['nav'], NavId>,
  Names<Words['site']['footer']['groups'], FooterGroupId>,
  Names<Words['forms']['call']['cities'], CallTimeZone>,
];
const _configurationNamed: ConfigurationNamed = [true, true, true];
