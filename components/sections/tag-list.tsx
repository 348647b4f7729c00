import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { AppLink } from '@/components/ui/app-link';
import styles from './content.module.css';

type Props = {
  /** Plain labels (technologies, for instance), or topics that lead to their page. */
  tags: readonly (string | { name: string; href: string })[];
  label?: string;
};

export async function TagList({ tags, label }: Props) {
  const fallback = messagesFor(await currentLocale()).tags;
  return (
    <ul className={styles.tags} aria-label={label ?? fallback}>
      {tags.map((tag) =>
        typeof tag === 'string' ? (
          <li key={tag}>{tag}</li>
        ) : (
          <li key={tag.href}>
            <AppLink href={tag.href}>{tag.name}</AppLink>
          </li>
        ),
      )}
    </ul>
  );
}
