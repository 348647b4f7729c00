'use client';

import { useState } from 'react';
import { SEALED_CHILDREN, STATIC_PART_ATTRIBUTE } from '@/lib/shared/static-part-marker';
import styles from './static-part.module.css';

// Each part's HTML as the document arrived with it, for when the router shows that page again.
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
  const [html] = useState(() => {
    if (children !== SEALED_CHILDREN) return undefined;
    const adopted = kept.get(id) ?? document.getElementById(id)?.innerHTML ?? '';
    kept.set(id, adopted);
    return adopted;
  });
  if (html === undefined)
    return (
      <div id={id} className={styles.part} {...marker}>
        {children}
      </div>
    );
  return <div id={id} className={styles.part} {...marker} dangerouslySetInnerHTML={{ __html: html }} />;
}
