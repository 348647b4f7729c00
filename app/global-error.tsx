'use client';

import { RootError } from '@/components/client/root-error';
import './globals.css';

// Replaces the root layout when it fails itself, so it renders its own document.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body>
        <RootError error={error} />
      </body>
    </html>
  );
}
