'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/templates/error-view';
import { reportError } from '@/lib/browser/report-error';
import './globals.css';

// Replaces the root layout when it fails itself, so it renders its own document.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportError(error), [error]);
  const message = error.message || 'Something went wrong';
  return (
    <html lang="en">
      <body>
        <div data-layout="default">
          <main id="main">
            <ErrorView status={500} message={message} />
          </main>
        </div>
      </body>
    </html>
  );
}
