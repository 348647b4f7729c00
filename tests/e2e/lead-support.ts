import Database from 'better-sqlite3';
import { type APIRequestContext, expect } from '@playwright/test';
import { integrations } from './servers';

/** What the lead tests share: a client address of their own, the rows a database holds, the webhooks received. */

let clients = 0;
/** A client address no other test uses (servers trusting X-Forwarded-For count limits per client). */
export function newClient(): string {
  clients += 1;
  return `127.${(process.pid % 200) + 1}.${Math.floor(clients / 250)}.${clients % 250}`;
}

/** The store of a server under test, read-only. */
export function openDatabase(file: string) {
  return new Database(file, { readonly: true, fileMustExist: true });
}

/** How many submissions in `file` match `where`. */
export function countIn(file: string, where = '1 = 1', ...params: unknown[]): number {
  const db = openDatabase(file);
  try {
    return (db.prepare(`SELECT count(*) AS n FROM submissions WHERE ${where}`).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
}

type Hook = { body: string; signature: string | null; idempotencyKey: string | null };
/** Every webhook the receiver (the fake ingest) has accepted. */
export async function hooks(request: APIRequestContext): Promise<Hook[]> {
  return (await request.get(`${integrations.ingest}/hooks`)).json();
}
/** The one webhook for submission `id`, once it has come. */
export async function hookFor(request: APIRequestContext, id: string) {
  await expect
    .poll(async () => (await hooks(request)).filter((hook) => JSON.parse(hook.body).id === id).length, {
      timeout: 20_000,
    })
    .toBe(1);
  return (await hooks(request)).find((hook) => JSON.parse(hook.body).id === id)!;
}

/** The smallest file a PDF reader opens. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
