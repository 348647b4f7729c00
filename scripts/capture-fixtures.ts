// `npm run fixtures:capture`: builds the site with `next build` alone (no sealing) into .next-fixtures
// and keeps what the build step's tests read (lib/output/fixtures/): an English post, a Portuguese page
// and the 404 as Next wrote them, and the two manifests trimmed to those pages. Run it after upgrading
// Next or React (docs/upgrading.md), then `npm run test:unit -- lib/build`.
//
// It never leaves the repository worse: the new fixture is written beside the old one and swapped in
// only once every page was read; a failed or killed capture leaves the old fixture as it was.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FIXTURE_DIST, FIXTURE_PAGES, fixtureRoute } from '@/lib/output/fixtures';
import { MANIFESTS, pageFilePath } from '@/lib/output/next-output';

const dist = process.argv[2] ?? '.next-fixtures';
const target = process.argv.includes('--into')
  ? path.resolve(process.argv[process.argv.indexOf('--into') + 1]!)
  : FIXTURE_DIST;
if (!process.argv.includes('--skip-build')) {
  // next build adds the folder's type paths to tsconfig.json; the capture leaves the project as it was.
  const tsconfig = fs.readFileSync('tsconfig.json', 'utf8');
  try {
    execFileSync('npx', ['next', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NEXT_DIST_DIR: dist, NEXT_TELEMETRY_DISABLED: '1' },
    });
  } finally {
    fs.writeFileSync('tsconfig.json', tsconfig);
  }
}

// Everything is read first: a page or manifest missing from the build fails here, before anything is written.
const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8')) as T;
const routes = Object.values(FIXTURE_PAGES).map(fixtureRoute);
const html = routes.map((route) => {
  const file = pageFilePath(dist, route);
  if (!fs.existsSync(file)) throw new Error(`${route}: the build wrote no ${path.relative(dist, file)}`);
  return fs.readFileSync(file, 'utf8');
});
const prerender = read<{ routes: Record<string, unknown>; dynamicRoutes: object }>(MANIFESTS.prerender);
const kept = Object.fromEntries(Object.entries(prerender.routes).filter(([route]) => routes.includes(route)));
if (Object.keys(kept).length !== routes.length)
  throw new Error(`the prerender manifest lists ${Object.keys(kept).join(', ')} of ${routes.join(', ')}`);
const integrity = read<Record<string, string>>(MANIFESTS.integrity);
const used = Object.fromEntries(
  Object.entries(integrity).filter(([file]) => html.some((page) => page.includes(`/_next/${file}`))),
);

const next = `${target}.next`;
fs.rmSync(next, { recursive: true, force: true });
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(next, file)), { recursive: true });
  fs.writeFileSync(path.join(next, file), text);
};
routes.forEach((route, index) => write(path.relative(dist, pageFilePath(dist, route)), html[index]!));
write(MANIFESTS.prerender, JSON.stringify({ ...prerender, routes: kept }, null, 2));
write(MANIFESTS.integrity, JSON.stringify(used, null, 2));

// The swap: two renames, the old fixture kept until the new one is in place.
const old = `${target}.old`;
fs.rmSync(old, { recursive: true, force: true });
if (fs.existsSync(target)) fs.renameSync(target, old);
fs.renameSync(next, target);
fs.rmSync(old, { recursive: true, force: true });
console.log(`Captured ${routes.join(', ')} and both manifests into ${path.relative(process.cwd(), target)}`);
