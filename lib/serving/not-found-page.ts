import { escapeFlightString } from '@/lib/output/next-output';
import { HEAD_SCRIPT } from '@/lib/shared/head-script';
import { readPageFile } from './page-files';
import { appRouteOf } from '@/lib/i18n/paths';
import { escapeHtml } from '@/lib/text';

/**
 * The 404 page is prerendered once, with this in place of its message, and sealed like every page;
 * each unknown path gets that file with the message written in (escaped for HTML and for the flight
 * data's script) and a fresh nonce on its scripts, whose text has changed. Rendering it per request
 * cost ten times a page (bench/RESULTS.md); this costs about what serving a page file does.
 */
export const NOT_FOUND_PLACEHOLDER = 'NOT_FOUND_MESSAGE_PLACEHOLDER';

/** The prerendered 404 page with `message` written in and `nonce` on every script; undefined without a build. */
export function notFoundHtml(route: string, message: string, nonce: string): string | undefined {
  const file = readPageFile(appRouteOf(route));
  return file && fillNotFound(file.toString('utf8'), message, nonce);
}

/**
 * Writes `message` into a 404 template: flight data inside scripts, HTML text everywhere else; with a
 * `nonce`, each script that changed carries it (development has no script policy, so no nonce).
 */
export function fillNotFound(html: string, message: string, nonce?: string): string {
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return html
    .replace(
      /(<script\b)([^>]*>)([\s\S]*?)(<\/script>)/g,
      (_, open: string, rest: string, body: string, close: string) => {
        // The head script is unchanged and allowed by its hash, as on every page.
        if (body === HEAD_SCRIPT) return `${open}${rest}${body}${close}`;
        return `${open}${nonceAttribute}${rest}${body.split(NOT_FOUND_PLACEHOLDER).join(escapeFlightString(message))}${close}`;
      },
    )
    .split(NOT_FOUND_PLACEHOLDER)
    .join(escapeHtml(message));
}
