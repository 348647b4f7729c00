// The consent banner's and preferences' words in English. Apart from the message files: the server
// writes the banner into each page once (components/layout/consent-banner.tsx), and the browser loads a
// language's words only for the preferences (lib/i18n/consent/load.ts), so they never ride in flight data.
// The other languages' files are typed against this one.
export const en = {
  title: 'Cookies on this site',
  text: 'Necessary cookies keep the site working. With your permission we also use analytics cookies to learn which pages help people.',
  howWeUse: 'How we use cookies',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  preferences: 'Preferences',
  loading: 'Loading cookie preferences…',
  analyticsOn: 'Analytics cookies are on.',
  analyticsOff: 'Analytics cookies are off.',
  dialogTitle: 'Cookie preferences',
  dialogIntro: 'Choose which cookies we may use. You can change this at any time from the footer of every page.',
  categories: 'Cookie categories',
  necessary: 'Necessary cookies',
  necessaryText: 'Remember your cookie choice. Always on, because the site cannot work without them.',
  analytics: 'Analytics cookies',
  analyticsText: 'Google Analytics through Google Tag Manager: which pages are read and how visitors find them.',
  save: 'Save preferences',
  close: 'Close cookie preferences',
};

export type ConsentWords = typeof en;
