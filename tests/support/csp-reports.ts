import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through to the site that adds `report-uri` to every Content-Security-Policy, so that any
 * engine tells us about each script or style its policy refused (Firefox and WebKit give no console
 * to WebDriver classic). `?csp-control` gets a policy that refuses every script: the check that a
 * refusal is in fact reported by that engine.
 */
export type CspReporter = { base: string; reports: unknown[]; close: () => Promise<void> };

const REPORT_PATH = '/__csp-report';
const CONTROL = 'csp-control';

export async function startCspReporter(target: string): Promise<CspReporter> {
  const upstream = new URL(target);
  const reports: unknown[] = [];
  const server = http.createServer((request, response) => {
    if (request.url === REPORT_PATH) {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        reports.push(JSON.parse(body || 'null'));
        response.writeHead(204).end();
      });
      return;
    }
    const control = new URL(request.url ?? '/', 'http://local').searchParams.has(CONTROL);
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        const headers = { ...answer.headers };
        const policy = headers['content-security-policy'];
        if (typeof policy === 'string') {
          headers['content-security-policy'] = `${control ? "script-src 'none'" : policy}; report-uri ${REPORT_PATH}`;
        }
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.writeHead(502).end());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    reports,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** `path` with the query that makes the reporter refuse every script. */
export const controlPath = (path: string) => `${path}${path.includes('?') ? '&' : '?'}${CONTROL}`;
