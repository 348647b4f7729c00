import { env, isProduction } from '@/lib/env';
import { type BuiltPage, readPageManifest } from './build-output';
import { integrationsOf, noncePolicy, resourcePolicy } from './policies';

const RESOURCE_POLICY = resourcePolicy();

/** `page`: the prerendered page at this path, which lib/serving/page-files.ts serves. */
export type PolicyDecision = { policy: string | undefined; nonce?: string; page?: BuiltPage & { route: string } };

/**
 * The Content-Security-Policy for a response the proxy handles. Pages get the policy the build
 * computed for them, the per-request 404 page a nonce, anything else the no-script resource policy.
 * In development Next needs eval and inline scripts, so pages get no policy there.
 */
export function policyFor(kind: 'page' | 'not-found' | 'resource', route: string): PolicyDecision {
  if (kind === 'resource') return { policy: RESOURCE_POLICY };
  if (!isProduction) return { policy: undefined };
  const manifest = readPageManifest();
  const integrations = manifest?.integrations ?? integrationsOf(env);
  if (kind === 'not-found') {
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
    return { policy: noncePolicy(nonce, integrations), nonce };
  }
  const page = manifest?.pages[route];
  return page ? { policy: page.policy, page: { ...page, route } } : { policy: RESOURCE_POLICY };
}
