import { handleUnsubscribe } from '@/lib/leads/endpoints/visitor-links';

export const dynamic = 'force-dynamic';

// One-click unsubscribe posts to /unsubscribe?token=…, the URL in every mail; proxy.ts sends it here.
export function POST(request: Request) {
  return handleUnsubscribe(request);
}
