import type { Locale } from './locales';
import { en, type PrivacyWords } from './privacy/en';
import { pl } from './privacy/pl';
import { pt } from './privacy/pt';

/** The privacy policy's sentences that depend on the deployment, per language: one file each. */
export const PRIVACY_WORDS: Record<Locale, PrivacyWords> = { en, pt, pl };
