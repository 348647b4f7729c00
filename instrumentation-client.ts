// Runs before the app hydrates, on every page.
import { startBuildRefresh } from '@/lib/browser/build-refresh';
import { installChunkRecovery } from '@/lib/browser/chunk-recovery';
import { noteVisit } from '@/lib/browser/attribution';

installChunkRecovery();
// Where this visit came from, kept only with analytics consent (CONTRACT §17).
noteVisit();
startBuildRefresh(__BUILD_ID__, __BUILD_CHECK_INTERVAL_MS__);

type SentryClient = typeof import('@/lib/browser/sentry');
let sentry: SentryClient | undefined;

// __SENTRY_DSN__ is a build-time constant: without a DSN this branch, and the SDK, leave the bundle.
if (__SENTRY_DSN__) {
  void import('@/lib/browser/sentry').then((module) => {
    module.initSentry(__SENTRY_DSN__, __SITE_ORIGIN__);
    sentry = module;
  });
}

export function onRouterTransitionStart(href: string, navigationType: string): void {
  sentry?.onRouterTransitionStart(href, navigationType);
}
