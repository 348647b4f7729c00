// Stand-ins on loopback for the outside services: Sentry's ingest and the leads webhook receiver.
import http from 'node:http';

const port = Number(process.argv[2] ?? 3199);
const envelopes = [];
const hooks = [];
let hookDown = false;

function readBody(request) {
  return new Promise((resolve) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

http
  .createServer(async (request, response) => {
    const url = request.url ?? '';
    if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?$/.test(url)) {
      const body = await readBody(request);
      const lines = body.toString('utf8').split('\n');
      const types = lines.slice(1).flatMap((line) => {
        try {
          const item = JSON.parse(line);
          return typeof item.type === 'string' ? [item.type] : [];
        } catch {
          return [];
        }
      });
      envelopes.push({ path: url, header: lines[0], types, bytes: body.length, text: body.toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    if (request.method === 'POST' && url === '/hook') {
      const body = await readBody(request);
      if (hookDown) {
        response.writeHead(503).end('down for maintenance');
        return;
      }
      hooks.push({
        body: body.toString('utf8'),
        signature: request.headers['x-signature'] ?? null,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
      });
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'POST' && (url === '/control/hook-down' || url === '/control/hook-up')) {
      hookDown = url.endsWith('down');
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'GET' && url === '/envelopes')
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(envelopes));
    if (request.method === 'GET' && url === '/hooks')
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(hooks));
    if (url === '/health') return response.writeHead(200).end('ok');
    response.writeHead(404).end();
  })
  .listen(port, '127.0.0.1');
