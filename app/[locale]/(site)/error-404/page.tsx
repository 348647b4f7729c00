import { ErrorView } from '@/components/templates/error-view';
import { NOT_FOUND_PLACEHOLDER } from '@/lib/serving/not-found-page';

// Prerendered once; the proxy writes each unknown path's message in (lib/serving/not-found-page.ts).
export default function NotFoundPage() {
  return <ErrorView status={404} message={NOT_FOUND_PLACEHOLDER} />;
}
