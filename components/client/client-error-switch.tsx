'use client';

import { useParams, usePathname } from 'next/navigation';
import { localeOr } from '@/lib/i18n/locales';
import { createContext, useContext, useEffect, useState } from 'react';
import type { ErrorWords } from '@/lib/i18n/chunks';
import { ErrorView } from '@/components/templates/error-view';
import { isCrawler } from '@/lib/browser/crawler';
import { reportError } from '@/lib/browser/report-error';
import { classifyError, errorMessage } from '@/lib/browser/errors';

/**
 * An unhandled error anywhere on the page switches the content to the error view, as a render
 * error would. Crawlers keep the page: for them the error is only logged. Missing code chunks
 * are left to the reload in lib/browser/chunk-recovery.ts.
 */
/** The error view's words in the page's language, for the page's error boundary (components/client/route-error.tsx). */
const ErrorWordsContext = createContext<ErrorWords | undefined>(undefined);
export const useErrorWords = () => useContext(ErrorWordsContext);

export function ClientErrorSwitch({ words, children }: { words: ErrorWords; children: React.ReactNode }) {
  const [failure, setFailure] = useState<{ message: string; path: string } | null>(null);
  const pathname = usePathname();
  const locale = localeOr(useParams().locale);

  useEffect(() => {
    const fail = (error: unknown, message?: string) => {
      if (classifyError(error, message) !== 'fatal') return;
      reportError(error ?? message);
      if (isCrawler(navigator.userAgent)) return;
      setFailure({ message: errorMessage(error, message || undefined), path: location.pathname });
    };
    const onError = (event: ErrorEvent) => {
      if (event.target instanceof Element) return;
      fail(event.error, event.message);
    };
    const onRejection = (event: PromiseRejectionEvent) => fail(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  // Navigating away leaves the error behind.
  if (failure && failure.path === pathname)
    return <ErrorView status={500} message={failure.message} locale={locale} words={words} />;
  return <ErrorWordsContext value={words}>{children}</ErrorWordsContext>;
}
