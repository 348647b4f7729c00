import { LANGUAGE_LINK_ATTRIBUTE } from '@/lib/shared/language-links';

/**
 * The switcher's links after navigating inside the site: the header stays while the page changes, so
 * each link is pointed again at the page's version in its language (the head's hreflang alternates),
 * or at that language's home (the attribute's value) where the page has none.
 */
export function syncLanguageLinks(doc: Document): void {
  const versions = new Map<string, string>();
  for (const link of doc.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'))
    versions.set(link.hreflang, link.href);
  for (const anchor of doc.querySelectorAll<HTMLAnchorElement>(`a[${LANGUAGE_LINK_ATTRIBUTE}]`)) {
    const version = versions.get(anchor.hreflang);
    const target = version ? new URL(version) : undefined;
    const href = target ? `${target.pathname}${target.search}` : anchor.getAttribute(LANGUAGE_LINK_ATTRIBUTE);
    if (href && anchor.getAttribute('href') !== href) anchor.setAttribute('href', href);
  }
}

/** Whether an event is about to use a switcher link (pressed, focused): sync first. */
export function isLanguageLink(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`a[${LANGUAGE_LINK_ATTRIBUTE}]`) !== null;
}
