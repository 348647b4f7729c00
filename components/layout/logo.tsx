import { site } from '@/config/site';
import styles from './logo.module.css';

/** The Brightloom mark: three woven threads. The word mark is real text for screen readers and search. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className={`${styles.logo} ${inverse ? styles.inverse : ''}`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-brand)" />
        <path d="M7 11c6 0 6 10 12 10s6-10 6-10" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M7 21c6 0 6-10 12-10" fill="none" stroke="#c7d2fe" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      {site.name}
    </span>
  );
}
