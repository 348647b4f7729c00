import { ImageResponse } from 'next/og';
import { env } from '@/lib/env';
import { readPageManifest } from '@/lib/serving/build-output';
import { site } from '@/config/site';
import { drawableText, pageOfSocialImage, SOCIAL_IMAGE_SIZE } from '@/lib/seo/social-cards';
import { titleFromPath } from '@/lib/text';
import { localeOfTag } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';

// The social image of every page the build produced that is its own canonical URL, drawn from the
// title its HTML carries on first request and then kept (app/icon.svg is the mark).
export const dynamic = 'force-static';
export const dynamicParams = true;

type Params = { path: string[] };

export function generateStaticParams(): Params[] {
  return [];
}

const MARK = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4338ca"/><path d="M7 11c6 0 6 10 12 10s6-10 6-10" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/><path d="M7 21c6 0 6-10 12-10" fill="none" stroke="#c7d2fe" stroke-width="2.6" stroke-linecap="round"/></svg>')}`;

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const path = pageOfSocialImage(`/og/${(await params).path.join('/')}`);
  const page = path ? readPageManifest()?.pages[path] : undefined;
  const own =
    page &&
    (!page.canonical ||
      page.canonical === `${env.NEXT_PUBLIC_SITE_URL}${path === '/' ? '' : path}` ||
      page.canonical === `${env.NEXT_PUBLIC_SITE_URL}${path}`);
  // Not for a year in a CDN: the page may exist with the next deploy.
  if (!path || !page || !own)
    return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  const card = {
    title: drawableText(page.title ?? titleFromPath(path)),
    eyebrow: drawableText(page.eyebrow ?? site.name),
  };
  const titleSize = card.title.length > 60 ? 58 : card.title.length > 34 ? 68 : 80;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: '#0f1b2d',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- satori draws plain img elements */}
        <img src={MARK} width={64} height={64} alt="" />
        <div style={{ fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }}>{site.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 28, color: '#c7d2fe', textTransform: 'uppercase', letterSpacing: 2 }}>
          {card.eyebrow}
        </div>
        <div style={{ fontSize: titleSize, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1.5, maxWidth: 1000 }}>
          {card.title}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          fontSize: 26,
          color: '#cbd5e1',
        }}
      >
        <div style={{ display: 'flex' }}>{drawableText(messagesFor(localeOfTag(page.language)).tagline)}</div>
        <div style={{ display: 'flex', width: 160, height: 8, borderRadius: 4, background: '#4338ca' }} />
      </div>
    </div>,
    { ...SOCIAL_IMAGE_SIZE, headers: { 'cache-control': 'public, max-age=86400' } },
  );
}
