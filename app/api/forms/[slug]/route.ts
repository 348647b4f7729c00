import { handleEditorForm } from '@/lib/leads/endpoints/editor-forms';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return handleEditorForm(request, (await params).slug);
}
