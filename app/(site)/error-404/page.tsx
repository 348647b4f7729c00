import { headers } from 'next/headers';
import { ErrorView } from '@/components/templates/error-view';
import { readPageManifest } from '@/lib/serving/build-output';
import { notFoundMessage, ORIGINAL_PATH_HEADER } from '@/lib/serving/page-list';

// The proxy rewrites every unknown path here with status 404: the one page rendered per request.
export default async function NotFoundPage() {
  const requested = (await headers()).get(ORIGINAL_PATH_HEADER) ?? '/error-404';
  return (
    <ErrorView status={404} message={notFoundMessage(requested, readPageManifest() ?? { pages: {}, routes: [] })} />
  );
}
