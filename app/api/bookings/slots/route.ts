import { handleSlots } from '@/lib/leads/endpoints/call';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return handleSlots(request);
}
