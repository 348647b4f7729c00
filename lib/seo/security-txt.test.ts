import { describe, expect, it } from 'vitest';
import { securityTxt } from './security-txt';

const options = {
  siteUrl: 'https://www.brightloom.dev',
  contact: 'security@brightloom.dev',
  fallback: 'hello@brightloom.dev',
  languages: ['en', 'pt', 'pl'],
  builtAt: new Date('2026-11-27T10:00:00.500Z'),
};

describe('security.txt', () => {
  it('names the contact, expires a year after the build, and says its languages and address (RFC 9116)', () => {
    expect(securityTxt(options)).toBe(
      [
        'Contact: mailto:security@brightloom.dev',
        'Expires: 2027-11-27T10:00:00Z',
        'Preferred-Languages: en, pt, pl',
        'Canonical: https://www.brightloom.dev/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });

  it('fails the build of a public site without a contact; a local preview names the company address', () => {
    expect(() => securityTxt({ ...options, contact: undefined })).toThrow(/SECURITY_CONTACT_EMAIL is not set/);
    expect(securityTxt({ ...options, siteUrl: 'http://localhost:3000', contact: undefined })).toContain(
      'Contact: mailto:hello@brightloom.dev',
    );
  });
});
