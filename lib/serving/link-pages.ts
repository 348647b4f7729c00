// The pages behind the links in mails to visitors: a fact the mails, the endpoints and the proxy share.
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';

export type LinkPurpose = 'confirm' | 'unsubscribe';

/** The page each link opens (`?token=…`); its button posts to the same URL. */
export const LINK_PAGES: Record<LinkPurpose, string> = { confirm: '/newsletter/confirm', unsubscribe: '/unsubscribe' };
/** Where a browser lands once the button has done its work. */
export const LINK_RESULT_PAGES: Record<LinkPurpose, string> = {
  confirm: '/newsletter/confirmed',
  unsubscribe: '/unsubscribe/done',
};

/** The absolute URL of a link page for one token, in the language the visitor wrote in. */
export const linkUrl = (origin: string, purpose: LinkPurpose, token: string, locale: Locale) =>
  `${origin}${localePath(locale, LINK_PAGES[purpose])}?token=${token}`;

/** The hidden field a link page's button posts, so that the answer comes back in the page's language. */
export const LOCALE_FIELD = 'locale';

/** A confirmation link works for this long after the sign-up. */
export const CONFIRM_LINK_DAYS = 7;

/** The one-click body of RFC 8058; the unsubscribe page's button posts the same field. */
export const ONE_CLICK_FIELD = { 'List-Unsubscribe': 'One-Click' };
