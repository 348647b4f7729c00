/** IndexNow (indexnow.org): one request tells Bing, Yandex, Naver, Seznam and Yep which URLs changed. */

/** A page list as IndexNow needs it: each indexable URL and a fingerprint of its HTML (its ETag). */
export type PageFingerprints = Record<string, string>;

/** What changed between two deploys' page lists: new URLs, URLs whose HTML changed, URLs gone. */
export function changedUrls(previous: PageFingerprints, current: PageFingerprints) {
  const added = Object.keys(current).filter((url) => !(url in previous));
  const changed = Object.keys(current).filter((url) => url in previous && previous[url] !== current[url]);
  const removed = Object.keys(previous).filter((url) => !(url in current));
  return { added: added.sort(), changed: changed.sort(), removed: removed.sort() };
}

/** IndexNow takes at most 10,000 URLs a request. */
const PER_REQUEST = 10_000;

/** The JSON bodies of the submission: the host, the key and where the site serves it, and the URLs. */
export function submissions(origin: string, key: string, urls: string[]) {
  const batches: { host: string; key: string; keyLocation: string; urlList: string[] }[] = [];
  for (let start = 0; start < urls.length; start += PER_REQUEST)
    batches.push({
      host: new URL(origin).host,
      key,
      keyLocation: `${origin}/${key}.txt`,
      urlList: urls.slice(start, start + PER_REQUEST),
    });
  return batches;
}

/** What an IndexNow endpoint's answer means (indexnow.org/documentation). */
export const INDEXNOW_ANSWERS: Record<number, string> = {
  200: 'accepted',
  202: 'accepted; the key is being checked',
  400: 'bad request: the body is not what IndexNow takes',
  403: `the key was not valid: the site must serve /{key}.txt with the key (INDEXNOW_KEY at run time)`,
  422: 'some URLs are not on the host, or the key does not match the keyLocation',
  429: 'too many requests: try again later',
};
