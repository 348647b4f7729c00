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
