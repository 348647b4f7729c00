'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { loadErrorWords } from '@/lib/i18n/chunks';
import { useLazyModule } from '@/components/ui/use-lazy-module';
import { localeOr } from '@/lib/i18n/locales';
import { ErrorView } from '@/components/templates/error-view';
import { reportError } from '@/lib/browser/report-error';

// Apart from route-error.tsx: a client module ships whole, and every page carries the route's boundary.
/** The root layout's own failure (app/global-error.tsx): reported, and the error view in a bare document. */
export function RootError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportError(error), [error]);
  const locale = localeOr(useParams()?.locale);
  // The root layout itself failed: its words load by themselves, its own message shows until they are in.
  const words = useLazyModule(loadErrorWords[locale], true).module;
  if (!words)
    return (
      <main id="main">
        <h1>{error.message || '500'}</h1>
      </main>
    );
  return (
    <div data-layout="default">
      <main id="main">
        <ErrorView status={500} message={error.message || words.fallback} locale={locale} words={words} />
      </main>
    </div>
  );
}
