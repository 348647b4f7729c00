// Runs after `next build` (see package.json): gives every prerendered page its own script policy.
// Next renders some client-component chunks without an integrity attribute; the build's SRI manifest
// has their hashes, so they are added here and the page's policy can name every script it runs.
import fs from 'node:fs';
import path from 'node:path';
import { addMissingIntegrity, pagePolicy, scriptSources } from '../lib/csp';
import { env } from '../lib/env';
import { integrationsOf, POLICY_MANIFEST, type PolicyManifest } from '../lib/page-policies';

type PrerenderManifest = { routes: Record<string, { routeType?: string; dataRoute?: string | null }> };

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

function main(): void {
  const dist = path.resolve(env.NEXT_DIST_DIR);
  const integrity = readJson<Record<string, string>>(path.join(dist, 'server/subresource-integrity-manifest.json'));
  const { routes } = readJson<PrerenderManifest>(path.join(dist, 'prerender-manifest.json'));
  const integrityOf = (src: string) => (src.startsWith('/_next/') ? integrity[src.slice('/_next/'.length)] : undefined);
  const integrations = integrationsOf(env);
  const standaloneApp = path.join(dist, 'standalone', env.NEXT_DIST_DIR, 'server/app');
  const pages: Record<string, string> = {};

  for (const [route, info] of Object.entries(routes)) {
    if (info.routeType !== 'page') continue;
    const relative = `${route === '/' ? '/index' : route}.html`;
    const file = path.join(dist, 'server/app', relative);
    if (!fs.existsSync(file)) continue;
    const html = addMissingIntegrity(fs.readFileSync(file, 'utf8'), integrityOf);
    const { hashes, unsealed } = scriptSources(html);
    if (unsealed.length > 0) throw new Error(`${route}: no integrity hash for ${unsealed.join(', ')}`);
    fs.writeFileSync(file, html);
    const copy = path.join(standaloneApp, relative);
    if (fs.existsSync(copy)) fs.writeFileSync(copy, html);
    pages[route] = pagePolicy(hashes, integrations);
  }

  const manifest: PolicyManifest = { integrations, pages };
  const json = JSON.stringify(manifest);
  fs.writeFileSync(path.join(dist, POLICY_MANIFEST), json);
  if (fs.existsSync(path.dirname(standaloneApp))) fs.writeFileSync(path.join(dist, 'standalone', env.NEXT_DIST_DIR, POLICY_MANIFEST), json);
  console.log(`Sealed the script policy of ${Object.keys(pages).length} prerendered pages.`);
}

main();
