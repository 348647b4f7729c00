import styles from './content.module.css';

/** The closing band with its words settled; `children` is its button (the editor's preview draws it too). */
export function CtaBandView({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className={`container ${styles.ctaInner}`}>
        <div>
          <h2 id="cta-title">{title}</h2>
          <p>{text}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
