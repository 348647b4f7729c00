import { NotFoundIllustration } from '@/components/sections/not-found-illustration';
import type { ErrorWords } from '@/lib/i18n/chunks';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import styles from './error-view.module.css';

type Props = {
  status: number;
  message: string;
  locale: Locale;
  /** The error view's words in the page's language. */
  words: ErrorWords;
  children?: React.ReactNode;
};

/**
 * What every error shows: the status, the message and the way home; 404 adds the illustration.
 * It renders its own title and robots tag (React hoists them into <head>), because Next swaps in
 * the not-found metadata for any 404 response.
 */
export function ErrorView({ status, message, locale, words, children }: Props) {
  return (
    <div className={`container ${styles.error}`}>
      <title>{`${status} - ${message}`}</title>
      <meta name="robots" content="noindex" />
      {status === 404 && <NotFoundIllustration label={words.illustration} />}
      <p className={styles.status}>{words.status.replace('{status}', String(status))}</p>
      <h1 className={styles.message}>{message}</h1>
      <p className={styles.help}>{status === 404 ? words.notFoundHelp : words.serverHelp}</p>
      <div className={styles.actions}>
        {/* A full load, not the client router: whatever went wrong, home starts from a fresh page. */}
        <a href={localePath(locale, '/')} className={styles.home}>
          {words.home}
        </a>
        {children}
      </div>
    </div>
  );
}
