'use client';

import { useSyncExternalStore } from 'react';
import styles from '@/components/ui/notice.module.css';

// The address is read from location rather than useSearchParams: in a prerendered page that hook makes
// Next leave its boundary out of the HTML for React to render from scratch, on an error path, as the page
// starts (the build refuses such a page: lib/build/seal-page.ts).
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const closedInAddress = () => new URLSearchParams(location.search).get('closed');
// The HTML holds no notice: a visitor without scripts is on the listing, which marks closed positions.
const noneInHtml = () => null;

/** The career guard sends closed positions here with ?closed={slug}; the listing itself stays static. */
export function ClosedNotice({
  titles,
  words,
}: {
  titles: Record<string, string>;
  /** In the page's language; `named` has a `{title}`. */
  words: { named: string; unnamed: string; after: string };
}) {
  // Rendered again after hydration, and after a navigation inside the site once the router has moved the address.
  const slug = useSyncExternalStore(subscribe, closedInAddress, noneInHtml);
  if (!slug) return null;
  const title = titles[slug];
  return (
    <div className="container">
      <p role="status" className={styles.notice}>
        {title ? words.named.replace('{title}', title) : words.unnamed} {words.after}
      </p>
    </div>
  );
}
