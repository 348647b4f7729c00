// Exactly the spec's list: general-purpose bot detectors also flag headless browsers, which the spec does not.
const CRAWLER = /bot|lighthouse|facebookexternalhit|google/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && CRAWLER.test(userAgent));
}
