// The first page's metadata arrives once, in the HTML head: the build takes its copy out of the flight
// data (lib/build/static-parts.ts), so React does not own those tags. React owns the metadata of every
// page reached inside the site, and adopts a tag it finds already in the head; this takes the first
// page's tags out before React renders another page (so it never adopts one), and puts them back when
// the first page shows again. Its <title> stays: React renders titles before it, and uses it again.

/** The tags Next renders from a page's metadata; the viewport's (charset, viewport, colours) are React's. */
const METADATA =
  'head > meta[name]:not([name="viewport"], [name="theme-color"], [name="color-scheme"]), head > meta[property], head > link[rel="canonical"], head > link[rel="alternate"], head > link[rel="icon"]';

export type SealedHead = {
  /** Before the router shows `path`: the first page's tags leave the head unless it is the first page. */
  leave(path: string): void;
  /** After the router showed `path`: the tags are back if it is the first page. */
  settle(path: string): void;
};

/** Keeps the first page's own metadata tags, read from `document` as the page arrived. */
export function keepSealedHead(document: Document, firstPath: string): SealedHead {
  const tags = [...document.querySelectorAll(METADATA)];
  return {
    leave(path) {
      if (path !== firstPath) for (const tag of tags) tag.remove();
    },
    settle(path) {
      if (path === firstPath) for (const tag of tags) if (!tag.isConnected) document.head.append(tag);
    },
  };
}
