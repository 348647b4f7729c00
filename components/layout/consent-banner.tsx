import { StaticPart } from '@/components/client/static-part';
import styles from '@/components/client/consent.module.css';
import { CONSENT_CHOICE_ATTRIBUTE, type ConsentChoice } from '@/lib/shared/consent';
import { wordsOf } from '@/lib/i18n/words';
import type { ConsentWords } from '@/lib/i18n/chunks';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The consent banner, at the top of every page's HTML once (not hydrated, not in the flight data) so that
 * a first visit paints it with the page, in the flow above the header: nothing scrolls under it. The head script shows it only while no choice is stored
 * (lib/shared/head-script.ts); ConsentManager runs its buttons, which stay disabled until it does.
 */
export function ConsentBanner({ locale, policy }: { locale: Locale; policy: string }) {
  return (
    <StaticPart id="consent-banner">
      <ConsentBannerView words={wordsOf(locale, 'consent')} policy={policy} />
    </StaticPart>
  );
}

/** The banner itself, drawn from its words: the page's, or those an editor is typing (cms/previews/words.tsx). */
export function ConsentBannerView({ words: t, policy }: { words: ConsentWords; policy: string }) {
  const choice = (value: ConsentChoice) => ({ [CONSENT_CHOICE_ATTRIBUTE]: value, disabled: true });
  return (
    <div role="region" className={styles.banner} aria-labelledby="consent-title">
      <div className={styles.bannerInner}>
        <div className={styles.bannerText}>
          {/* A labelled region, not a heading: the page's h1 stays the first heading of its outline (§25). */}
          <p id="consent-title" className={styles.title}>
            {t.title}
          </p>
          <p>
            {t.text} <a href={`${policy}#cookies-and-similar-technologies`}>{t.howWeUse}</a>
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.choice} {...choice('all')}>
            {t.acceptAll}
          </button>
          <button type="button" className={styles.choice} {...choice('none')}>
            {t.rejectAll}
          </button>
          <button type="button" className={styles.link} {...choice('preferences')}>
            {t.preferences}
          </button>
        </div>
      </div>
    </div>
  );
}
