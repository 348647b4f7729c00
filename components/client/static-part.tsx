'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { SEALED_CHILDREN, STATIC_PART_ATTRIBUTE } from '@/lib/shared/static-part-marker';
import styles from './static-part.module.css';

// Each sealed part's HTML as it was when its page left, for when the router shows that page again.
const kept = new Map<string, string>();

type Props = { id: string; children: React.ReactNode };

const marker = { [STATIC_PART_ATTRIBUTE]: '' };

/**
 * Server-rendered content with nothing interactive in it (an article, its contents, related links),
 * which a prerendered page carries once, as HTML: the build takes its children out of the page's
 * flight data, and React adopts the HTML as it is instead of hydrating it. Navigating to the page
 * inside the site brings the children as usual. Links in it still navigate in the page (link-router).
 */
export function StaticPart({ id, children }: Props) {
  // React neither reads nor compares an element's inner HTML while hydrating it, so the document's
  // copy is adopted as it stands; it is read (serialised) only when the part leaves, not on start-up.
  const [html] = useState(() => (children === SEALED_CHILDREN ? (kept.get(id) ?? '') : undefined));
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const part = element.current;
    if (html === undefined || !part) return;
    return () => void kept.set(id, part.innerHTML);
  }, [id, html]);
  if (html === undefined)
    return (
      <div id={id} className={styles.part} {...marker}>
        {children}
      </div>
    );
  return <div ref={element} id={id} className={styles.part} {...marker} dangerouslySetInnerHTML={{ __html: html }} />;
}
