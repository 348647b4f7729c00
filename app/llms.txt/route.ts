import { env } from '@/lib/env';
import { llmsTxt } from '@/lib/seo/llms-txt';

// Written at build time from content/, like the sitemap's pages.
export const dynamic = 'force-static';

export function GET() {
  return new Response(llmsTxt(env.NEXT_PUBLIC_SITE_URL), {
    headers: { 'content-type': 'text/markdown; charset=utf-8' },
  });
}
