import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { AppLink } from '@/components/ui/app-link';
import styles from './content.module.css';

type Props = {
  tags: readonly string[];
  label?: string;
  /** Where each tag leads; without it the tags are plain labels (technologies, for instance). */
  hrefOf?: (tag: string) => string;
};

export async function TagList({ tags, label, hrefOf }: Props) {
  const fallback = messagesFor(await currentLocale()).tags;
  return (
    <ul className={styles.tags} aria-label={label ?? fallback}>
      {tags.map((tag) => (
        <li key={tag}>{hrefOf ? <AppLink href={hrefOf(tag)}>{tag}</AppLink> : tag}</li>
      ))}
    </ul>
  );
}
