import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Built with the site's own Next from the repository's node_modules.
export default { turbopack: { root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..') } };
