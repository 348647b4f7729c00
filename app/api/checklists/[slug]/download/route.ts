import { getChecklistBySlug } from '@/lib/content/checklists';
import { checklistPdf } from '@/lib/leads/endpoints/checklist-pdf';
import { verifyDownload } from '@/lib/leads/mail/download-links';
import { downloadKey } from '@/lib/leads/mail/links';
import { getLeadStore } from '@/lib/leads/server';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

export const dynamic = 'force-dynamic';

// Served only through the signed, expiring link a checklist request hands out.
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const checklist = getChecklistBySlug(DEFAULT_LOCALE, slug);
  if (!checklist) return Response.json({ error: 'There is no such checklist' }, { status: 404 });
  const url = new URL(request.url);
  if (
    !verifyDownload(
      await downloadKey(await getLeadStore()),
      slug,
      url.searchParams.get('expires'),
      url.searchParams.get('signature'),
    )
  ) {
    return Response.json({ error: 'This download link is invalid or has expired' }, { status: 403 });
  }
  return new Response(Buffer.from(await checklistPdf(checklist)), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${slug}.pdf"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
