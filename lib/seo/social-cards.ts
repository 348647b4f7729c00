import { getPostBySlug } from '@/lib/content/blog';
import { getJobBySlug } from '@/lib/content/careers';
import { getChecklistBySlug } from '@/lib/content/checklists';
import { getCaseStudy } from '@/lib/content/clients';
import { getAllPages } from '@/lib/content/pages';
import { site } from '@/config/site';

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where a page's image lives: /og/index.png for the home page, /og/blog/x.png for /blog/x. */
export function socialImagePath(pagePath: string): string {
  return `/og${pagePath === '/' ? '/index' : pagePath}.png`;
}

/** The page an image path belongs to: the inverse of socialImagePath. */
export function pageOfSocialImage(imagePath: string): string | undefined {
  const match = /^\/og(\/.+)\.png$/.exec(imagePath);
  if (!match) return undefined;
  return match[1] === '/index' ? '/' : match[1];
}

/** The short line above a page's title on its social image: what kind of page it is. */
export function socialEyebrow(path: string): string {
  if (path === '/') return site.tagline;
  const [, section = '', slug = ''] = path.split('/');
  if (section === 'blog' && slug === 'tags') return 'Blog · Topic';
  if (section === 'blog') {
    const post = slug && slug !== 'page' ? getPostBySlug(slug) : undefined;
    return post ? `Blog · ${post.readingMinutes} min read` : 'Engineering notes';
  }
  if (section === 'career' && slug) return `Careers · ${getJobBySlug(slug)?.location ?? 'Open position'}`;
  if (section === 'checklist' && slug) return `Free checklist · ${getChecklistBySlug(slug)?.itemCount ?? ''} checks`;
  if (section === 'work' && slug === 'industry') return 'Case studies · Industry';
  if (section === 'work' && slug) {
    const study = getCaseStudy(slug);
    return study ? `Case study · ${study.name} · ${study.caseStudy.results[0]?.value ?? ''}` : 'Case study';
  }
  if (section === 'search') return 'Search';
  if (section === 'services') return slug ? 'Service' : 'What we do';
  const page = getAllPages().find((candidate) => candidate.href === path);
  return page?.eyebrow ?? (path.split('/').length === 2 && !page ? 'Service' : site.name);
}

/**
 * Text the social image's bundled font can draw: anything else would make next/og fetch a font from
 * Google at request time. A rating's star becomes a word; other symbols are left out.
 */
export function drawableText(text: string): string {
  return text
    .replace(/★/g, ' stars')
    .replace(/[^\u0020-\u024F\u2013-\u2026\u20AC]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
