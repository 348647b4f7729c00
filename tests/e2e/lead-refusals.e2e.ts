import { expect, test } from '@playwright/test';
import { countIn, hooks, newClient, PDF } from './lead-support';
import { integrations, DEFAULT_PORT } from './servers';
import { type Instance, signal, startInstance } from './instance';
import fs from 'node:fs';
import { UNLIMITED_NOTICES } from '@/tests/support/notices';

// The endpoints refuse bad input and store nothing: a server of its own (its database's rows are counted
// before and after), trusting X-Forwarded-For so that each test is its own client, with the webhook
// receiver and a limit of five posts a minute.
test.describe.configure({ mode: 'serial' });

const PORT = DEFAULT_PORT + 26;
const DATABASE = `data/e2e-refusals-${process.pid}.db`;
let server: Instance;

test.beforeAll(async () => {
  fs.rmSync(DATABASE, { force: true });
  server = await startInstance(PORT, {
    DATABASE_URL: `file:${DATABASE}`,
    LEADS_WEBHOOK_URL: integrations.webhook,
    ...UNLIMITED_NOTICES,
    LEADS_WEBHOOK_SECRET: integrations.webhookSecret,
    RATE_LIMIT_PER_MINUTE: String(integrations.rateLimit),
    TRUST_PROXY: '1',
  });
});
test.afterAll(async () => {
  signal(server, 'SIGTERM');
  await server.exited;
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${DATABASE}${suffix}`, { force: true });
});
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

const count = (where?: string, ...params: unknown[]) => countIn(DATABASE, where, ...params);
const json = (client: string, extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  'x-forwarded-for': client,
  ...extra,
});
const valid = { name: 'Ada', email: 'ada@example.com', message: 'A perfectly valid message.' };

test('malformed, wrong-type, oversized, cross-site and hostile posts', async ({ request }) => {
  const client = newClient();
  const before = count();
  const cases: [string, Promise<{ status(): number; json(): Promise<unknown> }>, number][] = [
    ['malformed JSON', request.post('/api/contact', { headers: json(client), data: '{"name": "Ada",' }), 400],
    ['a JSON array', request.post('/api/contact', { headers: json(client), data: '[1,2,3]' }), 400],
    [
      'wrong types',
      request.post('/api/contact', {
        headers: json(client),
        data: { name: ['Ada'], email: 42, message: { $gt: '' } },
      }),
      400,
    ],
    [
      'plain text',
      request.post('/api/contact', {
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': client },
        data: 'hello',
      }),
      415,
    ],
    [
      'no content type',
      request.post('/api/contact', { headers: { 'x-forwarded-for': client }, data: Buffer.from('hello') }),
      415,
    ],
    [
      'XML',
      request.post('/api/contact', {
        headers: { 'content-type': 'application/xml', 'x-forwarded-for': client },
        data: '<a/>',
      }),
      415,
    ],
    [
      'multipart to contact',
      request.post('/api/contact', { headers: { 'x-forwarded-for': client }, multipart: valid }),
      415,
    ],
    [
      '65 KB of JSON',
      request.post('/api/contact', {
        headers: json(client),
        data: JSON.stringify({ ...valid, message: 'x'.repeat(66_000) }),
      }),
      413,
    ],
    [
      'a cross-site origin',
      request.post('/api/contact', { headers: json(client, { origin: 'https://evil.example' }), data: valid }),
      403,
    ],
    [
      'a cross-site fetch',
      request.post('/api/contact', { headers: json(client, { 'sec-fetch-site': 'cross-site' }), data: valid }),
      403,
    ],
    [
      'header injection',
      request.post('/api/contact', {
        headers: json(client),
        data: { ...valid, name: 'Ada\r\nBcc: all@example.com' },
      }),
      400,
    ],
    [
      'a long name',
      request.post('/api/contact', { headers: json(client), data: { ...valid, name: 'x'.repeat(500) } }),
      400,
    ],
    [
      'an unknown checklist',
      request.post('/api/checklists/nope/requests', { headers: json(client), data: { email: 'a@example.com' } }),
      404,
    ],
    [
      'checklist: malformed JSON',
      request.post('/api/checklists/cloud-cost-review/requests', { headers: json(client), data: '{"email":' }),
      400,
    ],
    [
      'checklist: wrong type',
      request.post('/api/checklists/cloud-cost-review/requests', {
        headers: json(client),
        data: { email: ['a@example.com'] },
      }),
      400,
    ],
    [
      'checklist: plain text',
      request.post('/api/checklists/cloud-cost-review/requests', {
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': client },
        data: 'a@example.com',
      }),
      415,
    ],
    [
      'checklist: oversized',
      request.post('/api/checklists/cloud-cost-review/requests', {
        headers: json(client),
        data: JSON.stringify({ email: 'a@example.com', name: 'x'.repeat(70_000) }),
      }),
      413,
    ],
    [
      'checklist: hostile e-mail',
      request.post('/api/checklists/cloud-cost-review/requests', {
        headers: json(client),
        data: { email: '<script>@x.y\r\nBcc: a@b.c' },
      }),
      400,
    ],
    [
      'application: malformed multipart',
      request.post('/api/careers/senior-backend-engineer-go/applications', {
        headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'x-forwarded-for': client },
        data: Buffer.from('--nope\r\ngarbage'),
      }),
      400,
    ],
  ];
  for (const [name, response, status] of cases) {
    const answer = await response;
    expect(answer.status(), name).toBe(status);
    expect(await answer.json(), name).toEqual({ error: expect.any(String), fields: expect.any(Object) });
  }
  const invalid = await (await request.post('/api/contact', { headers: json(client), data: { email: 'nope' } })).json();
  expect(invalid).toEqual({
    error: 'Please check the highlighted fields',
    fields: { name: expect.any(String), email: 'Enter a valid e-mail address', message: expect.any(String) },
  });
  expect((await request.get('/api/contact')).status()).toBe(405);
  expect((await request.put('/api/contact', { headers: json(client), data: valid })).status()).toBe(405);
  expect(count()).toBe(before);
});

test('applications: fake PDFs, missing and oversized CVs, closed and unknown jobs', async ({ request }) => {
  const client = newClient();
  const before = count();
  const apply = (slug: string, cv?: { name: string; mimeType: string; buffer: Buffer }) =>
    request.post(`/api/careers/${slug}/applications`, {
      headers: { 'x-forwarded-for': client },
      multipart: { name: 'Linus', email: 'linus@example.com', telephone: '+351912345678', ...(cv ? { cv } : {}) },
    });
  const fake = await apply('senior-backend-engineer-go', {
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('I am not really a PDF'),
  });
  expect(fake.status()).toBe(400);
  expect((await fake.json()).fields).toEqual({ cv: 'Upload your CV as a PDF, DOC or DOCX file' });
  const script = await apply('senior-backend-engineer-go', {
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<script>alert(1)</script>'),
  });
  expect(script.status()).toBe(400);
  expect((await apply('senior-backend-engineer-go')).status()).toBe(400);
  const big = await apply('senior-backend-engineer-go', {
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
  });
  expect(big.status()).toBe(413);
  expect(
    (await apply('qa-automation-engineer', { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF })).status(),
  ).toBe(404);
  expect(
    (await apply('devops-engineer-kubernetes', { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF })).status(),
  ).toBe(404);
  expect((await apply('no-such-job', { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF })).status()).toBe(404);
  const json = await request.post('/api/careers/senior-backend-engineer-go/applications', {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    data: { name: 'Linus' },
  });
  expect(json.status()).toBe(415);
  expect(count()).toBe(before);
});

test('a filled honeypot looks like success, is stored as spam and never sent', async ({ request }) => {
  const response = await request.post('/api/contact', {
    headers: json(newClient()),
    data: { ...valid, email: 'bot@example.com', website: 'http://spam.example' },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  expect(count('id = ? AND spam = 1', id)).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect((await hooks(request)).some((hook) => JSON.parse(hook.body).id === id)).toBe(false);
});

test('past the limit a client gets 429 with Retry-After', async ({ request }) => {
  const client = newClient();
  for (let i = 0; i < integrations.rateLimit; i++) {
    expect(
      (
        await request.post('/api/checklists/cloud-cost-review/requests', {
          headers: json(client),
          data: { email: `r${i}@example.com` },
        })
      ).status(),
    ).toBe(201);
  }
  const limited = await request.post('/api/checklists/cloud-cost-review/requests', {
    headers: json(client),
    data: { email: 'again@example.com' },
  });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  // Another endpoint and another client are counted apart.
  expect((await request.post('/api/contact', { headers: json(client), data: valid })).status()).toBe(201);
  expect(
    (
      await request.post('/api/checklists/cloud-cost-review/requests', {
        headers: json(newClient()),
        data: { email: 'b@example.com' },
      })
    ).status(),
  ).toBe(201);
});
