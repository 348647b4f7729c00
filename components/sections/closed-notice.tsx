'use client';

import { useSearchParams } from 'next/navigation';
import styles from './careers.module.css';

/** The career guard sends closed positions here with ?closed={slug}; the listing itself stays static. */
export function ClosedNotice({ titles }: { titles: Record<string, string> }) {
  const slug = useSearchParams().get('closed');
  if (!slug) return null;
  const title = titles[slug];
  return (
    <div className="container">
      <p role="status" className={styles.notice}>
        {title ? <>The position “{title}” is closed.</> : <>That position is closed.</>} Thank you for your interest:
        the open roles are listed below.
      </p>
    </div>
  );
}
