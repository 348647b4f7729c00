import * as Sentry from '@sentry/nextjs';
import { replayOptions, TUNNEL_PATH, tracePropagationTargets } from './options';

// Loaded by instrumentation-client.ts only in builds with a DSN.
export function initSentry(dsn: string, siteOrigin: string): void {
  Sentry.init({
    dsn,
    // Through our own origin, so blockers and the content security policy do not stop reports.
    tunnel: TUNNEL_PATH,
    tracesSampleRate: __SENTRY_TRACES_SAMPLE_RATE__,
    tracePropagationTargets: tracePropagationTargets(siteOrigin),
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration(replayOptions)],
  });
}

export const onRouterTransitionStart = Sentry.captureRouterTransitionStart;
export const captureException = Sentry.captureException;
