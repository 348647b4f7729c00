// What a translation is made from: the English entry's words (its translated fields, marked by
// `text()` in fields.ts) and its Markdown tree. Saving a file in the editor reformats its YAML and its
// Markdown (quotes, list markers, indentation, blank lines) and changes neither; any changed word does.
import crypto from 'node:crypto';
import matter from 'gray-matter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { z } from 'zod';

const WRAPPERS = new Set(['optional', 'default', 'nullable', 'prefault', 'readonly']);

/** The part of `schema` that marks words, unwrapped from optional and default. */
function unwrap(schema: z.ZodType): { schema: z.ZodType; translated: boolean } {
  let current = schema;
  for (;;) {
    if ((current.meta() as { translated?: boolean } | undefined)?.translated) return { schema: current, translated: true };
    const def = current._zod.def as { type: string; innerType?: z.ZodType };
    if (!WRAPPERS.has(def.type) || !def.innerType) return { schema: current, translated: false };
    current = def.innerType;
  }
}

/** The translated values of `value`, shaped as it is, or undefined where it holds no words. */
function wordsOf(schema: z.ZodType, value: unknown): unknown {
  const { schema: inner, translated } = unwrap(schema);
  if (translated) return value;
  if (inner instanceof z.ZodObject && value && typeof value === 'object') {
    const entries = Object.entries(inner.shape as Record<string, z.ZodType>)
      .map(([key, field]) => [key, wordsOf(field, (value as Record<string, unknown>)[key])] as const)
      .filter(([, words]) => words !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  if (inner instanceof z.ZodArray && Array.isArray(value)) {
    const items = value.map((item) => wordsOf(inner.element as z.ZodType, item));
    return items.some((item) => item !== undefined) ? items : undefined;
  }
  return undefined;
}

/** The paths of the translated fields (`cover.alt`, `faq[].answer`), for the editor's configuration test. */
export function translatedPaths(schema: z.ZodType, prefix = ''): string[] {
  const { schema: inner, translated } = unwrap(schema);
  if (translated) return [prefix];
  if (inner instanceof z.ZodObject)
    return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
      translatedPaths(field, prefix ? `${prefix}.${key}` : key),
    );
  if (inner instanceof z.ZodArray) return translatedPaths(inner.element as z.ZodType, `${prefix}[]`);
  return [];
}

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * The Markdown tree without where each node stood, a list's spacing, or where a paragraph's lines
 * break (a soft line break is a space to the reader): layout, not words. Code keeps its lines.
 */
export function markdownTree(markdown: string): unknown {
  return JSON.parse(
    JSON.stringify(parser.parse(markdown), function (this: Record<string, unknown>, key, value: unknown) {
      if (key === 'position' || key === 'spread') return undefined;
      if (key === 'value' && this.type === 'text' && typeof value === 'string') return value.replace(/[ \t]*\n[ \t]*/g, ' ');
      return value;
    }),
  );
}

/** The words of one entry's file: its translated front-matter values (as its schema reads them) and its body. */
function meaningOf(raw: string, schema: z.ZodType): { fields: unknown; body: unknown } {
  const { data, content } = matter(raw, {});
  const parsed = schema.safeParse(data);
  return { fields: wordsOf(schema, parsed.success ? parsed.data : data) ?? {}, body: markdownTree(content.trim()) };
}

/** The hash a translation records of the English entry it was made from. */
export function meaningHash(raw: string, schema: z.ZodType): string {
  return crypto.createHash('sha256').update(JSON.stringify(meaningOf(raw, schema))).digest('hex').slice(0, 12);
}
