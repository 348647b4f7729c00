// Build-time constants set in next.config.ts from the validated environment (lib/env.ts), so that
// client code needs neither process.env nor the validation library.
declare const __BUILD_ID__: string;
declare const __GTM_ID__: string;
declare const __SENTRY_DSN__: string;
declare const __SENTRY_TRACES_SAMPLE_RATE__: number;
declare const __SITE_ORIGIN__: string;
declare const __BUILD_CHECK_INTERVAL_MS__: number;
declare const __COUNTRY_LOOKUP_URL__: string;
declare const __SEALED_PAGES__: boolean;

declare module 'reading-time/lib/reading-time.js' {
  export default function readingTime(text: string): { text: string; time: number; words: number; minutes: number };
}
