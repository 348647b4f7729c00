import { ErrorView } from '@/components/templates/error-view';

// Fallback for notFound() inside a page; unknown URLs are answered by the proxy through /error-404.
export default function NotFound() {
  return <ErrorView status={404} message="Page not found" />;
}
