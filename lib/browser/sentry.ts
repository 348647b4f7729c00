import * as Sentry from '@sentry/nextjs';
import { getConsent, subscribe } from '@/lib/browser/consent-store';
import { isEnabled } from '@/lib/shared/consent';
import { replayOptions, TUNNEL_PATH, tracePropagationTargets } from '@/lib/sentry/options';
import { scrubEvent, tracesRate } from '@/lib/sentry/privacy';

// Loaded by instrumentation-client.ts only in builds with a DSN. Without analytics consent only error
// reports go, scrubbed of queries, fragments and referrer paths (./privacy.ts); page-load tracing and
// session replay start only once the visitor agrees, and tracing stops if they withdraw.
const consented = () => isEnabled(getConsent(), 'analytics');

export function initSentry(dsn: string, siteOrigin: string): void {
  Sentry.init({
    dsn,
    // Through our own origin, so blockers and the content security policy do not stop reports.
    tunnel: TUNNEL_PATH,
    tracesSampler: ({ inheritOrSampleWith }) =>
      inheritOrSampleWith(tracesRate(consented(), __SENTRY_TRACES_SAMPLE_RATE__)),
    tracePropagationTargets: tracePropagationTargets(siteOrigin),
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => (consented() ? scrubEvent(event) : null),
    // Sentry 11 may stream a page load as spans (v2 items, `url.full` among their attributes) instead of a
    // transaction: each span is scrubbed the same way (CI caught a UTM tag in one).
    beforeSendSpan: (span) => scrubEvent(span),
    beforeBreadcrumb: (breadcrumb) => scrubEvent(breadcrumb),
    // No release-health sessions or client reports: without consent an error report is all that goes.
    sendClientReports: false,
    integrations: (defaults) => [
      ...defaults.filter((integration) => integration.name !== 'BrowserSession'),
      Sentry.browserTracingIntegration(),
    ],
  });
  let replaying = false;
  const startReplay = () => {
    if (replaying || !consented()) return;
    replaying = true;
    Sentry.addIntegration(Sentry.replayIntegration(replayOptions));
  };
  startReplay();
  subscribe(startReplay);
}

export const onRouterTransitionStart = Sentry.captureRouterTransitionStart;
export const captureException = Sentry.captureException;
