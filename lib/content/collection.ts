import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { env, isProduction } from '@/lib/env';
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES } from '@/lib/i18n/locales';
import { meaningHash } from './meaning';
import { publicationOf } from './publication';

const CONTENT_DIR = path.join(process.cwd(), 'content');
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

class ContentError extends Error {
  override name = 'ContentError';
}

/**
 * Where a translation stands against its English source: `behind` once the English words changed after
 * it was made (the hash it records is no longer the source's), and the day it was last brought up to date.
 */
/** What content:check reports: the file, the field or key, and what is wrong with it. */
export type Problem = { file: string; field: string; message: string };

export type TranslationState = { behind: boolean; translated?: string };

export type Parsed<T> = {
  slug: string;
  file: string;
  data: T;
  body: string;
  /** A translation's standing; absent on English entries. */
  translation?: TranslationState;
};

/** Validates one Markdown file; the error names the file and every bad field. */
export function parseEntry<S extends z.ZodType>(
  schema: S,
  file: string,
  raw: string,
  slug = path.basename(file, '.md'),
): Parsed<z.output<S>> {
  if (!SLUG.test(slug)) {
    throw new ContentError(`${file}: file name must be a lower-case slug (a-z, 0-9 and dashes)`);
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object bypasses gray-matter's cache, which would share objects between files.
    parsed = matter(raw, {});
  } catch (error) {
    throw new ContentError(`${file}: front matter is not valid YAML: ${(error as Error).message}`);
  }
  const result = schema.safeParse(parsed.data);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `${file}: ${issue.path.join('.') || 'front matter'}: ${issue.message}`,
    );
    throw new ContentError(`Invalid content\n${lines.join('\n')}`);
  }
  return { slug, file, data: result.data, body: parsed.content.trim() };
}

/** A translation sits beside its English source: `about-us.md` and `about-us.pt.md`, `about-us.pl.md`. */
const TRANSLATION = new RegExp(`^(.+)\\.(${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|')})\\.md$`);

const isSource = (name: string) => name.endsWith('.md') && !TRANSLATION.test(name);

/** The slug and language of a translation's file name (`about-us.pt.md`), or undefined for any other file. */
export function translationFileOf(name: string): { slug: string; locale: Locale } | undefined {
  const match = TRANSLATION.exec(name);
  return match?.[1] && isLocale(match[2]) ? { slug: match[1], locale: match[2] } : undefined;
}

const SOURCE_HASH = /^sourceHash:\s*['"]?([0-9a-f]{12})['"]?\s*$/m;

/** The hash a translation records of its source. Read as text: YAML would take an all-digit hash for a number. */
export function recordedSourceHash(raw: string): string | undefined {
  return SOURCE_HASH.exec(raw.slice(0, raw.indexOf('\n---', 3)))?.[1];
}

const TRANSLATED = /^translated:\s*['"]?(\d{4}-\d{2}-\d{2})['"]?\s*$/m;

/** The day a translation was last brought up to its source (`translated: 2026-11-20`), read as text like the hash. */
export function recordedTranslationDate(raw: string): string | undefined {
  return TRANSLATED.exec(raw.slice(0, raw.indexOf('\n---', 3)))?.[1];
}

/** The file with `key: 'value'` in its front matter, replacing the key's line or first; nothing else moves. */
function withFrontMatterLine(raw: string, key: string, value: string, quoted = true): string {
  const line = quoted ? `${key}: '${value}'` : `${key}: ${value}`;
  const pattern = new RegExp(`^${key}:.*$`, 'm');
  const end = raw.indexOf('\n---', 3);
  const head = raw.slice(0, end);
  return pattern.test(head) ? head.replace(pattern, line) + raw.slice(end) : raw.replace(/^---\r?\n/, `---\n${line}\n`);
}

/**
 * The file with `hash` recorded as its source's, quoted so that YAML keeps it a string, and with the day it
 * was brought up to date when one is given; nothing else moves.
 */
export function withSourceHash(raw: string, hash: string, translated?: string): string {
  // A date unquoted, as the web editor writes it back (its YAML would drop the quotes).
  const dated = translated ? withFrontMatterLine(raw, 'translated', translated, false) : raw;
  return withFrontMatterLine(dated, 'sourceHash', hash);
}

export type Translation<T> = Parsed<T> & { locale: Locale; sourceHash: string | undefined; translated?: string };

/**
 * Every translation in `content/{dir}`, validated by the collection's own schema (what a translation
 * adds, `sourceHash`, is read apart). Its slug is its source's.
 */
export function loadTranslations<S extends z.ZodType>(
  dir: string,
  schema: S,
  /** Given, a file that fails its schema lands here and the others are still read (the content check). */
  errors?: unknown[],
): Translation<z.output<S>>[] {
  const folder = path.join(CONTENT_DIR, dir);
  return fs
    .readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const match = translationFileOf(name);
      if (!match) return [];
      const file = path.join('content', dir, name);
      const raw = fs.readFileSync(path.join(folder, name), 'utf8');
      let entry;
      try {
        entry = parseEntry(schema, file, raw, match.slug);
      } catch (error) {
        if (!errors) throw error;
        errors.push(error);
        return [];
      }
      return [
        { ...entry, locale: match.locale, sourceHash: recordedSourceHash(raw), translated: recordedTranslationDate(raw) },
      ];
    });
}

/** The translation of one entry into `locale`, or undefined where there is none. */
function translationOf<S extends z.ZodType>(
  dir: string,
  schema: S,
  slug: string,
  locale: Locale,
): Translation<z.output<S>> | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  const key = `${dir}:translations`;
  let translations = cache.get(key) as Translation<z.output<S>>[] | undefined;
  if (!translations) {
    translations = loadTranslations(dir, schema);
    cache.set(key, translations);
  }
  return translations.find((entry) => entry.slug === slug && entry.locale === locale);
}

const cache = new Map<string, unknown>();

/** Reads every `*.md` in `content/{dir}` once per process, sorted by file name. */
function loadCollection<S extends z.ZodType>(dir: string, schema: S): Parsed<z.output<S>>[] {
  const cached = cache.get(dir);
  if (cached) return cached as Parsed<z.output<S>>[];
  const folder = path.join(CONTENT_DIR, dir);
  const entries = fs
    .readdirSync(folder)
    .filter(isSource)
    .sort()
    .map((name) => {
      const file = path.join('content', dir, name);
      const raw = fs.readFileSync(path.join(folder, name), 'utf8');
      const entry = parseEntry(schema, file, raw);
      sourceHashes.set(`${dir}:${entry.slug}`, () => meaningHash(raw, schema));
      return entry;
    });
  cache.set(dir, entries);
  return entries;
}

/** Each English entry's meaning hash, computed when a translation of it is first read. */
const sourceHashes = new Map<string, string | (() => string)>();

function sourceHashOf(dir: string, slug: string): string | undefined {
  const known = sourceHashes.get(`${dir}:${slug}`);
  if (typeof known !== 'function') return known;
  const hash = known();
  sourceHashes.set(`${dir}:${slug}`, hash);
  return hash;
}

/** A translation as pages see it: its words, and whether its English source has moved on since. */
function withState<T>(dir: string, translation: Translation<T>): Parsed<T> {
  const { locale: _locale, sourceHash, translated, ...entry } = translation;
  const behind = sourceHash !== undefined && sourceHash !== sourceHashOf(dir, translation.slug);
  return { ...entry, translation: { behind, ...(translated && { translated }) } };
}

/**
 * The entries of `content/{dir}` in `locale`: English is the sources themselves; another language has
 * only the entries translated into it (an entry without a translation does not exist there).
 */
export function loadCollectionIn<S extends z.ZodType>(dir: string, schema: S, locale: Locale): Parsed<z.output<S>>[] {
  const sources = loadCollection(dir, schema);
  if (locale === DEFAULT_LOCALE) return sources;
  return sources.flatMap((source) => {
    const translation = translationOf(dir, schema, source.slug, locale);
    return translation ? [withState(dir, translation)] : [];
  });
}

/** The slugs of a collection, for references checked before that collection's own module loads. */
export function collectionSlugs(dir: string): string[] {
  return fs
    .readdirSync(path.join(CONTENT_DIR, dir))
    .filter(isSource)
    .map((name) => name.slice(0, -3))
    .sort();
}

/** Drafts and future-dated entries are kept out of production builds, visible in development and previews. */
export function isPublished(
  entry: { draft?: boolean; publishedAt?: Date },
  now = new Date(),
  production = isProduction && !env.PREVIEW_DRAFTS,
): boolean {
  return !production || publicationOf(entry, now).state === 'published';
}

export function assertReference(file: string, field: string, value: string, known: readonly string[]): void {
  if (!known.includes(value)) {
    throw new ContentError(`Invalid content\n${file}: ${field}: "${value}" does not match any entry (${known.join(', ')})`);
  }
}
