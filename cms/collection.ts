// One collection of the editor: a folder of content/ in every language, its fields from its schema.
import type { Collection } from '@sveltia/cms';
import type { z } from 'zod';
import { fieldsFromSchema } from './fields';
import { translationsBehind } from './translations';

const withDescription = (description: string | undefined) => (description ? { description } : {});

/**
 * One collection: a folder of content/, its entries' files in the three languages (`{slug}.md`,
 * `{slug}.pt.md`, `{slug}.pl.md`), its pictures under public/images/{name}/, and where a page shows it.
 */
export function collection<S extends z.ZodObject>(
  name: string,
  schema: S,
  options: {
    label: string;
    singular: string;
    identifier: string;
    summary: string;
    /**
     * The page an entry is read on, `{{slug}}` standing for its file name; in another language, under /{{locale}}.
     * None for entries that are parts of other pages (a form).
     */
    page?: string;
    fields: Parameters<typeof fieldsFromSchema<S>>[2];
    /** The Markdown body's label; false where the site shows no body (team, FAQ), so the editor offers none. */
    body?: string | false;
    sort?: string[];
  },
): Collection {
  return {
    name,
    label: options.label,
    label_singular: options.singular,
    folder: `content/${name}`,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    delete: true,
    slug: '{{slug}}',
    // A renamed entry's old address goes to content/redirects.yml (npm run content:renames), not into its files.
    aliases_field: false,
    identifier_field: options.identifier,
    summary: options.summary,
    ...withDescription(translationsBehind(name, schema)),
    ...(options.sort ? { sortable_fields: options.sort } : {}),
    i18n: true,
    ...(options.page ? { preview_path: `/{{locale}}${options.page}` } : {}),
    media_folder: `/public/images/${name}`,
    public_folder: `/images/${name}`,
    fields: [
      ...fieldsFromSchema(name, schema, options.fields),
      ...(options.body === false
        ? []
        : [{ name: 'body', label: options.body ?? 'Text', widget: 'markdown' as const, required: false, i18n: true }]),
    ],
  };
}
