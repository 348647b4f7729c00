import { currentLocale } from '@/lib/i18n/current';
import { ConsentNote, EmailField, Honeypot, LocaleField, NoScriptNotices } from './field';
import styles from './form.module.css';
import band from './newsletter.module.css';

/**
 * The newsletter band: plain HTML with no script of its own, so it costs a post nothing to hydrate.
 * The browser checks the address; the server answers with a redirect back here and a notice.
 */
export async function NewsletterForm({ page }: { page: string }) {
  const locale = await currentLocale();
  return (
    <section className={band.band} aria-labelledby="newsletter-title">
      <div className={`container ${band.inner}`}>
        <div>
          <h2 id="newsletter-title" className={band.title}>
            New posts by e-mail
          </h2>
          <p className={band.text}>
            What we learn building and running software for our clients. No tracking, no other mail.
          </p>
        </div>
        <form action="/api/newsletter" method="post" className={band.form} aria-label="Subscribe to new posts">
          <NoScriptNotices
            sent="Almost done: open the e-mail we just sent you and confirm your subscription."
            error="Please enter a valid e-mail address to subscribe."
          />
          <input type="hidden" name="page" value={page} />
          <div className={band.row}>
            <EmailField id="newsletter-email" label="E-mail address" />
            <button type="submit" className={styles.submit}>
              Subscribe
            </button>
          </div>
          <Honeypot />
          <LocaleField locale={locale} />
          <ConsentNote form="newsletter" />
        </form>
      </div>
    </section>
  );
}
