// A stand-in for Sentry's ingest on loopback: records envelopes, and answers what it got.
import http from 'node:http';

const port = Number(process.argv[2] ?? 3199);
const envelopes = [];

http
  .createServer((request, response) => {
    if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?$/.test(request.url ?? '')) {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const lines = body.toString('utf8').split('\n');
        const types = lines.slice(1).flatMap((line) => {
          try {
            const item = JSON.parse(line);
            return typeof item.type === 'string' ? [item.type] : [];
          } catch {
            return [];
          }
        });
        envelopes.push({ path: request.url, header: lines[0], types, bytes: body.length });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
      return;
    }
    if (request.method === 'GET' && request.url === '/envelopes') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(envelopes));
      return;
    }
    if (request.url === '/health') {
      response.writeHead(200).end('ok');
      return;
    }
    response.writeHead(404).end();
  })
  .listen(port, '127.0.0.1');
