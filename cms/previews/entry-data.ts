// What the preview pane is handed, read as the site's templates expect it. The editor gives raw front
// matter while someone types (fields empty, dates as text, numbers as strings): nothing here throws.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';

/** The little of Sveltia's Immutable maps the previews read. */
export type ImmutableLike = { toJS(): unknown; get(key: string): unknown; getIn(path: string[]): unknown };

export type Raw = Record<string, unknown>;

const isImmutable = (value: unknown): value is ImmutableLike =>
  typeof value === 'object' && value !== null && 'toJS' in value;

/**
 * The entry's fields as plain values, and the language of the pane: the one language not among the
 * entry's others (the frame's `lang` is set once, when the pane opens, so it only settles a tie).
 */
export function readEntry(entry: ImmutableLike, frameLang?: string): { data: Raw; locale: Locale; slug: string } {
  const data = entry.get('data');
  const others = entry.get('i18n');
  const otherLocales = isImmutable(others) ? Object.keys(others.toJS() as Raw) : [];
  const candidates = LOCALES.filter((candidate) => !otherLocales.includes(candidate));
  const locale = candidates.find((candidate) => candidate === frameLang) ?? candidates[0] ?? DEFAULT_LOCALE;
  const slug = entry.get('slug');
  return { data: isImmutable(data) ? (data.toJS() as Raw) : {}, locale, slug: typeof slug === 'string' ? slug : '' };
}

/** A referenced entry's fields (a post's author), as the editor loaded them for this language. */
export function referenced(meta: ImmutableLike | undefined, field: string, collection: string, value: string): Raw {
  const found = meta?.getIn([field, collection, value]);
  if (isImmutable(found)) return found.toJS() as Raw;
  return typeof found === 'object' && found !== null ? (found as Raw) : {};
}

export const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

export const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((item) => item.trim() !== '') : [];

export const records = (value: unknown): Raw[] =>
  Array.isArray(value) ? value.filter((item): item is Raw => typeof item === 'object' && item !== null) : [];

export const record = (value: unknown): Raw => (typeof value === 'object' && value !== null ? (value as Raw) : {});

/** A date the editor holds as `YYYY-MM-DD` (or a Date); today while the field is empty or half typed. */
export function date(value: unknown): Date {
  const parsed = value instanceof Date ? value : new Date(text(value));
  return Number.isNaN(parsed.getTime()) ? new Date() : parsed;
}

export function optionalDate(value: unknown): Date | undefined {
  return value ? date(value) : undefined;
}

export function number(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number(text(value));
  return Number.isFinite(parsed) ? parsed : 0;
}

/** One of `choices`, or the first while the field is empty. */
export function choice<T extends string>(value: unknown, choices: readonly T[]): T {
  return choices.find((item) => item === value) ?? choices[0]!;
}
