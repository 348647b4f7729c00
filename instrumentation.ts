import type { Instrumentation } from 'next';

export async function register(): Promise<void> {
  // NEXT_RUNTIME is a constant the bundler sets per target (not configuration): this keeps the
  // Node-only database and mail code out of the Edge build of this file.
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('@/lib/instrumentation-node')).registerNode();
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!__SENTRY_DSN__) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};
