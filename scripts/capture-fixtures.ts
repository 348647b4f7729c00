// `npm run fixtures:capture`: builds the site with `next build` alone (no sealing) into .next-fixtures
// and keeps what the build step's tests read (lib/build/fixtures/): a post and the 404 as Next wrote
// them, and the two manifests trimmed to those pages. Run it after upgrading Next or React
// (docs/upgrading.md), then `npm run test:unit -- lib/build`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FIXTURE_DIST, FIXTURE_PAGES } from '@/lib/build/fixtures';
import { MANIFESTS, pageFilePath } from '@/lib/build/next-output';

const dist = process.argv[2] ?? '.next-fixtures';
if (!process.argv.includes('--skip-build')) {
  // next build adds the folder's type paths to tsconfig.json; the capture leaves the project as it was.
  const tsconfig = fs.readFileSync('tsconfig.json', 'utf8');
  try {
    execFileSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: dist } });
  } finally {
    fs.writeFileSync('tsconfig.json', tsconfig);
  }
}

fs.rmSync(FIXTURE_DIST, { recursive: true, force: true });
const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8')) as T;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(FIXTURE_DIST, file)), { recursive: true });
  fs.writeFileSync(path.join(FIXTURE_DIST, file), text);
};

const pages: string[] = Object.values(FIXTURE_PAGES);
const html = pages.map((route) => fs.readFileSync(pageFilePath(dist, route), 'utf8'));
pages.forEach((route, index) => {
  write(path.relative(dist, pageFilePath(dist, route)), html[index]!);
});

const prerender = read<{ routes: Record<string, unknown>; dynamicRoutes: object }>(MANIFESTS.prerender);
const routes = Object.fromEntries(Object.entries(prerender.routes).filter(([route]) => pages.includes(route)));
write(MANIFESTS.prerender, JSON.stringify({ ...prerender, routes }, null, 2));

const integrity = read<Record<string, string>>(MANIFESTS.integrity);
const used = Object.fromEntries(
  Object.entries(integrity).filter(([file]) => html.some((page) => page.includes(`/_next/${file}`))),
);
write(MANIFESTS.integrity, JSON.stringify(used, null, 2));
console.log(`Captured ${pages.join(', ')} and both manifests into ${FIXTURE_DIST}`);
