import { NotFoundIllustration } from '@/components/sections/not-found-illustration';
import styles from './error-view.module.css';

type Props = { status: number; message: string; children?: React.ReactNode };

/**
 * What every error shows: the status, the message and the way home; 404 adds the illustration.
 * It renders its own title and robots tag (React hoists them into <head>), because Next swaps in
 * the not-found metadata for any 404 response.
 */
export function ErrorView({ status, message, children }: Props) {
  return (
    <div className={`container ${styles.error}`}>
      <title>{`${status} - ${message}`}</title>
      <meta name="robots" content="noindex" />
      {status === 404 && <NotFoundIllustration />}
      <p className={styles.status}>Error {status}</p>
      <h1 className={styles.message}>{message}</h1>
      <p className={styles.help}>
        {status === 404
          ? 'The page may have moved, or the link may have a typo. Everything we publish is reachable from the home page.'
          : 'Something went wrong on our side. It has been noted; please try again in a moment.'}
      </p>
      <div className={styles.actions}>
        {/* A full load, not the client router: whatever went wrong, home starts from a fresh page. */}
        <a href="/" className={styles.home}>
          Go to Home
        </a>
        {children}
      </div>
    </div>
  );
}
