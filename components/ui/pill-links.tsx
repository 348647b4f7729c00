import { AppLink } from './app-link';
import styles from './pill-links.module.css';

type Item = { href: string; label: string; count?: number };

/** A wrapping row of rounded links, with an optional count each: topics, industries. */
export function PillLinks({ items, label }: { items: Item[]; label?: string }) {
  return (
    <ul className={styles.pills} aria-label={label}>
      {items.map((item) => (
        <li key={item.href}>
          <AppLink href={item.href}>
            {item.label}
            {item.count !== undefined && <span> ({item.count})</span>}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
