import 'server-only';
import { calls } from './calls';
import { openHandle, type StoreClock } from './database';
import { FileCipher } from './file-cipher';
import { held } from './held';
import { insights } from './insights';
import { countOne } from './visitor-queue';
import { newsletter } from './newsletter';
import { outboxQueue } from './outbox-queue';
import { rights } from './rights';
import { submissions } from './submissions';
import { suppression } from './suppression';
import type { LeadStore, NoticeLimits } from './types';

export { openSqlite } from './database';

export type StoreOptions = {
  /** Seals stored files (CVs); without a key they are kept as they came. */
  cipher?: FileCipher;
  /** The site-wide ceiling on mail to visitors from forms (VISITOR_MAIL_PER_HOUR). */
  visitorMailPerHour?: number;
  /** Each client network's hourly budget of visitor mail (VISITOR_MAIL_PER_NETWORK_HOUR). */
  visitorMailPerNetworkHour?: number;
  /** The company's lead notifications an hour (NOTIFY_PER_NETWORK_HOUR, NOTIFY_PER_HOUR, NOTIFY_UNPROVEN_PER_HOUR). */
  notices?: Partial<NoticeLimits>;
  /** Tests only: moves the store's clock for leases and retries instead of sleeping. */
  clock?: StoreClock;
};

/**
 * Opens (and creates and migrates) the store named by a DATABASE_URL: `file:PATH` or `postgres://…`.
 * One database handle under parts a reader can name: submissions, calls, newsletter, suppression, the outbox
 * queue, subject rights and retention.
 */
export async function openLeadStore(url: string, options: StoreOptions | FileCipher = {}): Promise<LeadStore> {
  const {
    cipher = new FileCipher(undefined),
    visitorMailPerHour = 200,
    visitorMailPerNetworkHour = 20,
    notices,
    clock,
  } = options instanceof FileCipher ? { cipher: options } : options;
  const handle = await openHandle(url, cipher, undefined, clock);
  const limits = {
    visitorMailPerHour,
    visitorMailPerNetworkHour,
    notices: { perNetworkHour: 5, perHour: 60, unprovenPerHour: 10, ...notices },
  };
  return {
    dialect: handle.dialect,
    limitBackend: handle.limitBackend,
    ...submissions(handle, limits),
    ...calls(handle, limits),
    ...newsletter(handle, limits),
    ...suppression(handle),
    ...outboxQueue(handle, limits),
    ...rights(handle),
    ...held(handle),
    ...insights(handle),
    addressHash: (email) => handle.mailboxHash(email),
    getOrCreateSetting: (key, create) => handle.setting(key, create),
    spendProof: (signature, expiresAt) => handle.spendProof(signature, expiresAt),
    takeTurn: (task, periodMs) =>
      handle.db.transaction().execute((trx) => countOne(trx, 'turns', task, Math.floor(Date.now() / periodMs), 1)),
    close: () => handle.db.destroy(),
  };
}
