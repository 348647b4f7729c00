import { handleInsights } from '@/lib/insights/collect';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleInsights(request);
}
