import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, testPostgresUrl } from '@/tests/support/postgres';
import { openLeadStore } from './store';
import type { LeadStore } from './types';

// No inbox flood (CONTRACT §23), in the store on both databases: the company's notifications an hour from one
// network, from all of them and from posts without a proof; past a budget a lead is stored as usual and held,
// summarised once an hour, released or discarded by an operator, and erased like any lead.

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-held-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const targets: [string, () => Promise<string>][] = [['sqlite', async () => `file:${path.join(folder, 'site.db')}`]];
if (testPostgresUrl) targets.push(['postgres', () => freshPostgresDatabase('leads_held_test')]);

describe.each(targets)('%s: held leads', (_dialect, database) => {
  let store: LeadStore;
  beforeAll(async () => {
    store = await openLeadStore(await database(), { notices: { perNetworkHour: 5, perHour: 60, unprovenPerHour: 10 } });
  });
  afterAll(async () => store.close());

  let sent = 0;
  const post = (client: string, proven: boolean, type: 'contact' | 'brief' = 'contact') =>
    store.insertSubmission(
      { type, data: { name: 'Flood', email: `lead-${(sent += 1)}@example.com` }, from: { client, proven } },
      ['webhook', 'email'],
    );
  /** How many of these leads the company has been (or will be) told of: their webhook rows. */
  const notified = async () => (await store.mailStatus()).pending.find((row) => row.channel === 'webhook')?.count ?? 0;
  const heldIds = async () => (await store.listHeld()).map((lead) => lead.id);

  it('tells the company of 5 unproven posts from one /24 in 12, and of 10 unproven in all with 40 more networks', async () => {
    const before = await notified();
    const network = await Promise.all(Array.from({ length: 12 }, (_, n) => post(`198.51.100.${n + 1}`, false)));
    expect(await notified()).toBe(before + 5);
    // Every post was stored and answered as usual: the held ones are listed with their network.
    expect(network).toHaveLength(12);
    const held = await store.listHeld();
    expect(held).toHaveLength(7);
    expect(new Set(held.map((lead) => lead.network))).toEqual(new Set(['198.51.100.0/24']));
    await Promise.all(Array.from({ length: 40 }, (_, n) => post(`203.0.${n}.9`, false)));
    expect(await notified()).toBe(before + 10);
    expect(await store.listHeld()).toHaveLength(7 + 35);
    // A post with a solved proof is told as usual, from a fresh network.
    await post('192.0.2.10', true);
    expect(await notified()).toBe(before + 11);
  });

  it('sums the held leads up once an hour, by network and form, with nothing a visitor typed', async () => {
    const summary = await store.summariseHeld(['webhook', 'email']);
    expect(summary).toMatchObject({ type: 'held-summary', count: 42, forms: [{ name: 'contact', count: 42 }] });
    expect(summary!.networks[0]).toEqual({ name: '198.51.100.0/24', count: 7 });
    expect(JSON.stringify(summary)).not.toContain('@');
    // The hour had its summary: a lead held now waits for the next hour's.
    await post('198.51.100.200', false, 'brief');
    expect(await store.summariseHeld(['email'])).toBeUndefined();
    expect((await store.listHeld()).filter((lead) => !lead.summarised)).toHaveLength(1);
  });

  it('releases one, then all, each notified once; discards a network with everything about it', async () => {
    const [first, ...rest] = await heldIds();
    const before = await notified();
    expect(await store.releaseHeld({ id: first! })).toBe(1);
    expect(await store.releaseHeld({ id: first! })).toBe(0);
    expect(await notified()).toBe(before + 1);
    const network = (await store.listHeld()).filter((lead) => lead.network === '198.51.100.0/24');
    expect(await store.discardHeld({ network: '198.51.100.77' })).toBe(network.length);
    for (const lead of network) expect(await store.getSubmission(lead.id)).toBeUndefined();
    const left = await heldIds();
    expect(left.length).toBe(rest.length - network.length);
    expect(await store.releaseHeld({ all: true })).toBe(left.length);
    expect(await notified()).toBe(before + 1 + left.length);
    expect(await store.listHeld()).toEqual([]);
  });

  it('holds nothing the budgets allow, and erases a held lead with its person', async () => {
    const held = await Promise.all(Array.from({ length: 6 }, () => post('192.0.2.99', true)));
    const lead = (await store.listHeld()).find((candidate) => held.some((one) => one.id === candidate.id))!;
    expect(lead).toBeDefined();
    const person = held.find((one) => one.id === lead.id)!.email!;
    await store.eraseSubject(person, []);
    expect((await store.listHeld()).some((candidate) => candidate.id === lead.id)).toBe(false);
  });
});
