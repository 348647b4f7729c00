import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Built with the site's own Next from the repository's node_modules. The bench's --causes build sets
// the site's two switches here too: its own folder, and source maps to name each profiled frame's module.
export default {
  turbopack: { root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..') },
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === '1',
};
