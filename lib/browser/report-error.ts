/** Sends an error to Sentry when the build has a DSN; otherwise it was only logged. */
export function reportError(error: unknown): void {
  console.error(error);
  if (__SENTRY_DSN__) void import('@/lib/browser/sentry').then(({ captureException }) => captureException(error));
}
