import { currentLocale } from '@/lib/i18n/current';
import { formEndpoint } from '@/lib/leads/forms/endpoints';
import { formText } from './form-text';
import { ConsentNote, Honeypot, LocaleField, NoScriptNotices } from './field';
import { TextField } from './kind-input';
import styles from './form.module.css';
import band from './newsletter.module.css';

/**
 * The newsletter band: plain HTML with no script of its own, so it costs a post nothing to hydrate.
 * The browser checks the address; the server answers with a redirect back here and a notice.
 */
export async function NewsletterForm({ page }: { page: string }) {
  const text = formText(await currentLocale(), 'newsletter');
  const t = text.form;
  return (
    <section className={band.band} aria-labelledby="newsletter-title">
      <div className={`container ${band.inner}`}>
        <div>
          <h2 id="newsletter-title" className={band.title}>
            {t.title}
          </h2>
          <p className={band.text}>{t.text}</p>
        </div>
        <form action={formEndpoint('newsletter')} method="post" className={band.form} aria-label={t.label}>
          <NoScriptNotices sent={t.sent} error={t.error} text={text} />
          <input type="hidden" name="page" value={page} />
          <div className={band.row}>
            <TextField id="newsletter-email" kind="email" label={t.email} required optional={text.ui.optional} />
            <button type="submit" className={styles.submit}>
              {t.submit}
            </button>
          </div>
          <Honeypot label={text.ui.honeypot} />
          <LocaleField locale={text.locale} />
          <ConsentNote text={text} />
        </form>
      </div>
    </section>
  );
}
