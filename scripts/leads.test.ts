import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadStore } from '@/lib/leads/store/store';
import type { LeadStore } from '@/lib/leads/store/types';
import { drainVisitorMail } from '@/tests/support/drain-visitor-mail';
import { startSmtpSink } from '@/tests/support/smtp-sink';
import { RETENTION_SETTINGS } from '@/lib/env';
import { retentionPeriods } from '@/lib/leads/privacy/retention';

// `npm run leads -- newsletter send` killed with SIGKILL half-way through queueing, then run again:
// every confirmed subscriber gets the post exactly once, counted at a real SMTP server.
const SUBSCRIBERS = 3000;
const POST = 'monolith-first';
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-send-'));
const file = path.join(folder, 'site.db');
let store: LeadStore;

// What a build records of its privacy policy's promises (the command refuses to run without it).
const RECORD = {
  retention: retentionPeriods(RETENTION_SETTINGS),
  cvEncryption: false,
  store: 'sqlite',
  policyVersions: { en: 'x' },
};
const dist = `.next-leads-record-${process.pid}`;
fs.mkdirSync(dist, { recursive: true });
fs.writeFileSync(path.join(dist, 'privacy-promises.json'), JSON.stringify(RECORD));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

beforeAll(async () => {
  store = await openLeadStore(`file:${file}`);
  const emails = Array.from({ length: SUBSCRIBERS }, (_, index) => `reader${index}@example.com`);
  const mailboxes = await Promise.all([...emails, 'pending@example.com'].map((email) => store.addressHash(email)));
  const database = new Database(file);
  const insert = database.prepare(
    "INSERT INTO submissions (id, type, created_at, spam, data, email, mailbox, confirmed_at) VALUES (?, 'newsletter', ?, 0, ?, ?, ?, ?)",
  );
  const now = new Date().toISOString();
  database.transaction(() => {
    emails.forEach((email, index) => {
      insert.run(crypto.randomUUID(), now, JSON.stringify({ email }), email, mailboxes[index], now);
    });
  })();
  // One who never confirmed gets nothing.
  insert.run(crypto.randomUUID(), now, '{}', 'pending@example.com', mailboxes.at(-1), null);
  database.close();
});
afterAll(async () => store.close());

/** Runs the command; with `killAfterFirstBatch` it is SIGKILLed as soon as it reports its first batch. */
function send(killAfterFirstBatch: boolean): Promise<{ output: string; killed: boolean }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'scripts/leads.ts', 'newsletter', 'send', '--post', POST],
    { env: { ...process.env, DATABASE_URL: `file:${file}`, NEXT_DIST_DIR: dist }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (killAfterFirstBatch && /queued \d+ of/.test(output)) child.kill('SIGKILL');
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.on('exit', (_code, signal) => resolve({ output, killed: signal === 'SIGKILL' })),
  );
}

const queued = () =>
  (
    new Database(file, { readonly: true })
      .prepare('SELECT count(*) AS n FROM outbox WHERE message = ?')
      .get(`post:${POST}`) as { n: number }
  ).n;

/** Runs a command to its end and answers what it printed (stdout, and stderr apart). */
function run(
  command: string[],
  env: Record<string, string | undefined> = {},
  cwd?: string,
): Promise<{ output: string; errors: string; code: number | null }> {
  const child = spawn(process.execPath, command, {
    env: { ...process.env, DATABASE_URL: `file:${file}`, NEXT_DIST_DIR: dist, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd,
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ output, errors, code })));
}

/** The command compiled as the container image has it: once for this file, copied where a test needs it. */
let compiling: Promise<string> | undefined;
function compiledCli(): Promise<string> {
  const file = path.resolve('node_modules/.cache/leads-cli/leads.mjs');
  compiling ??= run(['--import', 'tsx', 'scripts/compile-leads.ts', file]).then(({ code, errors }) => {
    if (code !== 0) throw new Error(`scripts/compile-leads.ts failed: ${errors}`);
    return file;
  });
  return compiling;
}

/**
 * The command as the container runs it, compiled once for this file: each call is plain node on one file, not
 * a TypeScript start (a fifth of the CPU). `send` and the retention refusal run it from source, as `npm run leads`.
 */
const leads = async (...args: string[]) => run([await compiledCli(), ...args]);

describe('subject export and erase', () => {
  it('prints what is held about an address, consent records included, then erases it', async () => {
    const consent = { policyVersion: '2026-11-23/abc', wording: 'Shown beside the form.' };
    await store.insertSubmission({ type: 'contact', data: { email: 'Subject@Example.com' }, consent }, ['webhook']);
    const signUp = await store.subscribe('subject@example.com', {}, consent, { message: 'confirm-subscription' });
    await store.confirmSubscription(signUp.id, []);
    const exported = await leads('subject', 'export', '--email', 'SUBJECT@example.com', '--files', folder);
    expect(exported.code).toBe(0);
    const held = JSON.parse(exported.output) as Record<string, unknown[]>;
    expect(held.submissions).toHaveLength(1);
    expect(held.subscriptions).toHaveLength(1);
    expect(held.consentRecords).toEqual([
      expect.objectContaining({ type: 'contact', ...consent }),
      expect.objectContaining({ type: 'newsletter', confirmedAt: expect.any(String), ...consent }),
    ]);
    expect(held.pendingNotifications!.length).toBeGreaterThanOrEqual(1);
    const erased = await leads('subject', 'erase', '--email', 'subject@EXAMPLE.com');
    expect(JSON.parse(erased.output)).toMatchObject({ removed: { submissions: 2 } });
    expect((await store.findSubject('subject@example.com')).submissions).toEqual([]);
  }, 30_000);

  it('erases the CV copies an export wrote, and refuses to run on periods other than the build states', async () => {
    const cv = new TextEncoder().encode('%PDF-1.4 Curriculum vitae %%EOF');
    const application = await store.insertSubmission(
      {
        type: 'application',
        target: 'job',
        data: { email: 'applicant@example.com' },
        file: { name: 'Applicant-Name-CV.pdf', contentType: 'application/pdf', content: cv },
      },
      [],
    );
    const exports = path.join(folder, 'exports');
    expect((await leads('export', '--type', 'application', '--files', exports)).code).toBe(0);
    const copy = path.join(exports, `${application.id}-Applicant-Name-CV.pdf`);
    expect(fs.existsSync(copy)).toBe(true);
    const erased = await leads('subject', 'erase', '--email', 'applicant@example.com');
    expect(JSON.parse(erased.output)).toMatchObject({ removed: { submissions: 1, files: 1, exportedFiles: 1 } });
    expect(fs.existsSync(copy)).toBe(false);

    // A build whose privacy policy states 31 days for contact messages: this shell says 730.
    const other = `.next-leads-test-${process.pid}`;
    fs.mkdirSync(other, { recursive: true });
    try {
      const retention = { ...RECORD.retention, contact: 31 };
      fs.writeFileSync(path.join(other, 'privacy-promises.json'), JSON.stringify({ ...RECORD, retention }));
      const refused = await run(['--import', 'tsx', '--conditions=react-server', 'scripts/leads.ts', 'retention'], {
        NEXT_DIST_DIR: other,
        RETENTION_DAYS_CONTACT: '730',
      });
      expect(refused.code).toBe(78);
      expect(refused.errors).toContain(
        "RETENTION_DAYS_CONTACT is 730 here, but the build's privacy policy says 31 days",
      );
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  }, 30_000);

  it('exports the leads of a form made in the web editor with a column per field, and erases them with the person', async () => {
    const lead = await store.insertSubmission(
      {
        type: 'form',
        target: 'devops-webinar',
        data: {
          name: 'Ana Silva',
          work_email: 'Ana@Example.pt',
          session: 'observability',
          recording: true,
          page: '/pt/devops',
        },
        email: 'Ana@Example.pt',
        retentionDays: 180,
      },
      [],
    );
    await store.insertSubmission({ type: 'contact', data: { email: 'other@example.com', name: 'Other' } }, []);
    const exported = await leads('export', '--type', 'form:devops-webinar');
    expect(exported.code, exported.errors).toBe(0);
    const [header, row, ...rest] = exported.output.trim().split('\n');
    // Its own fields, in its entry's order, between what every lead has; no other form's columns.
    expect(header).toBe(
      'id,type,target,createdAt,spam,name,work_email,company,session,questions,recording,cv,policyVersion,consent,confirmedAt,language,status,start,meetingUrl,page,landing_path,utm_source,utm_medium,utm_campaign,utm_term,utm_content,referrer',
    );
    expect(row).toContain(`${lead.id},form,devops-webinar,`);
    expect(row).toContain(',Ana Silva,Ana@Example.pt,,observability,,true,');
    expect(rest).toEqual([]);
    // The whole export has those columns too, after every fixed form's.
    expect((await leads('export')).output.split('\n')[0]).toContain(',work_email,session,questions,recording,');
    const held = JSON.parse((await leads('subject', 'export', '--email', 'ana@example.pt')).output) as {
      submissions: { type: string; target: string }[];
    };
    expect(held.submissions).toEqual([expect.objectContaining({ type: 'form', target: 'devops-webinar' })]);
    const erased = await leads('subject', 'erase', '--email', 'ANA@example.pt');
    expect(JSON.parse(erased.output)).toMatchObject({ removed: { submissions: 1 } });
    expect((await leads('export', '--type', 'form:devops-webinar')).output.trim().split('\n')).toHaveLength(1);
  }, 30_000);

  it('runs compiled with plain node, as in the container image', async () => {
    const compiled = await compiledCli();
    await store.insertSubmission({ type: 'contact', data: { email: 'compiled@example.com' } }, []);
    const exported = await run([compiled, 'subject', 'export', '--email', 'compiled@example.com']);
    expect(exported.code, exported.errors).toBe(0);
    expect(JSON.parse(exported.output)).toMatchObject({ submissions: [{ type: 'contact' }] });
    const erased = await run([compiled, 'subject', 'erase', '--email', 'compiled@example.com']);
    expect(JSON.parse(erased.output)).toMatchObject({ removed: { submissions: 1, scrubbed: true } });
    expect(erased.errors).toContain('The CRM was NOT sent an erasure event: LEADS_WEBHOOK_URL is not set here');
  }, 60_000);

  it("runs compiled from another folder, reading the app's .env.local and its build's record, or refuses", async () => {
    // An app folder as the container has it: leads.mjs, .env.local and the build beside each other.
    const app = path.resolve(`node_modules/.cache/leads-app-${process.pid}`);
    fs.mkdirSync(path.join(app, '.next'), { recursive: true });
    try {
      fs.writeFileSync(path.join(app, 'package.json'), '{"private": true}');
      fs.writeFileSync(
        path.join(app, '.env.local'),
        'DATABASE_URL=file:./data/app.db\nLEADS_WEBHOOK_URL=https://crm.example/hooks\nLEADS_WEBHOOK_SECRET=s3cret\n',
      );
      fs.copyFileSync(await compiledCli(), path.join(app, 'leads.mjs'));
      const appStore = await openLeadStore(`file:${path.join(app, 'data/app.db')}`);
      await appStore.insertSubmission({ type: 'contact', data: { email: 'cron@example.com' } }, []);
      await appStore.close();
      // Standing in another folder, with none of the app's settings in the environment (as cron runs it).
      const elsewhere = { DATABASE_URL: undefined, NEXT_DIST_DIR: undefined, NODE_ENV: undefined };
      const command = [path.join(app, 'leads.mjs'), 'subject', 'erase', '--email', 'cron@example.com'];
      const refused = await run(command, elsewhere, os.tmpdir());
      expect(refused.code).toBe(78);
      expect(refused.errors).toContain("The build's record of what its privacy policy promises");
      fs.writeFileSync(path.join(app, '.next/privacy-promises.json'), JSON.stringify(RECORD));
      const erased = await run(command, elsewhere, os.tmpdir());
      expect(erased.code, erased.errors).toBe(0);
      expect(JSON.parse(erased.output)).toMatchObject({ removed: { submissions: 1 } });
      expect(erased.errors).toContain('The CRM is sent an erasure event with the 1 id(s)');
    } finally {
      fs.rmSync(app, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('suppress and mail status', () => {
  it('lifts every suppression made since a time, of one reason, and says how many; mail status shows why mail ended', async () => {
    const before = new Date(Date.now() - 60_000).toISOString().slice(0, 16);
    for (const name of ['una', 'vic', 'wil']) await store.suppress(`${name}@relay-outage.example`, 'bounce');
    await store.suppress('kept@relay-outage.example', 'unsubscribe');
    expect((await leads('suppress', '--lift', '--since', '2026-13-01T00:00')).errors).toMatch(
      /--since takes a UTC time/,
    );
    const lifted = await leads('suppress', '--lift', '--since', before, '--reason', 'bounce');
    expect(lifted.output).toMatch(/^Lifted 3 suppression\(s\) \(bounce\) made since/);
    expect(await store.isSuppressed('una@relay-outage.example')).toBe(false);
    expect(await store.isSuppressed('kept@relay-outage.example')).toBe(true);
    const status = await leads('mail', 'status');
    expect(status.code).toBe(0);
    expect(status.output).toMatch(/Backlog of visitor mail \(past the hourly ceiling, or waiting to retry\): \d+/);
    expect(status.output).toMatch(/Suppressed: .*1 unsubscribe/);
  }, 30_000);
});

describe('newsletter send', () => {
  it('finishes after a SIGKILL with every subscriber queued once, and the SMTP server gets no duplicate', async () => {
    const first = await send(true);
    expect(first.killed).toBe(true);
    const afterCrash = queued();
    // Killed half-way: some batches committed, not all.
    expect(afterCrash).toBeGreaterThan(0);
    expect(afterCrash).toBeLessThan(SUBSCRIBERS);

    const rerun = await send(false);
    expect(rerun.output).toContain(`Queued ${SUBSCRIBERS - afterCrash} e-mail(s)`);
    expect(rerun.output).toContain(`${afterCrash} had been queued before`);
    expect(queued()).toBe(SUBSCRIBERS);

    const sink = await startSmtpSink();
    await drainVisitorMail(store, { smtp: sink.url }, { timeoutMs: 90_000, batchSize: 50, pollMs: 200 });
    await sink.close();
    const perAddress = new Map<string, number>();
    for (const mail of sink.accepted) for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    const duplicates = [...perAddress.values()].filter((count) => count > 1).length;
    console.info(
      `newsletter send: killed after ${afterCrash} of ${SUBSCRIBERS} queued; rerun queued ${SUBSCRIBERS - afterCrash}; ` +
        `SMTP accepted ${sink.accepted.length}, ${perAddress.size} addresses, ${duplicates} duplicates`,
    );
    expect(perAddress.size).toBe(SUBSCRIBERS);
    expect(duplicates).toBe(0);
    expect(perAddress.has('pending@example.com')).toBe(false);
  }, 180_000);
});

describe('held', () => {
  it('lists the leads held past the notification budgets, releases one, and discards a network', async () => {
    // Six unproven posts from one /24 at the default budgets: five told, one held.
    const posted = [];
    for (let n = 0; n < 6; n += 1)
      posted.push(
        await store.insertSubmission(
          {
            type: 'contact',
            data: { email: `held-${n}@example.com` },
            from: { client: `198.51.100.${n}`, proven: false },
          },
          ['webhook'],
        ),
      );
    // And from one /48: its sixth is held (the unproven budget of ten is spent by then too).
    for (let n = 0; n < 6; n += 1)
      await store.insertSubmission(
        {
          type: 'brief',
          data: { email: 'held-v6@example.com' },
          from: { client: `2001:db8:1:${n}::7`, proven: false },
        },
        ['webhook'],
      );
    const listed = await leads('held');
    expect(listed.code, listed.errors).toBe(0);
    const heldLines = listed.output.split('\n').filter((line) => /^ {2}[0-9a-f-]{36} /.test(line));
    expect(heldLines.length).toBeGreaterThanOrEqual(1);
    expect(listed.output).toContain('198.51.100.0/24');
    expect(listed.output).not.toContain('held-');
    const [id] = heldLines[0]!.trim().split(/\s+/);
    expect((await leads('held', '--release', id!)).output).toMatch(/^Released 1 held lead/);
    expect((await leads('held', '--release', id!)).output).toMatch(/^Released 0 held lead/);
    expect((await leads('held', '--discard', '--network', 'not-a-network')).errors).toMatch(/--network takes/);
    expect((await leads('held', '--release')).errors).toMatch(/--release takes an ID, or --all/);
    const discarded = await leads('held', '--discard', '--network', '2001:db8:1::/48');
    expect(discarded.output).toMatch(/^Discarded [1-9]\d* held lead/);
    expect(await store.listHeld()).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ network: '2001:db8:1::/48' })]),
    );
  }, 60_000);
});
