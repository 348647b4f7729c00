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
        {children && <div className={styles.actions}>{children}</div>}
      </div>
      {aside && <div className={styles.aside}>{aside}</div>}
    </div>
  );
}

/** The hero's band: its background and spacing. */
export function HeroBand({ children }: { children: React.ReactNode }) {
  return <div className={styles.hero}>{children}</div>;
}
