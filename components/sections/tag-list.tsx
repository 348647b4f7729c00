import { AppLink } from '@/components/ui/app-link';
import styles from './content.module.css';

type Props = {
  tags: readonly string[];
  label?: string;
  /** Where each tag leads; without it the tags are plain labels (technologies, for instance). */
  hrefOf?: (tag: string) => string;
};

export function TagList({ tags, label = 'Tags', hrefOf }: Props) {
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>{hrefOf ? <AppLink href={hrefOf(tag)}>{tag}</AppLink> : tag}</li>
      ))}
    </ul>
  );
}
