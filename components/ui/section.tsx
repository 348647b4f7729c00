import styles from './section.module.css';

type Props = {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: string;
  tone?: 'plain' | 'alt';
  /** Never in the first screen: its rendering waits until the reader nears it. */
  belowFold?: boolean;
  children: React.ReactNode;
};

export function Section({ id, eyebrow, title, intro, tone = 'plain', belowFold = false, children }: Props) {
  const headingId = id ? `${id}-title` : undefined;
  const className = [styles.section, styles[tone], belowFold && styles.belowFold].filter(Boolean).join(' ');
  // Without a title it is a band of the page, not a section of its outline (a section needs a heading).
  const Band = title ? 'section' : 'div';
  return (
    <Band id={id} aria-labelledby={title ? headingId : undefined} className={className}>
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
    </Band>
  );
}
