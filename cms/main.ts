// The editor in the browser: Sveltia CMS, bundled from npm (no CDN at run time), reading the
// config.json that `npm run cms:build` writes beside it.
import CMS from '@sveltia/cms';

void CMS.init();
