// The editor in the browser: Sveltia CMS, bundled from npm (no CDN at run time), reading the
// config.json that `npm run cms:build` writes beside it. Its preview pane draws entries with the
// site's own parts and stylesheet (main.css: globals.css and the parts' CSS Modules, bundled here).
import CMS from '@sveltia/cms';
import '@/app/globals.css';
import { PREVIEW_TEMPLATES } from './previews/templates';

CMS.registerPreviewStyle(new URL('./main.css', import.meta.url).href);
for (const [collection, template] of Object.entries(PREVIEW_TEMPLATES))
  CMS.registerPreviewTemplate(collection, template);
void CMS.init();
