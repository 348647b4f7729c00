import { describe, expect, it } from 'vitest';
import { envelopeTarget, parseDsn } from './tunnel';

const dsn = 'https://abc123@o42.ingest.sentry.io/4505';
const envelope = (header: unknown) => new TextEncoder().encode(`${JSON.stringify(header)}\n{"type":"event"}\n{}`);

describe('parseDsn', () => {
  it('reads key, host, path and project', () => {
    expect(parseDsn(dsn)).toEqual({ protocol: 'https:', host: 'o42.ingest.sentry.io', path: '', projectId: '4505' });
    expect(parseDsn('http://public@127.0.0.1:3199/sentry/1')).toEqual({
      protocol: 'http:',
      host: '127.0.0.1:3199',
      path: '/sentry',
      projectId: '1',
    });
  });

  it('rejects malformed DSNs', () => {
    for (const value of ['not a url', 'https://o42.ingest.sentry.io/4505', 'https://key@host/project'])
      expect(parseDsn(value), value).toBeUndefined();
  });
});

describe('envelopeTarget', () => {
  it('forwards envelopes for our project to its envelope endpoint', () => {
    expect(envelopeTarget(dsn, envelope({ dsn, sent_at: '2026-01-01T00:00:00Z' }))).toBe(
      'https://o42.ingest.sentry.io/api/4505/envelope/',
    );
  });

  it('refuses to relay to another project or host', () => {
    expect(envelopeTarget(dsn, envelope({ dsn: 'https://abc123@o42.ingest.sentry.io/9999' }))).toBeUndefined();
    expect(envelopeTarget(dsn, envelope({ dsn: 'https://abc123@evil.example/4505' }))).toBeUndefined();
  });

  it('refuses what is not an envelope', () => {
    expect(envelopeTarget(dsn, new TextEncoder().encode('GET / HTTP/1.1'))).toBeUndefined();
    expect(envelopeTarget(dsn, envelope({}))).toBeUndefined();
    expect(envelopeTarget(dsn, new Uint8Array())).toBeUndefined();
  });

  it('reads only the header line, so binary payloads pass untouched', () => {
    const head = new TextEncoder().encode(`${JSON.stringify({ dsn })}\n`);
    const body = new Uint8Array([...head, 0x1f, 0x8b, 0x08, 0x00, 0xff, 0x0a]);
    expect(envelopeTarget(dsn, body)).toBe('https://o42.ingest.sentry.io/api/4505/envelope/');
  });
});
