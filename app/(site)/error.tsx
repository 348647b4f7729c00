'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/templates/error-view';
import { isCrawler } from '@/lib/browser/crawler';
import { reportError } from '@/lib/browser/report-error';

type Props = { error: Error & { digest?: string; statusCode?: number }; reset: () => void };

// One retry per page load: a page that fails again must not loop.
let crawlerRetried = false;

export default function SiteError({ error, reset }: Props) {
  const crawler = typeof navigator !== 'undefined' && isCrawler(navigator.userAgent);
  const retry = crawler && !crawlerRetried;
  useEffect(() => {
    reportError(error);
    // Crawlers never get the error view: the error is only logged and the page rendered again.
    if (retry) {
      crawlerRetried = true;
      reset();
    }
  }, [error, retry, reset]);
  if (crawler) return null;
  const status = error.statusCode ?? 500;
  const message = error.message || 'Something went wrong';
  return (
    <>
      <ErrorView status={status} message={message} />
    </>
  );
}
