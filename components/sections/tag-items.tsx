import { APP_LINK_ATTRIBUTE } from '@/lib/browser/app-links';
import styles from './content.module.css';

type Props = {
  /** Plain labels (technologies, for instance), or topics that lead to their page (their href localised). */
  tags: readonly (string | { name: string; href: string })[];
  label: string;
};

/** The list itself, named by `label` (the editor's preview draws it too). */
export function TagItems({ tags, label }: Props) {
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) =>
        typeof tag === 'string' ? (
          <li key={tag}>{tag}</li>
        ) : (
          <li key={tag.href}>
            {/* A topic's href is already in the page's language (lib/content/topics.ts). */}
            <a href={tag.href} {...{ [APP_LINK_ATTRIBUTE]: '' }}>
              {tag.name}
            </a>
          </li>
        ),
      )}
    </ul>
  );
}
