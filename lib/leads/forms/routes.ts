import fs from 'node:fs';
import path from 'node:path';
import type { Problem } from '@/lib/content/collection';
import { FORM_ENDPOINTS } from './endpoints';

/** Every form posts to a route of the site (`app/{endpoint}/route.ts`): one without it is named by content:check. */
export function formsWithoutRoute(root = process.cwd()): Problem[] {
  return Object.entries(FORM_ENDPOINTS).flatMap(([type, endpoint]) => {
    const route = path.posix.join('app', endpoint, 'route.ts');
    return fs.existsSync(path.join(root, route))
      ? []
      : [
          {
            file: 'lib/leads/forms/endpoints.ts',
            field: type,
            message: `posts to ${endpoint}, which has no route: add ${route} (handleForm, lib/leads/endpoints/)`,
          },
        ];
  });
}
