import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// deploy/preview-deploy.sh against a real nginx on a fresh "host": an empty folder, as the preview host's
// /etc/nginx/previews is before the first pull request.
const hasNginx = spawnSync('nginx', ['-v']).status === 0;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'previews-'));
// As /etc/nginx is: nginx's workers (not root) read the password file.
fs.chmodSync(root, 0o755);
const servers: http.Server[] = [];

const deploy = (...args: string[]) =>
  spawnSync('bash', ['deploy/preview-deploy.sh', ...args], {
    env: { ...process.env, PREVIEW_ROOT: root },
    encoding: 'utf8',
  });

/** A stand-in for a preview's container: answers which pull request it is. */
async function preview(pr: number): Promise<number> {
  const server = http.createServer((request, response) => response.end(`preview of pr-${pr} at ${request.url}`));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A request to the previews' nginx for pull request `pr`, as an editor's browser sends it. */
function ask(pr: number, options: { auth?: boolean; method?: string } = {}): Promise<{ status: number; body: string }> {
  const { auth = true, method = 'GET' } = options;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: 8082,
        path: '/blog',
        method,
        headers: {
          host: `pr-${pr}.preview.brightloom.dev`,
          ...(auth && { authorization: `Basic ${Buffer.from('editor:secret').toString('base64')}` }),
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

afterAll(() => {
  spawnSync('nginx', ['-p', root, '-c', path.join(root, 'brightloom-preview.conf'), '-s', 'quit']);
  for (const server of servers) server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe.skipIf(!hasNginx)('the preview deploy on a fresh host', () => {
  it('asks for the one file an operator creates, then serves each preview on first use and after', async () => {
    const first = deploy('up', '12', '20012');
    expect(first.status).toBe(78);
    expect(first.stderr).toContain('previews.htpasswd is missing: create it once with  htpasswd -c');
    const hash = execFileSync('openssl', ['passwd', '-apr1', 'secret'], { encoding: 'utf8' }).trim();
    fs.writeFileSync(path.join(root, 'previews.htpasswd'), `editor:${hash}\n`, { mode: 0o644 });

    // First use: nginx is not running yet; the script starts it.
    const up12 = deploy('up', '12', String(await preview(12)));
    expect(up12.status, up12.stderr).toBe(0);
    await expect
      .poll(async () => (await ask(12).catch(() => ({ status: 0, body: '' }))).body)
      .toBe('preview of pr-12 at /blog');
    // A second pull request: a reload, and the first still answers.
    const up13 = deploy('up', '13', String(await preview(13)));
    expect(up13.status, up13.stderr).toBe(0);
    await expect.poll(async () => (await ask(13)).body).toBe('preview of pr-13 at /blog');
    expect((await ask(12)).body).toBe('preview of pr-12 at /blog');
    // For the company only, and no form reaches a preview.
    expect((await ask(12, { auth: false })).status).toBe(401);
    expect((await ask(12, { method: 'POST' })).status).toBe(405);
    // A closed pull request: its preview is gone, the other stays; a second run changes nothing.
    expect(deploy('down', '12').status).toBe(0);
    await expect.poll(async () => (await ask(12)).status).toBe(404);
    expect((await ask(13)).body).toBe('preview of pr-13 at /blog');
    expect(fs.readFileSync(path.join(root, 'previews.map'), 'utf8')).toMatch(/^pr-13 127\.0\.0\.1:\d+;\n$/);
    expect(deploy('up', 'x', '1').status).toBe(64);
  }, 60_000);
});
