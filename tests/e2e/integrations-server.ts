import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { integrations, INTEGRATIONS_PORT, INTEGRATIONS_SCRATCH, NEW_PAGE } from './servers';

// The second production build: every integration switched on (analytics, error reporting, a webhook, a
// short build check), made from a copy of the project with one more page folder under app/ and nothing
// else changed, so that the routes are shown to be the page list. Playwright's global setup starts it in
// the background and the tests begin at once: the four files that read it wait for it (integrationsUp),
// the others run beside its build. Its teardown stops the server and removes the copy.

const ROOT = process.cwd();
const LOG = path.join(INTEGRATIONS_SCRATCH, 'server.log');
const FAILED = path.join(INTEGRATIONS_SCRATCH, 'build.failed');
const PID = path.join(INTEGRATIONS_SCRATCH, 'server.pid');

function copyProject(): void {
  fs.rmSync(INTEGRATIONS_SCRATCH, { recursive: true, force: true });
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
}

/** Playwright's global setup: copies the project and starts building and then serving it; returns its teardown. */
export default function startIntegrationsServer(): () => void {
  copyProject();
  // What the server stores (the database, CVs, mail files) lands in the project's own data/, where the
  // tests read it; a run's database starts empty.
  const data = path.join(ROOT, 'data');
  fs.mkdirSync(data, { recursive: true });
  for (const file of fs.readdirSync(data)) {
    if (file.startsWith(path.basename(integrations.database))) fs.rmSync(path.join(data, file));
  }
  // data/ is linked only once built: the build traces the files it finds. The server outlives the build
  // step in the same process group, with its output in a file the teardown keeps.
  const script = [
    `npm run build || { echo "$?" > ${JSON.stringify(FAILED)}; exit 1; }`,
    `ln -s ${JSON.stringify(data)} data`,
    `exec node node_modules/next/dist/bin/next start --port ${INTEGRATIONS_PORT}`,
  ].join('\n');
  const log = fs.openSync(LOG, 'a');
  const server = spawn('sh', ['-c', script], {
    cwd: INTEGRATIONS_SCRATCH,
    detached: true,
    stdio: ['ignore', log, log],
    // `npm test` checked the types before; this copy is never built again.
    env: {
      ...process.env,
      ...integrations.env,
      NEXT_DIST_DIR: '.next',
      SKIP_BUILD_TYPECHECK: '1',
      SKIP_BUILD_CACHE: '1',
    },
  });
  server.unref();
  fs.writeFileSync(PID, String(server.pid));
  return stopIntegrationsServer;
}

function stopIntegrationsServer(): void {
  if (fs.existsSync(PID)) {
    try {
      // To the whole process group: the build's workers, or `next start` and its server process.
      process.kill(-Number(fs.readFileSync(PID, 'utf8')), 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // The server's output outlives its copy, for a failure to be read afterwards.
  if (fs.existsSync(LOG)) {
    fs.mkdirSync('test-results', { recursive: true });
    fs.copyFileSync(LOG, path.join('test-results', 'integrations-server.log'));
  }
  fs.rmSync(INTEGRATIONS_SCRATCH, { recursive: true, force: true });
}

/** For a file (or group) that reads the second build: its tests start once it answers, or fail with its log. */
export function usesIntegrationsServer(): void {
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    for (;;) {
      if (fs.existsSync(FAILED))
        throw new Error(`The build with every integration on failed:\n${fs.readFileSync(LOG, 'utf8').slice(-4000)}`);
      try {
        if ((await fetch(`${integrations.baseURL}/builds/latest.json`)).ok) return;
      } catch {
        // building, or starting
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
}
