'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { loadErrorWords } from '@/lib/i18n/chunks';
import { useLazyModule } from '@/components/ui/use-lazy-module';
import { useErrorWords } from './client-error-switch';
import { localeOr } from '@/lib/i18n/locales';
import { ErrorView } from '@/components/templates/error-view';
import { isCrawler } from '@/lib/browser/crawler';
import { reportError } from '@/lib/browser/report-error';

type RouteErrorProps = { error: Error & { digest?: string; statusCode?: number }; reset: () => void };

// One retry per page load: a page that fails again must not loop.
let crawlerRetried = false;

/** A page's error boundary (app/(site)/error.tsx): the error view, or for crawlers a logged retry. */
export function RouteError({ error, reset }: RouteErrorProps) {
  const crawler = typeof navigator !== 'undefined' && isCrawler(navigator.userAgent);
  const retry = crawler && !crawlerRetried;
  const locale = localeOr(useParams().locale);
  // The shell hands the page's words down; a page outside it loads them (a few hundred bytes, once).
  const shell = useErrorWords();
  const words = useLazyModule(loadErrorWords[locale], !shell).module ?? shell;
  useEffect(() => {
    reportError(error);
    // Crawlers never get the error view: the error is only logged and the page rendered again.
    if (retry) {
      crawlerRetried = true;
      reset();
    }
  }, [error, retry, reset]);
  if (crawler || !words) return null;
  return (
    <ErrorView
      status={error.statusCode ?? 500}
      message={error.message || words.fallback}
      locale={locale}
      words={words}
    />
  );
}
