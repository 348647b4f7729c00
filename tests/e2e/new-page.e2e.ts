import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signal, startInstance } from './instance';
import { DEFAULT_PORT } from './servers';

// The routes are the page list: a copy of the project with one more page folder under app/, and
// nothing else changed, is built and served, and the new page answers like every other page.
// Runs after the other tests (playwright.config.ts), since a build takes the whole machine.
const ROOT = process.cwd();
const SCRATCH = path.join(ROOT, 'tests', '.scratch-new-page');

test('a page folder added under app/ is a page in production, with nothing else touched', async () => {
  test.setTimeout(600_000);
  fs.rmSync(SCRATCH, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (file.startsWith('bench/') || !fs.existsSync(path.join(ROOT, file))) continue;
    fs.mkdirSync(path.dirname(path.join(SCRATCH, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(SCRATCH, file));
  }
  // Same file system: node_modules is hard-linked, not copied.
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(SCRATCH, 'node_modules')]);
  // Every page is under app/[locale]: the new folder is a page in every language.
  fs.mkdirSync(path.join(SCRATCH, 'app/[locale]/(site)/security-reviews'), { recursive: true });
  fs.writeFileSync(
    path.join(SCRATCH, 'app/[locale]/(site)/security-reviews/page.tsx'),
    `export const metadata = { title: 'Security reviews | Brightloom', alternates: { canonical: '/security-reviews' } };
export default function Page() {
  return <h1>Security reviews for teams that ship weekly</h1>;
}
`,
  );
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: SCRATCH,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '.next' },
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);

  const server = await startInstance(
    DEFAULT_PORT + 8,
    { DATABASE_URL: `file:${path.join(SCRATCH, 'data/site.db')}` },
    SCRATCH,
  );
  try {
    const page = await fetch(`${server.base}/security-reviews`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'strict-dynamic' 'sha256-/);
    expect(await page.text()).toContain('<h1>Security reviews for teams that ship weekly</h1>');
    const polish = await fetch(`${server.base}/pl/security-reviews`);
    expect(polish.status).toBe(200);
    expect(await polish.text()).toContain('<html lang="pl"');
    const below = await fetch(`${server.base}/security-reviews/more`);
    expect(below.status).toBe(404);
    expect(await below.text()).toContain('Page not found: /security-reviews/more');
    const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>http://localhost:3000/security-reviews</loc>');
  } finally {
    signal(server, 'SIGKILL');
    await server.exited;
    fs.rmSync(SCRATCH, { recursive: true, force: true });
  }
});
