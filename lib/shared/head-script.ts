// The one script in every page's <head>: hashed into each page's policy (lib/build/seal-page.ts,
// lib/output/policies.ts) and run before the body is parsed. Relative imports: next.config.ts loads it.
import { CONSENT_ASK_ATTRIBUTE, CONSENT_COOKIE, CONSENT_VALUE } from './consent';
import { THEME_SCRIPT } from './theme';

/**
 * Without scripts the banner stays hidden: nothing it offers could load. With them, a first visit's
 * banner is in the first painted frame, and a returning visitor's never is.
 */
const CONSENT_SCRIPT =
  `document.cookie.split("; ").indexOf("${CONSENT_COOKIE}=${CONSENT_VALUE}")<0&&` +
  `document.documentElement.setAttribute("${CONSENT_ASK_ATTRIBUTE}","")`;

export const HEAD_SCRIPT = `${THEME_SCRIPT};${CONSENT_SCRIPT}`;
