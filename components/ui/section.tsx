import styles from './section.module.css';

type Props = {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: string;
  tone?: 'plain' | 'alt';
  children: React.ReactNode;
};

export function Section({ id, eyebrow, title, intro, tone = 'plain', children }: Props) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={`${styles.section} ${styles[tone]}`}>
      <div className="container">
        {(title || eyebrow) && (
          <header className={styles.header}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            {title && <h2 id={headingId}>{title}</h2>}
            {intro && <p className={styles.intro}>{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
