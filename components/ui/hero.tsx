import { Children } from 'react';
import styles from './page-hero.module.css';

export type HeroProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: React.ReactNode;
  aside?: React.ReactNode;
};

/** The top of every page: one h1, a lead paragraph, optional actions and an aside (also the editor's preview). */
export function Hero({ eyebrow, title, intro, children, aside }: HeroProps) {
  return (
    <div className={`container ${aside ? styles.split : ''}`}>
      <div className={styles.text}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children && (
          // A list: its links are a set of ways on, read as such (and counted) by a screen reader.
          <ul className={styles.actions}>
            {Children.toArray(children).map((child, index) => (
              <li key={index}>{child}</li>
            ))}
          </ul>
        )}
      </div>
      {aside && <div className={styles.aside}>{aside}</div>}
    </div>
  );
}

/** The hero's band: its background and spacing. */
export function HeroBand({ children }: { children: React.ReactNode }) {
  return <div className={styles.hero}>{children}</div>;
}
