import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { waitUntilUp } from './instance';
import {
  integrations,
  INTEGRATIONS_PORT,
  INTEGRATIONS_SCRATCH,
  INTEGRATIONS_SET_ASIDE,
  NEW_LANGUAGE,
  NEW_PAGE,
} from './servers';

// The second production build, shared by three checks: it has every integration switched on
// (analytics, error reporting, a webhook, a short build check), and it is built from a copy of the
// project with one more page folder under app/, so that the routes are shown to be the page list, and
// one more language, added as an editor and a developer would add one. It builds while the first
// build's tests run, on the other worker.
const ROOT = process.cwd();

setup('the site with every integration on, and one more page folder, is built and served', async () => {
  setup.setTimeout(600_000);
  fs.rmSync(INTEGRATIONS_SCRATCH, { recursive: true, force: true });
  // And any copy an earlier run's teardown set aside, if its background removal was cut short.
  const parent = path.dirname(INTEGRATIONS_SCRATCH);
  for (const entry of fs.readdirSync(parent))
    if (path.join(parent, entry).startsWith(INTEGRATIONS_SET_ASIDE))
      fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (file.startsWith('bench/') || !fs.existsSync(path.join(ROOT, file))) continue;
    fs.mkdirSync(path.dirname(path.join(INTEGRATIONS_SCRATCH, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(INTEGRATIONS_SCRATCH, file));
  }
  // Same file system: node_modules is hard-linked, not copied.
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(INTEGRATIONS_SCRATCH, 'node_modules')]);
  // Every page is under app/[locale]: the new folder is a page in every language.
  const folder = path.join(INTEGRATIONS_SCRATCH, 'app/[locale]/(site)', NEW_PAGE.slug);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'page.tsx'),
    `export const metadata = { title: 'Security reviews | Brightloom', alternates: { canonical: '/${NEW_PAGE.slug}' } };
export default function Page() {
  return <h1>${NEW_PAGE.heading}</h1>;
}
`,
  );

  addLanguage(INTEGRATIONS_SCRATCH);

  const build = spawnSync('npm', ['run', 'build'], {
    cwd: INTEGRATIONS_SCRATCH,
    encoding: 'utf8',
    // `npm test` checked the types before; this copy is never built again, nor its errors read.
    env: {
      ...process.env,
      ...integrations.env,
      NEXT_DIST_DIR: '.next',
      SKIP_BUILD_TYPECHECK: '1',
      SKIP_BUILD_CACHE: '1',
      SKIP_BUILD_SOURCE_MAPS: '1',
    },
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);

  // What the server stores (the database, CVs, mail files) lands in the project's own data/, where the
  // tests read it. Linked only now: the build traces files, and the other worker's tests write there.
  fs.mkdirSync(path.join(ROOT, 'data'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'data'), path.join(INTEGRATIONS_SCRATCH, 'data'));
  for (const file of fs.readdirSync(path.join(ROOT, 'data'))) {
    if (file.startsWith(path.basename(integrations.database))) fs.rmSync(path.join(ROOT, 'data', file));
  }

  // It outlives this worker and serves until the teardown project stops it, after the last test
  // that uses it; its output goes to a file, not to a pipe that closes with the worker.
  const log = fs.openSync(path.join(INTEGRATIONS_SCRATCH, 'server.log'), 'a');
  const server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '--port', String(INTEGRATIONS_PORT)],
    {
      cwd: INTEGRATIONS_SCRATCH,
      detached: true,
      stdio: ['ignore', log, log],
      env: { ...process.env, NEXT_DIST_DIR: '.next', ...integrations.env },
    },
  );
  server.unref();
  fs.writeFileSync(path.join(INTEGRATIONS_SCRATCH, 'server.pid'), String(server.pid));
  await waitUntilUp(integrations, 60_000);
});

/**
 * A fourth language as README's "Add a language" says: one line in lib/i18n/locales.ts, a folder of words
 * (content/words/{code}/, here English's with two words in German) and a translation of each page and form
 * (here the Portuguese files, which carry their English sources' hashes). Nothing else is touched.
 */
function addLanguage(root: string) {
  const { code, facts, bookCall, acceptAll } = NEW_LANGUAGE;
  const list = path.join(root, 'lib/i18n/locales.ts');
  const source = fs.readFileSync(list, 'utf8');
  const added = source.replace(
    /^(export const LOCALE_FACTS = \{\n(?:.*\n)*?)(\} as const)/m,
    `$1  ${code}: ${facts},\n$2`,
  );
  expect(added, 'the language list of lib/i18n/locales.ts').not.toBe(source);
  fs.writeFileSync(list, added);
  const words = path.join(root, 'content/words');
  fs.cpSync(path.join(words, 'en'), path.join(words, code), { recursive: true });
  // The company's own words are the default language's alone.
  fs.rmSync(path.join(words, code, 'company.json'));
  const change = <T>(part: string, edit: (words: T) => void) => {
    const file = path.join(words, code, `${part}.json`);
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
    edit(json);
    fs.writeFileSync(file, JSON.stringify(json, null, 2));
  };
  change<{ header: { bookCall: string } }>('site', (site) => (site.header.bookCall = bookCall));
  change<{ acceptAll: string }>('consent', (consent) => (consent.acceptAll = acceptAll));
  for (const folder of ['pages', 'forms'])
    for (const name of fs.readdirSync(path.join(root, 'content', folder)).filter((name) => name.endsWith('.pt.md')))
      fs.copyFileSync(
        path.join(root, 'content', folder, name),
        path.join(root, 'content', folder, name.replace(/\.pt\.md$/, `.${code}.md`)),
      );
  const check = spawnSync('npm', ['run', 'content:check'], { cwd: root, encoding: 'utf8' });
  expect(check.status, check.stdout + check.stderr).toBe(0);
}
