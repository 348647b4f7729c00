import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CMS_HEADERS } from '@/cms/policy';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The built editor (`admin`, from npm run cms:build) served as deploy/nginx-cms.conf serves the admin
 * origin: its own files under its policy, and the site's pictures under /images/ from `worktree`.
 */
export async function serveEditor(admin: string, worktree: string): Promise<{ base: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    const [folder, relative] = pathname.startsWith('/images/')
      ? [path.join(worktree, 'public'), pathname]
      : [admin, pathname === '/' ? 'index.html' : pathname];
    const file = path.join(folder, relative);
    if (!file.startsWith(folder) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404, CMS_HEADERS).end('not found');
      return;
    }
    response.writeHead(200, {
      ...CMS_HEADERS,
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => server.close() };
}
