import { handleBrief } from '@/lib/leads/endpoints/brief';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleBrief(request);
}
