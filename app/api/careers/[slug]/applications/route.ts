import { handleApplication } from '@/lib/leads/endpoints/handlers';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return handleApplication(request, (await params).slug);
}
