import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { isProduction } from '@/lib/env';

const CONTENT_DIR = path.join(process.cwd(), 'content');
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

class ContentError extends Error {
  override name = 'ContentError';
}

export type Parsed<T> = { slug: string; file: string; data: T; body: string };

/** Validates one Markdown file; the error names the file and every bad field. */
export function parseEntry<S extends z.ZodType>(schema: S, file: string, raw: string): Parsed<z.output<S>> {
  const slug = path.basename(file, '.md');
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

const cache = new Map<string, unknown>();

/** Reads every `*.md` in `content/{dir}` once per process, sorted by file name. */
export function loadCollection<S extends z.ZodType>(dir: string, schema: S): Parsed<z.output<S>>[] {
  const cached = cache.get(dir);
  if (cached) return cached as Parsed<z.output<S>>[];
  const folder = path.join(CONTENT_DIR, dir);
  const entries = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = path.join('content', dir, name);
      return parseEntry(schema, file, fs.readFileSync(path.join(folder, name), 'utf8'));
    });
  cache.set(dir, entries);
  return entries;
}

/** The slugs of a collection, for references checked before that collection's own module loads. */
export function collectionSlugs(dir: string): string[] {
  return fs
    .readdirSync(path.join(CONTENT_DIR, dir))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -3))
    .sort();
}

/** Drafts and future-dated entries are kept out of production builds, visible in development. */
export function isPublished(
  entry: { draft?: boolean; publishedAt?: Date },
  now = new Date(),
  production = isProduction,
): boolean {
  if (!production) return true;
  if (entry.draft) return false;
  return !entry.publishedAt || entry.publishedAt.getTime() <= now.getTime();
}

export function assertReference(file: string, field: string, value: string, known: readonly string[]): void {
  if (!known.includes(value)) {
    throw new ContentError(`Invalid content\n${file}: ${field}: "${value}" does not match any entry (${known.join(', ')})`);
  }
}
