'use client';

import { useSearchParams } from 'next/navigation';
import styles from './careers.module.css';

/** The career guard sends closed positions here with ?closed={slug}; the listing itself stays static. */
export function ClosedNotice({
  titles,
  words,
}: {
  titles: Record<string, string>;
  /** In the page's language; `named` has a `{title}`. */
  words: { named: string; unnamed: string; after: string };
}) {
  const slug = useSearchParams().get('closed');
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
