import { handleApplication } from '@/lib/leads/handlers';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return handleApplication(request, (await params).slug);
}
