import { handleVerify } from '@/lib/leads/endpoints/call';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handleVerify(request, (await params).id);
}
