// The command line of `npm run leads`: its options, its usage, and how a command prints and refuses.
import { parseArgs } from 'node:util';
import { SUBMISSION_TYPES } from '@/lib/leads/forms/registry';

export const USAGE = `usage: npm run leads -- <command>
  export [--type ${SUBMISSION_TYPES.join('|')}|form:SLUG] [--format csv|json] [--out FILE] [--files DIR] [--include-spam]
  retention [--as-of YYYY-MM-DD] [--apply]
  subject export --email ADDRESS [--files DIR]
  subject erase --email ADDRESS
  suppress --email ADDRESS [--reason bounce|unsubscribe]
  suppress --lift --email ADDRESS
  suppress --lift --since YYYY-MM-DDTHH:MM (UTC) [--reason bounce|unsubscribe|erasure]
  mail status
  held [--release ID|--release --all|--discard ID|--discard --network CIDR]
  newsletter send --post SLUG [--dry-run]
  files reencrypt`;

/** A command used wrongly: its message and the usage are printed, and the exit code is 2. */
export class UsageError extends Error {}

export const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    type: { type: 'string' },
    format: { type: 'string', default: 'csv' },
    out: { type: 'string' },
    files: { type: 'string' },
    'include-spam': { type: 'boolean', default: false },
    'as-of': { type: 'string' },
    apply: { type: 'boolean', default: false },
    email: { type: 'string' },
    post: { type: 'string' },
    reason: { type: 'string' },
    since: { type: 'string' },
    lift: { type: 'boolean', default: false },
    release: { type: 'boolean', default: false },
    discard: { type: 'boolean', default: false },
    all: { type: 'boolean', default: false },
    network: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});

export const print = (text: string) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);

/** The --email an address command needs. */
export function requiredEmail(): string {
  const email = values.email?.trim();
  if (!email || !email.includes('@')) throw new UsageError('--email ADDRESS is required');
  return email;
}
