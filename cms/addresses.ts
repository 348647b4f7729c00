import type { Collection } from '@sveltia/cms';

/** A path on the site, as the redirects' schema checks it (lib/content/redirects.ts). */
const SITE_PATH: [string, string] = ['^/[^\\s]*$', 'Must be a path on the site, starting with /'];

/**
 * The addresses the site once published and no longer serves as pages: content/redirects.yml (answered 308 to
 * a page) and content/gone.txt (answered 410). Neither holds comments for the editor to lose: a redirect's note
 * says why it is there. The content check refuses a target that is not a page, chains and loops.
 */
export const ADDRESSES: Collection = {
  name: 'addresses',
  label: 'Old addresses',
  files: [
    {
      name: 'redirects',
      label: 'Redirects',
      file: 'content/redirects.yml',
      i18n: false,
      fields: [
        {
          name: 'redirects',
          label: 'Redirects',
          widget: 'list',
          root: true,
          hint: 'English addresses; each also holds under /pt and /pl. Renaming an entry adds one here.',
          summary: '{{fields.from}} → {{fields.to}}',
          fields: [
            { name: 'from', label: 'Old address', widget: 'string', pattern: SITE_PATH },
            { name: 'to', label: 'New address', widget: 'string', pattern: SITE_PATH },
            { name: 'note', label: 'Why', widget: 'string', required: false, hint: 'For the next editor.' },
          ],
        },
      ],
    },
    {
      name: 'gone',
      label: 'Gone for good',
      file: 'content/gone.txt',
      format: 'yml',
      i18n: false,
      fields: [
        {
          name: 'gone',
          label: 'Gone for good',
          widget: 'list',
          root: true,
          hint: 'English addresses of pages removed on purpose, with nothing to lead to: answered 410 in every language, so search engines drop them.',
          field: { name: 'path', label: 'Old address', widget: 'string', pattern: SITE_PATH },
        },
      ],
    },
  ],
};
