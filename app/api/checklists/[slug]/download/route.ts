import { getChecklistBySlug } from '@/lib/content/checklists';
import { checklistPdf } from '@/lib/leads/endpoints/checklist-pdf';
import { verifyDownload } from '@/lib/leads/mail/download-links';
import { downloadKey } from '@/lib/leads/mail/links';
import { getLeadStore } from '@/lib/leads/server';
import { DEFAULT_LOCALE, isLocale, LOCALE_FACTS } from '@/lib/i18n/locales';

export const dynamic = 'force-dynamic';

// Served only through the signed, expiring link a checklist request hands out, in the language it names.
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  // A checklist not translated into the link's language is sent as written.
  const translated = getChecklistBySlug(locale, slug);
  const language = translated ? locale : DEFAULT_LOCALE;
  const checklist = translated ?? getChecklistBySlug(DEFAULT_LOCALE, slug);
  if (!checklist) return Response.json({ error: 'There is no such checklist' }, { status: 404 });
  const key = await downloadKey(await getLeadStore());
  if (!verifyDownload(key, { slug, locale }, url.searchParams.get('expires'), url.searchParams.get('signature'))) {
    return Response.json({ error: 'This download link is invalid or has expired' }, { status: 403 });
  }
  return new Response(Buffer.from(await checklistPdf(checklist, language)), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${slug}.pdf"`,
      'content-language': LOCALE_FACTS[language].tag,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
