import type { Locale } from '@/lib/i18n/locales';
import type { FormBase } from './form-text';
import styles from './form.module.css';

type Props = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The word for an optional field, in the form's language: `(optional)`. */
  optional?: string;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode;
};

/** A label, the control, and its hint and error tied to it for assistive technology. */
export function Field({ id, label, error, hint, optional, children }: Props) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> {optional}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Invisible to people, tempting to bots: anything typed here marks the submission as spam. */
export function Honeypot({ label }: { label: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The language of the page the form is on: the server writes the visitor's mail in it. */
export function LocaleField({ locale }: { locale: Locale }) {
  return <input type="hidden" name="locale" value={locale} />;
}

/**
 * Shown by CSS alone when a browser without JavaScript comes back from a form post (#form-sent …); a page
 * with two forms gives the second notices of its own (`id`: `form-{slug}` makes #form-{slug}-sent …).
 */
export function NoScriptNotices({
  sent,
  error,
  text,
  next,
  id = 'form',
}: {
  sent: string;
  error: string;
  text: FormBase;
  id?: string;
  /** What the visitor may do next, linked after the success notice. */
  next?: { href: string; label: string };
}) {
  return (
    <>
      <p id={`${id}-sent`} className={`${styles.notice} ${styles.noticeSuccess}`} role="status">
        {sent}
        {next && (
          <>
            {' '}
            <a href={next.href}>{next.label}</a>
          </>
        )}
      </p>
      <p id={`${id}-error`} className={`${styles.notice} ${styles.noticeError}`} role="alert">
        {error}
      </p>
      <p id={`${id}-rate`} className={`${styles.notice} ${styles.noticeError}`} role="alert">
        {text.ui.rate}
      </p>
      <p id={`${id}-unavailable`} className={`${styles.notice} ${styles.noticeError}`} role="alert">
        {text.ui.unavailable}
      </p>
    </>
  );
}

export function focusFirstError(form: HTMLFormElement) {
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** What replaces a form once it has been sent; it takes focus so screen readers announce it. */
export function Thanks({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={styles.thanks} role="status" tabIndex={-1} ref={(element) => element?.focus()}>
      <h3>{title}</h3>
      {children}
    </div>
  );
}

/** What the form tells the visitor beside its button: the words stored as the consent record. */
export function ConsentNote({ text }: { text: FormBase }) {
  const { before, link, after } = text.privacy;
  return (
    <p className={styles.privacy}>
      {text.consent} {before}
      <a href={text.policy}>{link}</a>
      {after}
    </p>
  );
}

/**
 * The end of every lead form: the honeypot, the page's language, the button (its words while the post
 * is on its way) and the consent note beside it.
 */
export function FormFooter({ text, submit, sending }: { text: FormBase; submit: string; sending?: string }) {
  return (
    <>
      <Honeypot label={text.ui.honeypot} />
      <LocaleField locale={text.locale} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending !== undefined}>
          {sending ?? submit}
        </button>
        <ConsentNote text={text} />
      </div>
    </>
  );
}
