// The editor's configuration (Sveltia CMS), written to config.json by `npm run cms:build`: its backend,
// languages and media here; its collections in collections.ts, the old addresses in addresses.ts.
import type { CmsConfig } from '@sveltia/cms';
import { env } from '@/lib/env';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { site } from '@/config/site';
import { ADDRESSES } from './addresses';
import { COLLECTIONS } from './collections';
import { wordsCollection } from './words';

/** The biggest side of an uploaded picture, in pixels; larger ones are scaled down, all become WebP. */
export const MAX_IMAGE_SIDE = 2000;

/** What an operator gives at build time (the repository, the sign-in relay) comes from lib/env.ts (docs/editing.md). */
export function cmsConfig(): CmsConfig {
  return {
    app_title: `${site.name} editor`,
    site_url: env.NEXT_PUBLIC_SITE_URL,
    backend: {
      name: 'github',
      repo: env.CMS_REPOSITORY,
      branch: 'main',
      ...(env.CMS_AUTH_URL ? { base_url: env.CMS_AUTH_URL } : {}),
      squash_merges: true,
      // The preview workflow reports each pull request's preview under this status (.github/workflows).
      preview_context: 'site/preview',
    },
    publish_mode: 'editorial_workflow',
    media_folder: 'public/images',
    public_folder: '/images',
    media_libraries: {
      // Pictures are the company's own: no stock photo services (they would also need their own origins).
      stock_assets: false,
      default: {
        config: {
          slugify_filename: true,
          transformations: {
            raster_image: { format: 'webp', quality: 85, width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE },
          },
        },
      },
    },
    i18n: {
      structure: 'multiple_files',
      locales: [...LOCALES],
      default_locale: DEFAULT_LOCALE,
      // A new entry is English only until a translator adds a language; an entry keeps the languages it has.
      initial_locales: 'default',
      omit_default_locale_from_file_path: true,
      omit_default_locale_from_preview_path: true,
    },
    // An optional field left empty is left out, as the schemas expect (an empty date is not a date).
    output: { omit_empty_optional_fields: true },
    collections: [...COLLECTIONS, wordsCollection(), ADDRESSES],
  };
}
