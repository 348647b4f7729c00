import { describe, expect, it } from 'vitest';
import {
  CONSENT_VALUE,
  cookieDomains,
  isAnalyticsCookie,
  isEnabled,
  NO_CONSENT,
  readConsent,
  writeConsent,
} from './consent';

describe('readConsent', () => {
  it('asks when there is no cookie', () => {
    expect(readConsent(undefined, undefined)).toEqual(NO_CONSENT);
    expect(isEnabled(readConsent(undefined, 'necessary~analytics'), 'analytics')).toBe(false);
  });

  it('counts consent only when ncc_c is every id concatenated', () => {
    expect(CONSENT_VALUE).toBe('necessaryanalytics');
    expect(readConsent('necessaryanalytics', 'necessary~analytics')).toEqual({
      given: true,
      enabled: ['necessary', 'analytics'],
    });
  });

  it('asks again after tampering or when the set of cookies changed', () => {
    for (const value of [
      'necessary',
      'analyticsnecessary',
      'necessary~analytics',
      'necessaryanalyticsmarketing',
      'NECESSARYANALYTICS',
      '',
    ]) {
      expect(readConsent(value, 'necessary~analytics').given, value).toBe(false);
    }
  });

  it('ignores unknown ids in ncc_e', () => {
    expect(readConsent(CONSENT_VALUE, 'necessary~marketing~<script>~analytics~')).toEqual({
      given: true,
      enabled: ['necessary', 'analytics'],
    });
  });

  it('keeps a partial choice: necessary only', () => {
    const state = readConsent(CONSENT_VALUE, 'necessary');
    expect(state.given).toBe(true);
    expect(isEnabled(state, 'analytics')).toBe(false);
    expect(isEnabled(state, 'necessary')).toBe(true);
  });

  it('always enables necessary cookies, even if ncc_e leaves them out', () => {
    expect(readConsent(CONSENT_VALUE, 'analytics').enabled).toEqual(['necessary', 'analytics']);
    expect(readConsent(CONSENT_VALUE, undefined).enabled).toEqual(['necessary']);
  });
});

describe('writeConsent', () => {
  it('records accept all', () => {
    expect(writeConsent(['analytics'])).toEqual({ ncc_c: 'necessaryanalytics', ncc_e: 'necessary~analytics' });
  });

  it('records reject and withdrawal as necessary only', () => {
    expect(writeConsent([])).toEqual({ ncc_c: 'necessaryanalytics', ncc_e: 'necessary' });
  });

  it('round-trips through readConsent', () => {
    const written = writeConsent(['analytics']);
    expect(isEnabled(readConsent(written.ncc_c, written.ncc_e), 'analytics')).toBe(true);
    const withdrawn = writeConsent([]);
    expect(isEnabled(readConsent(withdrawn.ncc_c, withdrawn.ncc_e), 'analytics')).toBe(false);
  });
});

describe('withdrawal helpers', () => {
  it('recognises the analytics cookies and nothing else', () => {
    for (const name of ['_ga', '_ga_ABC123', '_gid', '_gat', '_gat_UA-1', '_gcl_au'])
      expect(isAnalyticsCookie(name), name).toBe(true);
    for (const name of ['ncc_c', 'ncc_e', 'session', 'ga', '_gaX']) expect(isAnalyticsCookie(name), name).toBe(false);
  });

  it('lists the domains a cookie can live on', () => {
    expect(cookieDomains('www.brightloom.dev')).toEqual(['www.brightloom.dev', 'brightloom.dev']);
    expect(cookieDomains('localhost')).toEqual(['localhost']);
    expect(cookieDomains('127.0.0.1')).toEqual(['127.0.0.1']);
  });
});
