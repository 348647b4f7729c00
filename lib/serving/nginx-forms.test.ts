import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// deploy/nginx.conf gives form posts their own location (rate limit, 6 MB bodies, buffering): every route
// under app/api/ that takes a POST from a form must match it, and the error-report tunnel must not.
const API = path.resolve('app/api');
const TUNNEL = '/api/monitoring';

function postRoutes(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return postRoutes(full);
    if (
      entry.name !== 'route.ts' ||
      !/export (const|async function|function) POST\b|as POST\b/.test(fs.readFileSync(full, 'utf8'))
    )
      return [];
    // A sample address of the route: each dynamic segment filled with a slug.
    return [
      `/api/${path
        .relative(API, dir)
        .split(path.sep)
        .map((part) => (part.startsWith('[') ? 'some-slug' : part))
        .join('/')}`,
    ];
  });
}

describe('deploy/nginx.conf', () => {
  it('sends every form endpoint under app/api/ through the forms location', () => {
    const config = fs.readFileSync('deploy/nginx.conf', 'utf8');
    const pattern = /location ~ (\^\/api\/\S+\$) \{\s*limit_req zone=forms/.exec(config)?.[1];
    expect(pattern, 'the forms location').toBeDefined();
    const forms = new RegExp(pattern!);
    const routes = postRoutes(API);
    expect(routes).toEqual(expect.arrayContaining(['/api/contact', '/api/newsletter', '/api/unsubscribe']));
    for (const route of routes.filter((route) => route !== TUNNEL)) expect(route, route).toMatch(forms);
    expect(TUNNEL).not.toMatch(forms);
  });
});
