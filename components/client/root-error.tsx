'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { ERROR_WORDS } from '@/lib/i18n/errors';
import { localeOr } from '@/lib/i18n/locales';
import { ErrorView } from '@/components/templates/error-view';
import { reportError } from '@/lib/browser/report-error';

// Apart from route-error.tsx: a client module ships whole, and every page carries the route's boundary.
/** The root layout's own failure (app/global-error.tsx): reported, and the error view in a bare document. */
export function RootError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportError(error), [error]);
  const locale = localeOr(useParams()?.locale);
  return (
    <div data-layout="default">
      <main id="main">
        <ErrorView status={500} message={error.message || ERROR_WORDS[locale].fallback} locale={locale} />
      </main>
    </div>
  );
}
