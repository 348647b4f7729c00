import { handleNewsletter } from '@/lib/leads/endpoints/handlers';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleNewsletter(request);
}
