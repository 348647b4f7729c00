import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '@/lib/env';
import { isLoopbackUrl } from '@/lib/text';
import type { RetentionPeriods } from '@/lib/leads/store/types';
import type { Locale } from '@/lib/i18n/locales';
import { type PolicyTerms, policyLanguages, privacyPolicyVersion } from './policy';
import { RETENTION_VARIABLES, type RetentionEnv, retentionPeriods } from './retention';
import { type ProcessorKind, subProcessors } from './processors';

/**
 * What a build's privacy policy promises, recorded in the build output so that the server and
 * `npm run leads` keep exactly that: they refuse to run when their settings differ.
 */
export type PrivacyPromises = PolicyTerms & {
  /** The version of each language's policy (English always): a consent record names the one its page showed. */
  policyVersions: Partial<Record<Locale, string>> & { en: string };
  /** The sub-processors the build's trust page lists (lib/leads/privacy/processors.ts); absent in older records. */
  processors?: ProcessorKind[];
};

export const PROMISES_FILE = 'privacy-promises.json';

/**
 * A site whose public address is this machine (the zero-configuration `npm start`) is a preview and
 * does not promise sealed CVs; every other production site does, and needs LEADS_ENCRYPTION_KEY.
 */
function promisesCvEncryption(siteUrl: string): boolean {
  return !isLoopbackUrl(siteUrl);
}

type PromiseEnv = Pick<Env, 'NEXT_PUBLIC_SITE_URL' | 'DATABASE_URL' | 'BOOKING_PROVIDER'> & RetentionEnv;

const storeOf = (url: string): PolicyTerms['store'] => (url.startsWith('file:') ? 'sqlite' : 'postgres');

export function policyTerms(env: PromiseEnv): PolicyTerms {
  return {
    retention: retentionPeriods(env),
    cvEncryption: promisesCvEncryption(env.NEXT_PUBLIC_SITE_URL),
    store: storeOf(env.DATABASE_URL),
    calendar: env.BOOKING_PROVIDER === 'calcom' ? 'calcom' : null,
  };
}

export function currentPromises(env: PromiseEnv & Parameters<typeof subProcessors>[0]): PrivacyPromises {
  const terms = policyTerms(env);
  const translated: Partial<Record<Locale, string>> = Object.fromEntries(
    policyLanguages().map((locale) => [locale, privacyPolicyVersion(terms, locale)]),
  );
  return {
    ...terms,
    policyVersions: { ...translated, en: privacyPolicyVersion(terms) },
    processors: subProcessors(env).map((processor) => processor.kind),
  };
}

/** The version of the policy a page in `locale` shows: its own language's, or the English one it falls back to. */
export function policyVersionFor(promises: PrivacyPromises, locale: Locale): string {
  return promises.policyVersions[locale] ?? promises.policyVersions.en;
}

export function recordPromises(output: string, promises: PrivacyPromises): void {
  fs.writeFileSync(path.join(output, PROMISES_FILE), JSON.stringify(promises, null, 2));
}

/** The promises of the build in `distDir`; undefined where there is no build (development, a bare checkout). */
export function readRecordedPromises(distDir: string): PrivacyPromises | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, PROMISES_FILE), 'utf8')) as PrivacyPromises;
  } catch {
    return undefined;
  }
}

/**
 * Why this process must not run against the build's promises, naming both values; empty when it may.
 * `hasKey`: whether LEADS_ENCRYPTION_KEY is set (checked where CVs are stored, not by the CLI's reads).
 */
export function brokenPromises(recorded: PrivacyPromises, env: PromiseEnv, hasKey?: boolean): string[] {
  const problems: string[] = [];
  const here = retentionPeriods(env);
  // Forms that share a setting are one promise: named once.
  const named = new Set<string>();
  for (const [kind, variable] of Object.entries(RETENTION_VARIABLES) as [keyof RetentionPeriods, string][]) {
    if (here[kind] === recorded.retention[kind] || named.has(variable)) continue;
    named.add(variable);
    problems.push(
      `${variable} is ${here[kind]} here, but the build's privacy policy says ${recorded.retention[kind]} days: start with ${variable}=${recorded.retention[kind]}, or build again with ${here[kind]}.`,
    );
  }
  const store = storeOf(env.DATABASE_URL);
  // A record from before the policy named its store describes SQLite's way of erasing. A preview (its
  // address is this machine, so it publishes nothing) may try its build on the other database.
  const promised = recorded.store ?? 'sqlite';
  if (store !== promised && recorded.cvEncryption)
    problems.push(
      `DATABASE_URL is ${store === 'sqlite' ? 'a SQLite file' : 'a Postgres server'} here, but the build's privacy policy describes erasure on ${promised === 'sqlite' ? 'SQLite' : 'Postgres'}: start with the database the build was made for, or build again with this DATABASE_URL.`,
    );
  // A public site may not book through a calendar its policy does not name; a preview may try one.
  if (env.BOOKING_PROVIDER === 'calcom' && recorded.calendar !== 'calcom' && recorded.cvEncryption)
    problems.push(
      "BOOKING_PROVIDER is calcom here, but the build's privacy policy does not name Cal.com among the recipients: build again with BOOKING_PROVIDER=calcom (the build itself serves either way).",
    );
  if (hasKey === false && recorded.cvEncryption)
    problems.push(
      "LEADS_ENCRYPTION_KEY is not set, but the build's privacy policy says CVs are encrypted at rest: set it (openssl rand -base64 32).",
    );
  return problems;
}

/**
 * Sub-processors this server uses that the build's trust page does not list (a setting switched on after the
 * build): warned at start-up, as the page's table would otherwise be untrue until the next build.
 */
export function unlistedProcessors(recorded: PrivacyPromises, env: Parameters<typeof subProcessors>[0]): string[] {
  if (!recorded.processors) return [];
  return subProcessors(env)
    .filter((processor) => !recorded.processors!.includes(processor.kind))
    .map(
      (processor) =>
        `${processor.name} (${processor.kind}) processes visitors' data here, but the build's trust page does not list it: build again with this configuration so that /trust names it.`,
    );
}
