import styles from './content.module.css';

export function Highlights({ items }: { items: { title: string; description: string; proof?: string }[] }) {
  return (
    <ul className={styles.highlights}>
      {items.map((item) => (
        <li key={item.title}>
          <h2>{item.title}</h2>
          <p>{item.description}</p>
          {item.proof && <p className={styles.proof}>{item.proof}</p>}
        </li>
      ))}
    </ul>
  );
}
