import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Collection, Field } from '@sveltia/cms';
import Ajv from 'ajv';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COLLECTIONS } from '@/lib/content/collections';
import { translatedPaths } from '@/lib/content/meaning';
import { pagedEntries } from '@/lib/content/check';
import { LOCALES } from '@/lib/i18n/locales';
import { cmsConfig } from './config';
import { loadGone, loadRedirects } from '@/lib/content/redirects';

/** content/redirects.yml with `text`, read by the site's own loader. */
function redirectsFromYaml(text: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-redirects-'));
  fs.mkdirSync(path.join(root, 'content'));
  fs.writeFileSync(path.join(root, 'content/redirects.yml'), text);
  return loadRedirects(root);
}

const config = cmsConfig();
type FolderCollection = Collection & { fields: Field[]; folder: string; preview_path: string };
/** The collections of entries (a folder each); the addresses' file is apart. */
const collections = (config.collections ?? []).filter((collection) => 'folder' in collection) as FolderCollection[];
const addresses = (config.collections ?? []).find((collection) => collection.name === 'addresses') as Collection & {
  files: { file: string; fields: AnyField[] }[];
};
type AnyField = Field & Record<string, unknown> & { name: string; fields?: AnyField[]; field?: AnyField };

/** The first English file of a collection, as its schema reads it: a real entry to vary. */
/** Fields required or not by another field's value, which the editor cannot express. */
const CONDITIONAL: Record<string, string[]> = { careers: ['office', 'remoteFrom'] };

function realEntry(name: string): Record<string, unknown> {
  const folder = path.join('content', name);
  const file = fs.readdirSync(folder).find((entry) => /^[a-z0-9-]+\.md$/.test(entry))!;
  return matter(fs.readFileSync(path.join(folder, file), 'utf8'), {}).data;
}

/** The zod object a level of the configuration describes. */
function objectOf(schema: z.ZodType): z.ZodObject {
  let current = schema as z.ZodType & { _zod: { def: { innerType?: z.ZodType } } };
  while (!(current instanceof z.ZodObject)) {
    if (current instanceof z.ZodArray) current = current.element as typeof current;
    else current = current._zod.def.innerType as typeof current;
  }
  return current;
}

describe('the editor’s configuration', () => {
  it('is valid for the pinned editor, by its own JSON schema', () => {
    const schema = JSON.parse(fs.readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8')) as object;
    const ajv = new Ajv({
      allErrors: true,
      strict: false,
      formats: { uri: true, regex: (source: string) => Boolean(new RegExp(source)) },
    });
    const validate = ajv.compile(schema);
    const valid = validate(JSON.parse(JSON.stringify(config)));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('has one collection for each folder of content/, in the three languages', () => {
    expect(collections.map((collection) => collection.name).sort()).toEqual(Object.keys(COLLECTIONS).sort());
    // The site's own words are the Words collection, a file of it per part (cms/words.ts).
    expect(config.collections?.map((collection) => collection.name)).toContain('words');
    const folders = fs.readdirSync('content').filter((name) => fs.statSync(`content/${name}`).isDirectory());
    expect(folders.sort()).toEqual([...Object.keys(COLLECTIONS), 'words'].sort());
    expect(config.i18n).toMatchObject({
      structure: 'multiple_files',
      locales: [...LOCALES],
      omit_default_locale_from_file_path: true,
    });
  });

  for (const [name, { schema }] of Object.entries(COLLECTIONS) as [string, { schema: z.ZodObject }][]) {
    it(`describes every field of ${name} as its schema does, and no other`, () => {
      const collection = collections.find((entry) => entry.name === name)!;
      const fields = collection.fields as AnyField[];
      // A Markdown body where the site shows one; none for team members, topics, FAQ groups and forms, shown by fields only.
      const hasBody = !['team', 'topics', 'faq', 'forms'].includes(name);
      if (hasBody) expect(fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown', i18n: true });
      else expect(fields.map((field) => field.name)).not.toContain('body');

      // The same names at every level.
      const names = (level: AnyField[], shape: z.ZodObject, where: string) => {
        expect(level.map((field) => field.name).sort(), where).toEqual(Object.keys(shape.shape).sort());
        for (const field of level) {
          const inner = field.fields ?? (field.field?.fields as AnyField[] | undefined);
          if (inner) names(inner, objectOf(shape.shape[field.name] as z.ZodType), `${where}.${field.name}`);
        }
      };
      const described = hasBody ? fields.slice(0, -1) : fields;
      names(described, schema, name);

      // The editor's rules are the schema's: each rule, broken on a real entry, is refused by the schema.
      const entry = realEntry(name);
      const accepts = (change: (data: Record<string, unknown>) => void) => {
        const data = structuredClone(entry);
        change(data);
        return schema.safeParse(data).success;
      };
      expect(
        accepts(() => undefined),
        `${name}: the real entry`,
      ).toBe(true);
      const translated = translatedPaths(schema);
      for (const field of described) {
        const where = `${name}.${field.name}`;
        // A field another decides on (a remote job's countries) is optional to the editor, and says when not.
        if (CONDITIONAL[name]?.includes(field.name)) expect(field.hint, where).toMatch(/remote|hybrid/);
        else
          expect(
            accepts((data) => delete data[field.name]),
            `${where} may be left out`,
          ).toBe(!field.required);
        expect(field.i18n, `${where} is translated`).toBe(
          translated.some(
            (item) => item === field.name || item.startsWith(`${field.name}.`) || item.startsWith(`${field.name}[]`),
          )
            ? true
            : 'duplicate',
        );
        if (typeof field.maxlength === 'number') {
          const max = field.maxlength;
          expect(
            accepts((data) => (data[field.name] = 'x'.repeat(max))),
            `${where} takes ${max} characters`,
          ).toBe(true);
          expect(
            accepts((data) => (data[field.name] = 'x'.repeat(max + 1))),
            `${where} refuses ${max + 1}`,
          ).toBe(false);
        }
        if (Array.isArray(field.options)) {
          // An option is a value, or a value with the words an editor sees (Full-time for FULL_TIME).
          const values = (field.options as (string | { value: string; label: string })[]).map((option) =>
            typeof option === 'string' ? option : option.value,
          );
          for (const option of field.options as (string | { value: string; label: string })[])
            if (typeof option !== 'string')
              expect(option.label, `${where}: ${option.value}`).not.toMatch(/^[A-Z_]+$|^[a-z-]+$/);
          for (const option of values)
            expect(
              accepts((data) => {
                // A choice of several is stored as a list (a remote job's countries).
                data[field.name] = field.multiple ? [option] : option;
                // Remote countries go with a fully remote job only (lib/content/careers.ts).
                if (name === 'careers' && field.name === 'workplace' && option !== 'remote') delete data.remoteFrom;
              }),
              `${where} takes ${option}`,
            ).toBe(true);
          expect(
            accepts((data) => (data[field.name] = 'not-an-option')),
            `${where} refuses others`,
          ).toBe(false);
        }
        if (
          field.widget === 'list' &&
          typeof field.min === 'number' &&
          field.min > 0 &&
          Array.isArray(entry[field.name])
        ) {
          const min = field.min;
          const items = entry[field.name] as unknown[];
          expect(
            accepts((data) => (data[field.name] = items.slice(0, min - 1))),
            `${where} needs ${min} items`,
          ).toBe(false);
        }
        if (field.widget === 'relation') {
          expect(field.value_field, where).toBe('{{slug}}');
        }
      }
    });
  }

  it('edits content/redirects.yml as its top-level list of from, to and why, each address a site path', () => {
    const [file] = addresses.files;
    expect(file).toMatchObject({ file: 'content/redirects.yml' });
    const [list] = file!.fields;
    expect(list).toMatchObject({ widget: 'list', root: true });
    const pattern = new RegExp((list!.fields![0] as { pattern: [string, string] }).pattern[0]);
    expect(list!.fields!.map((field) => field.name)).toEqual(['from', 'to', 'note']);
    expect(pattern.test('/blog/old')).toBe(true);
    expect(pattern.test('https://elsewhere.example/')).toBe(false);
    // The schema the build reads it with agrees.
    expect(() => redirectsFromYaml('- from: /blog/old\n  to: https://elsewhere.example/')).toThrow(
      /must be a site path/,
    );
    expect(redirectsFromYaml('- from: /a\n  to: /b\n  note: An old campaign')).toEqual([{ from: '/a', to: '/b' }]);
  });

  it('edits content/gone.txt as a list of site paths, which the site reads as it reads a hand-written one', () => {
    const file = addresses.files[1]!;
    expect(file).toMatchObject({ file: 'content/gone.txt', format: 'yml' });
    expect(file.fields[0]).toMatchObject({ widget: 'list', root: true, field: { widget: 'string' } });
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gone-'));
    fs.mkdirSync(path.join(root, 'content'));
    const gone = (text: string) => {
      fs.writeFileSync(path.join(root, 'content/gone.txt'), text);
      return loadGone(root);
    };
    expect(gone("- /blog/old\n- '/blog/older/'\n")).toEqual(['/blog/old', '/blog/older']);
    expect(gone('/blog/old # by hand\n/about/\n')).toEqual(['/blog/old', '/about']);
    expect(gone('[]\n')).toEqual([]);
  });

  it('previews each entry on its own page, in each language', () => {
    // What the editor opens for each file: the preview path with its slug and language.
    const previews = new Map<string, Set<string>>();
    for (const collection of collections) {
      // A form is shown by the pages that name it, not on a page of its own.
      if (!collection.preview_path) continue;
      for (const file of fs.readdirSync(collection.folder)) {
        const match = /^([a-z0-9-]+)(?:\.(\w+))?\.md$/.exec(file);
        if (!match) continue;
        const [, slug = '', locale = 'en'] = match;
        const template = collection.preview_path.replace('{{slug}}', slug);
        // omit_default_locale_from_preview_path: English pages have no prefix.
        const preview = locale === 'en' ? template.replace('/{{locale}}', '') : template.replace('{{locale}}', locale);
        previews.set(`${locale}:${slug}`, (previews.get(`${locale}:${slug}`) ?? new Set()).add(preview));
      }
    }
    let checked = 0;
    for (const locale of LOCALES) {
      for (const entry of pagedEntries(locale)) {
        // The home page's entry is the one page whose address is not its file name.
        if (entry.slug === 'home') continue;
        expect([...(previews.get(`${locale}:${entry.slug}`) ?? [])], `${locale} ${entry.slug}`).toContain(entry.href);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
