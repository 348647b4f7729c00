import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ErrorView } from '@/components/error-view';
import { errorMetadata } from '@/lib/metadata';
import { ORIGINAL_PATH_HEADER, notFoundMessage } from '@/lib/routes';

// The proxy rewrites every unknown path here with status 404; the only page rendered per request.
async function message(): Promise<string> {
  const requested = (await headers()).get(ORIGINAL_PATH_HEADER) ?? '/error-404';
  return notFoundMessage(requested);
}

export async function generateMetadata(): Promise<Metadata> {
  return errorMetadata(404, await message());
}

export default async function NotFoundPage() {
  return <ErrorView status={404} message={await message()} />;
}
