import styles from './content.module.css';

export function TagList({ tags, label = 'Tags' }: { tags: readonly string[]; label?: string }) {
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
