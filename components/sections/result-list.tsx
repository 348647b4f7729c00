import styles from './work.module.css';

/** A case study's numbers: the figure large, what it measures beneath. */
export function ResultList({ results }: { results: { value: string; label: string }[] }) {
  return (
    <dl className={styles.results}>
      {results.map((result) => (
        <div key={result.label}>
          <dt>{result.label}</dt>
          <dd>{result.value}</dd>
        </div>
      ))}
    </dl>
  );
}
