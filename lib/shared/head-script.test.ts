import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CONSENT_ASK_ATTRIBUTE } from './consent';
import { HEAD_SCRIPT } from './head-script';

/** Runs the head script against a document with these cookies and this stored theme; answers what it set. */
function run(cookie: string, theme: string | null = null) {
  const attributes = new Map<string, string>();
  const dataset: Record<string, string> = {};
  const document = {
    cookie,
    documentElement: { dataset, setAttribute: (name: string, value: string) => attributes.set(name, value) },
    addEventListener: () => undefined,
  };
  const localStorage = { getItem: () => theme };
  vm.runInNewContext(HEAD_SCRIPT, { document, localStorage });
  return { asks: attributes.has(CONSENT_ASK_ATTRIBUTE), theme: dataset.theme };
}

describe('HEAD_SCRIPT', () => {
  it('asks for consent until ncc_c holds every id, whatever else the cookies say', () => {
    expect(run('').asks).toBe(true);
    expect(run('ncc_c=necessary; ncc_e=necessary~analytics').asks).toBe(true);
    expect(run('x_ncc_c=necessaryanalytics').asks).toBe(true);
    expect(run('ncc_c=necessaryanalytics').asks).toBe(false);
    expect(run('_ga=1; ncc_c=necessaryanalytics; ncc_e=necessary').asks).toBe(false);
  });

  it('applies a stored colour scheme, and asks for consent all the same', () => {
    expect(run('', 'dark')).toEqual({ asks: true, theme: 'dark' });
    expect(run('ncc_c=necessaryanalytics', 'nonsense')).toEqual({ asks: false, theme: undefined });
  });
});
