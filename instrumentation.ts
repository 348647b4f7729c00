import type { Instrumentation } from 'next';
import { env } from '@/lib/env';

// Server-side error reporting, only when a DSN is configured.
export async function register(): Promise<void> {
  if (!env.NEXT_PUBLIC_SENTRY_DSN || env.NEXT_RUNTIME !== 'nodejs') return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.init({ dsn: env.NEXT_PUBLIC_SENTRY_DSN, tracesSampleRate: 1 });
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!env.NEXT_PUBLIC_SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};
