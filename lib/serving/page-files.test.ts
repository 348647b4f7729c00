import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { hasPages, pageFilePath } from '@/lib/output/next-output';
import { pageFileResponse, wantsPageFile } from './page-files';

const URL_BASE = 'http://localhost:3000';
const PAGE = { route: '/faq', policy: "script-src 'strict-dynamic'", etag: '"abc123"' };

function get(headers: Record<string, string> = {}, { method = 'GET', url = `${URL_BASE}/faq` } = {}): Request {
  return new Request(url, { method, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } });
}

describe('wantsPageFile', () => {
  it('takes a GET or HEAD for the page, with or without a query', () => {
    expect(wantsPageFile(get())).toBe(true);
    expect(wantsPageFile(get({}, { method: 'HEAD' }))).toBe(true);
    expect(wantsPageFile(new Request(`${URL_BASE}/faq?utm_source=newsletter`))).toBe(true);
  });

  it('leaves the router, prefetches, server actions and other methods to Next', () => {
    for (const header of [
      'rsc',
      'next-router-prefetch',
      'next-router-segment-prefetch',
      'next-router-state-tree',
      'next-action',
    ]) {
      expect(wantsPageFile(get({ [header]: '1' })), header).toBe(false);
    }
    expect(wantsPageFile(get({}, { url: `${URL_BASE}/faq?_rsc=1x2y3` }))).toBe(false);
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS'])
      expect(wantsPageFile(get({}, { method })), method).toBe(false);
  });
});

describe('pageFileResponse', () => {
  let root: string;
  const html = '<!DOCTYPE html><html lang="en"><body><h1>FAQ</h1></body></html>';

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-files-'));
    vi.spyOn(process, 'cwd').mockReturnValue(root);
    fs.mkdirSync(path.dirname(pageFilePath(path.join(root, env.NEXT_DIST_DIR), '/en/faq')), { recursive: true });
    fs.writeFileSync(pageFilePath(path.join(root, env.NEXT_DIST_DIR), '/en/faq'), html);
    expect(hasPages(path.join(root, env.NEXT_DIST_DIR))).toBe(true);
    fs.writeFileSync(pageFilePath(path.join(root, env.NEXT_DIST_DIR), '/en'), '<!DOCTYPE html><h1>Home</h1>');
  });

  afterAll(() => {
    vi.restoreAllMocks();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers with the page file, its policy, caching, Vary and ETag', async () => {
    const response = pageFileResponse(get(), PAGE)!;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(html);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-security-policy': PAGE.policy,
      'cache-control': 'public, max-age=0, must-revalidate',
      'content-type': 'text/html; charset=utf-8',
      etag: '"abc123"',
      vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
    });
  });

  it('answers every request with the whole page, from memory after the first', async () => {
    const texts = [];
    for (let request = 0; request < 3; request += 1) texts.push(await pageFileResponse(get(), PAGE)!.text());
    expect(texts).toEqual([html, html, html]);
    // The file is read once: removing it does not take the page away from this process.
    fs.renameSync(
      pageFilePath(path.join(root, env.NEXT_DIST_DIR), '/en/faq'),
      `${pageFilePath(path.join(root, env.NEXT_DIST_DIR), '/en/faq')}.moved`,
    );
    try {
      expect(await pageFileResponse(get(), PAGE)!.text()).toBe(html);
    } finally {
      fs.renameSync(
        `${pageFilePath(path.join(root, env.NEXT_DIST_DIR), '/en/faq')}.moved`,
        pageFilePath(path.join(root, env.NEXT_DIST_DIR), '/en/faq'),
      );
    }
  });

  it('keeps the home page in index.html', async () => {
    expect(pageFilePath(path.join(root, env.NEXT_DIST_DIR), '/')).toMatch(/server\/app\/index\.html$/);
    expect(await pageFileResponse(get(), { ...PAGE, route: '/' })!.text()).toContain('Home');
  });

  it('answers 304 with the same headers when the browser has this copy', async () => {
    for (const tag of ['"abc123"', 'W/"abc123"', '"old", "abc123"', '*']) {
      const response = pageFileResponse(get({ 'if-none-match': tag }), PAGE)!;
      expect(response.status, tag).toBe(304);
      expect(response.headers.get('etag')).toBe('"abc123"');
      expect(response.headers.get('content-security-policy')).toBe(PAGE.policy);
      expect(await response.text()).toBe('');
    }
  });

  it('sends the page for another copy, or when the browser asks past its cache', () => {
    expect(pageFileResponse(get({ 'if-none-match': '"old"' }), PAGE)!.status).toBe(200);
    expect(pageFileResponse(get({ 'if-none-match': '"abc123"', 'cache-control': 'no-cache' }), PAGE)!.status).toBe(200);
  });

  it('answers HEAD without a body', async () => {
    const response = pageFileResponse(get({}, { method: 'HEAD' }), PAGE)!;
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });

  it('leaves a page without its file, and requests it does not take, to Next', () => {
    expect(pageFileResponse(get(), { ...PAGE, route: '/no-such-page' })).toBeUndefined();
    expect(pageFileResponse(get({ rsc: '1' }), PAGE)).toBeUndefined();
  });
});
