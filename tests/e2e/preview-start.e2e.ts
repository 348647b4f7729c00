import { spawnSync, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// A pull request's preview started as .github/workflows/preview.yml starts it: deploy/preview-run.sh on
// the preview host, a real nginx in front. Docker is not here, so tests/support/fake-docker.mjs runs the
// same command line against the default build, promoted to what a preview's build promises (its address
// is public, so its privacy policy says CVs are encrypted, as production's does).
const hasNginx = spawnSync('nginx', ['-v']).status === 0;
test.skip(!hasNginx, 'needs nginx (Debian: apt-get install nginx)');
test.describe.configure({ mode: 'serial' });

const ROOT = process.cwd();
/** The build's privacy record (lib/leads/privacy/promises.ts: PROMISES_FILE, a server-only module). */
const PROMISES_FILE = 'privacy-promises.json';
const DIST = '.next-preview-start';
const PR = 7;
const previews = fs.mkdtempSync(path.join(os.tmpdir(), 'previews-'));
const state = path.join(previews, 'containers');

function run(env: Record<string, string> = {}) {
  return spawnSync('bash', ['deploy/preview-run.sh', String(PR)], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 150_000,
    env: {
      ...process.env,
      PREVIEW_ROOT: previews,
      PREVIEW_DOCKER: path.join(ROOT, 'tests/support/fake-docker.mjs'),
      FAKE_DOCKER_STATE: state,
      FAKE_DOCKER_DIST_DIR: DIST,
      ...env,
    },
  });
}

/** A request through the previews' nginx, as an editor's browser sends it (fetch cannot set Host). */
function throughNginx(pathname: string, options: { method?: string; auth?: boolean } = {}) {
  const { method = 'GET', auth = true } = options;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: 8082,
        path: pathname,
        method,
        headers: {
          host: `pr-${PR}.preview.brightloom.dev`,
          ...(auth && { authorization: `Basic ${Buffer.from('editor:secret').toString('base64')}` }),
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    request.end(method === 'POST' ? '{}' : undefined);
  });
}

test.beforeAll(() => {
  fs.chmodSync(previews, 0o755);
  const hash = execFileSync('openssl', ['passwd', '-apr1', 'secret'], { encoding: 'utf8' }).trim();
  fs.writeFileSync(path.join(previews, 'previews.htpasswd'), `editor:${hash}\n`, { mode: 0o644 });
  // The build, hard-linked; only its privacy record is a new file, so the default build stays as it is.
  fs.rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
  execFileSync('cp', ['-al', path.join(ROOT, '.next'), path.join(ROOT, DIST)]);
  const record = path.join(ROOT, DIST, PROMISES_FILE);
  const promises = JSON.parse(fs.readFileSync(record, 'utf8')) as { cvEncryption: boolean };
  fs.rmSync(record);
  fs.writeFileSync(record, JSON.stringify({ ...promises, cvEncryption: true }));
});

test.afterAll(() => {
  spawnSync(path.join(ROOT, 'tests/support/fake-docker.mjs'), ['rm', '-fv', `pr-${PR}`], {
    env: { ...process.env, FAKE_DOCKER_STATE: state },
  });
  spawnSync('nginx', ['-p', previews, '-c', path.join(previews, 'brightloom-preview.conf'), '-s', 'quit']);
  fs.rmSync(previews, { recursive: true, force: true });
  fs.rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
});

test('a preview starts as its workflow starts it, and is reported only once it answers through nginx', async () => {
  test.setTimeout(180_000);
  const started = run();
  expect(started.status, started.stdout + started.stderr).toBe(0);
  expect(started.stdout).toMatch(/pr-7: ready after \d+s/);
  // Behind its password, pages and all; a visitor's post never reaches it.
  const page = await throughNginx('/blog');
  expect(page.status).toBe(200);
  expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(page.body).toContain('<h1');
  expect((await throughNginx('/blog', { auth: false })).status).toBe(401);
  const post = await throughNginx('/api/contact', { method: 'POST' });
  expect(post.status).toBe(405);
  // The readiness check is for the host alone, and its store lives in the container's memory.
  const log = fs.readFileSync(path.join(state, `pr-${PR}.log`), 'utf8');
  expect(log).not.toMatch(/LEADS_ENCRYPTION_KEY|refus/i);
  expect(fs.readdirSync(path.join(state, `pr-${PR}.tmpfs`))).toEqual(['_app_data', '_app_exports']);
});

test('a preview that does not start fails its check and says why', async () => {
  test.setTimeout(120_000);
  // The same command line with an image whose server cannot start (no build in it). The check says so as
  // soon as Docker has had to restart it, well before its limit.
  const failed = run({ FAKE_DOCKER_DIST_DIR: '.next-missing', PREVIEW_READY_SECONDS: '30' });
  expect(failed.status).toBe(1);
  expect(failed.stderr).toContain('pr-7 stopped before it answered 200 through nginx (restarts: 1)');
  expect(failed.stderr).toMatch(/production build|\.next-missing/i);
});
