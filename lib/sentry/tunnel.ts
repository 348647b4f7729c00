// Our own tunnel rather than withSentryConfig's tunnelRoute: it refuses envelopes for other projects
// and oversized ones, and it adds no Sentry build plugin to a build without a DSN.
/** Envelopes larger than this are refused; Sentry's own limit for a compressed envelope is higher, ours need not be. */
export const MAX_ENVELOPE_BYTES = 2 * 1024 * 1024;

type Dsn = { protocol: string; host: string; path: string; projectId: string };

export function parseDsn(value: string): Dsn | undefined {
  try {
    const url = new URL(value);
    const segments = url.pathname.split('/').filter(Boolean);
    const projectId = segments.pop();
    if (!url.username || !projectId || !/^\d+$/.test(projectId)) return undefined;
    return { protocol: url.protocol, host: url.host, path: segments.length ? `/${segments.join('/')}` : '', projectId };
  } catch {
    return undefined;
  }
}

/**
 * Where to forward an envelope, or undefined when its header names another Sentry project than
 * ours: the tunnel must not become an open relay.
 */
export function envelopeTarget(configuredDsn: string, envelope: Uint8Array): string | undefined {
  const configured = parseDsn(configuredDsn);
  if (!configured) return undefined;
  const newline = envelope.indexOf(10);
  const firstLine = new TextDecoder().decode(newline === -1 ? envelope : envelope.subarray(0, newline));
  let header: unknown;
  try {
    header = JSON.parse(firstLine);
  } catch {
    return undefined;
  }
  const dsn = typeof header === 'object' && header !== null ? (header as { dsn?: unknown }).dsn : undefined;
  const claimed = typeof dsn === 'string' ? parseDsn(dsn) : undefined;
  if (
    !claimed ||
    claimed.host !== configured.host ||
    claimed.projectId !== configured.projectId ||
    claimed.path !== configured.path
  )
    return undefined;
  return `${configured.protocol}//${configured.host}${configured.path}/api/${configured.projectId}/envelope/`;
}
