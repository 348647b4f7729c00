import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './content.module.css';

type Props = { title?: string; text?: string; action?: { label: string; href: string } };

/** Every page ends with a way to talk to the company. */
export async function CtaBand({ title, text, action }: Props) {
  const t = messagesFor(await currentLocale());
  const { label, href } = action ?? { label: t.common.bookConsultation, href: '/contact-us' };
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className={`container ${styles.ctaInner}`}>
        <div>
          <h2 id="cta-title">{title ?? t.cta.title}</h2>
          <p>{text ?? t.cta.text}</p>
        </div>
        <ButtonLink href={href} variant="inverse" size="lg">
          {label}
        </ButtonLink>
      </div>
    </section>
  );
}
