import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CMS_HEADERS, CMS_POLICY } from './policy';

/** The `add_header` lines of a server block, by name (nginx drops them in a location that has its own). */
function headersOf(config: string): Map<string, string> {
  return new Map(
    [...config.matchAll(/^ {4}add_header (\S+) "([^"]*)" always;$/gm)].map((match) => [match[1]!, match[2]!]),
  );
}

describe('the editor’s origin (deploy/nginx-cms.conf)', () => {
  const config = fs.readFileSync('deploy/nginx-cms.conf', 'utf8');

  it('sends the editor’s headers, as the end-to-end test serves them', () => {
    const headers = headersOf(config);
    for (const [name, value] of Object.entries(CMS_HEADERS)) expect(headers.get(name), name).toBe(value);
  });

  it('runs scripts from its own files only, with no eval but WebAssembly (HEIC photos), and lets the sign-in window answer', () => {
    const scripts = /script-src ([^;]+)/.exec(CMS_POLICY)?.[1];
    expect(scripts).toBe("'self' 'wasm-unsafe-eval'");
    expect(CMS_POLICY).not.toMatch(/'unsafe-eval'|cdn\./);
    expect(config).not.toMatch(/add_header Cross-Origin-Opener-Policy/);
    // A location with its own add_header would serve its files without the policy.
    expect(config.match(/^ {6}add_header/gm)).toBeNull();
  });
});

describe('previews (deploy/nginx-preview.conf)', () => {
  const config = fs.readFileSync('deploy/nginx-preview.conf', 'utf8');

  it('are for the company only, not for search engines, and deliver no leads', () => {
    expect(config).toMatch(/^ {4}auth_basic "[^"]+";$/m);
    expect(headersOf(config).get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(config).toMatch(/if \(\$request_method !~ \^\(GET\|HEAD\)\$\) \{ return 405; \}/);
    expect(config.match(/^ {6}add_header/gm)).toBeNull();
  });
});
