import { env, isProduction } from '@/lib/env';
import { type BuiltPage, readPageManifest } from './build-output';
import type { FoundPage } from './page-list';
import { integrationsOf, noncePolicy, resourcePolicy } from '@/lib/output/policies';

const RESOURCE_POLICY = resourcePolicy();

/** `page`: the prerendered page at this path, which lib/serving/page-files.ts serves. */
export type PolicyDecision = { policy: string | undefined; nonce?: string; page?: BuiltPage & { route: string } };

/**
 * The Content-Security-Policy for a response the proxy handles. Pages get the policy the build
 * computed for them, the per-request 404 page a nonce, anything else the no-script resource policy.
 * In development Next needs eval and inline scripts, so pages get no policy there.
 */
export function policyFor(kind: 'not-found' | 'resource'): PolicyDecision {
  if (kind === 'resource') return { policy: RESOURCE_POLICY };
  if (!isProduction) return { policy: undefined };
  const integrations = readPageManifest()?.integrations ?? integrationsOf(env);
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  return { policy: noncePolicy(nonce, integrations), nonce };
}

/** The policy of a page the route resolver found: the one the build sealed it with (none in development). */
export function servedPagePolicy(found: FoundPage): PolicyDecision {
  if (!isProduction) return { policy: undefined };
  const { policy, etag } = found;
  return policy && etag ? { policy, page: { ...found, policy, etag } } : { policy: RESOURCE_POLICY };
}
