import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageManifest } from '@/lib/serving/build-output';

// `npm run indexnow` against a fake IndexNow endpoint on loopback and a page list written here.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'indexnow-'));
// A build folder of its own, named as lib/env.ts wants (.next…).
const dist = `.next-indexnow-${process.pid}`;
const state = path.join(folder, 'state.json');
const KEY = 'a1b2c3d4e5f6a7b8';
const received: { body: Record<string, unknown> }[] = [];
let answer = 200;
let endpoint = '';
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    received.push({ body: JSON.parse(body) as Record<string, unknown> });
    response.statusCode = answer;
    response.end();
  });
});

function writeBuild(pages: Record<string, string>) {
  const manifest = {
    integrations: {},
    routes: [],
    pages: Object.fromEntries(
      Object.entries(pages).map(([route, etag]) => [route, { etag, policy: '', noindex: false, canonical: null }]),
    ),
  } as unknown as PageManifest;
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'page-manifest.json'), JSON.stringify(manifest));
}

function indexnow(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--conditions=react-server', 'scripts/indexnow.ts', '--state', state, ...args],
      {
        env: {
          ...process.env,
          NEXT_DIST_DIR: dist,
          NEXT_PUBLIC_SITE_URL: 'https://www.brightloom.dev',
          INDEXNOW_KEY: KEY,
          INDEXNOW_ENDPOINT: endpoint,
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/indexnow`;
});
afterAll(() => {
  server.close();
  fs.rmSync(folder, { recursive: true, force: true });
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('npm run indexnow', () => {
  it('sends every page the first time, then only what was added, changed or removed, once each', async () => {
    writeBuild({ '/': 'home-1', '/blog': 'blog-1', '/blog/a': 'a-1', '/pt/blog/a': 'pt-a-1' });
    const first = await indexnow();
    expect(first.code, first.output).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toEqual({
      host: 'www.brightloom.dev',
      key: KEY,
      keyLocation: `https://www.brightloom.dev/${KEY}.txt`,
      urlList: [
        'https://www.brightloom.dev',
        'https://www.brightloom.dev/blog',
        'https://www.brightloom.dev/blog/a',
        'https://www.brightloom.dev/pt/blog/a',
      ],
    });
    // Nothing changed: nothing is sent.
    expect((await indexnow()).output).toContain('0 added, 0 changed, 0 removed');
    expect(received).toHaveLength(1);
    // A post changed, one was added, the Portuguese one is gone.
    writeBuild({ '/': 'home-1', '/blog': 'blog-2', '/blog/a': 'a-1', '/blog/b': 'b-1' });
    const dry = await indexnow('--dry-run');
    expect(dry.output).toContain('1 added, 1 changed, 1 removed');
    expect(dry.output).toContain('Dry run: nothing was sent.');
    expect(received).toHaveLength(1);
    const next = await indexnow();
    expect(next.code).toBe(0);
    expect(received[1]!.body.urlList).toEqual([
      'https://www.brightloom.dev/blog/b',
      'https://www.brightloom.dev/blog',
      'https://www.brightloom.dev/pt/blog/a',
    ]);
  }, 60_000);

  it('keeps the previous list when the endpoint refuses, and says why', async () => {
    const saved = fs.readFileSync(state, 'utf8');
    writeBuild({ '/': 'home-2' });
    answer = 403;
    const refused = await indexnow();
    answer = 200;
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/answered 403: the key was not valid/);
    expect(fs.readFileSync(state, 'utf8')).toBe(saved);
  }, 30_000);
});
