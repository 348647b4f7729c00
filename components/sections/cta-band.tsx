import { site } from '@/config/site';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './content.module.css';

type Props = { title?: string; text?: string; action?: { label: string; href: string } };

/** Every page ends with a way to talk to the company. */
export function CtaBand({
  title = 'Tell us what you are building',
  text = `A senior engineer reads every message and answers with concrete next steps. ${site.replyPromise}`,
  action = { label: 'Book a free consultation', href: '/contact-us' },
}: Props) {
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className={`container ${styles.ctaInner}`}>
        <div>
          <h2 id="cta-title">{title}</h2>
          <p>{text}</p>
        </div>
        <ButtonLink href={action.href} variant="inverse" size="lg">
          {action.label}
        </ButtonLink>
      </div>
    </section>
  );
}
