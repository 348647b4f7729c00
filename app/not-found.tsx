import type { Metadata } from 'next';
import { ErrorView } from '@/components/error-view';
import { errorMetadata } from '@/lib/metadata';

// Fallback for notFound() inside a page; unknown URLs are answered by the proxy through /error-404.
export const metadata: Metadata = errorMetadata(404, 'Page not found');

export default function NotFound() {
  return <ErrorView status={404} message="Page not found" />;
}
