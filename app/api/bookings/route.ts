import { handleCall } from '@/lib/leads/endpoints/call';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleCall(request);
}
