import { handleConfirm } from '@/lib/leads/endpoints/visitor-links';

export const dynamic = 'force-dynamic';

// The button of /newsletter/confirm posts to its own URL; proxy.ts sends that post here.
export function POST(request: Request) {
  return handleConfirm(request);
}
