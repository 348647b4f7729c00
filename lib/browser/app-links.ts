// Client-side navigation for the site's own links, delegated from one listener instead of one
// next/link instance per anchor: a page has 60-70 links, and hydrating that many Link components
// was most of the blocking time at start-up.

/** The attribute AppLink puts on its anchors; only those are taken over. */
export const APP_LINK_ATTRIBUTE = 'data-app-link';

export type Connection = { saveData?: boolean; effectiveType?: string };

/** Data-saver or a 2g connection: do not spend the visitor's data on pages they may never open. */
export function shouldPrefetch(info: Connection | undefined): boolean {
  if (!info) return true;
  return !info.saveData && !/(^|-)2g$/.test(info.effectiveType ?? '');
}

/**
 * A visitor's first signs of presence. Links in view are prefetched only after one of these: on a
 * slow phone the prefetches' fetching and parsing otherwise run beside start-up, and a visitor who
 * leaves without moving costs the server nothing. A pointer over or focus on a link still prefetches it.
 */
export const PRESENCE_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown'] as const;

type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>;

/** The anchor matching selector that an event landed in, if any. */
export function anchorOf(target: EventTarget | null, selector: string): HTMLAnchorElement | null {
  // Text nodes and the window have no closest().
  const element = target as Partial<Element> | null;
  return typeof element?.closest === 'function' ? element.closest<HTMLAnchorElement>(selector) : null;
}

/** The anchor a click landed in, if it is one of ours. */
export const appLinkOf = (target: EventTarget | null) => anchorOf(target, `a[${APP_LINK_ATTRIBUTE}]`);

type Anchor = Pick<HTMLAnchorElement, 'href' | 'getAttribute' | 'hasAttribute'>;

/**
 * Where the router should go for this click, or null to leave it to the browser (as next/link does):
 * other buttons, modifier keys (new tab or window, download), another target, a download link,
 * another origin, or a click some other handler has already claimed.
 */
export function routerTarget(click: Click, anchor: Anchor, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return null;
  return sameOriginPath(anchor.href, origin);
}

/** The path, query and hash of a same-origin http(s) address; null for anything else. */
export function sameOriginPath(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return null;
  return url.pathname + url.search + url.hash;
}
