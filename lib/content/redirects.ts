// The addresses the site once published (CONTRACT §18, "Published URLs never vanish"): redirects an editor
// adds (content/redirects.yml), pages deliberately gone (content/gone.txt, answered 410), and the committed
// list of every published URL (content/published-urls.txt) that content:check and the build hold the site to.
import fs from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, type Node, parse, parseDocument, YAMLSeq } from 'yaml';
import { z } from 'zod';
import { localPath } from './fields';

const REDIRECTS_FILE = 'content/redirects.yml';
const GONE_FILE = 'content/gone.txt';
export const PUBLISHED_FILE = 'content/published-urls.txt';
/** The files of content/ that are not a collection's folder. */
export const ADDRESS_FILES = [REDIRECTS_FILE, GONE_FILE, PUBLISHED_FILE].map((file) => path.basename(file));

/** English paths, answered in every language: `/blog/old` → `/blog/new`, and `/pt/blog/old` → `/pt/blog/new`. */
const redirectsSchema = z
  .array(
    z.strictObject({
      from: localPath,
      to: localPath,
      /** Why it is there, for the next editor (the web editor keeps no comments in this file). */
      note: z.string().max(300).optional(),
    }),
  )
  .nullable()
  .transform((list) => list ?? []);

export type Redirect = z.infer<typeof redirectsSchema>[number];

const read = (root: string, file: string) => {
  const full = path.join(root, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
};

/** The redirects, checked for shape (a bad file names the file, the entry and the field). */
export function loadRedirects(root = process.cwd()): Redirect[] {
  const result = redirectsSchema.safeParse(parse(read(root, REDIRECTS_FILE)) ?? []);
  if (!result.success)
    throw new Error(
      `Invalid content\n${result.error.issues.map((issue) => `${REDIRECTS_FILE}: ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
    );
  return result.data.map(({ from, to }) => ({ from: trimmed(from), to: trimmed(to) }));
}

/**
 * Adds redirects to content/redirects.yml, keeping what the file says (comments included): an older redirect to
 * an address that now moves leads on to its new one, so no chain is made.
 */
export function addRedirects(added: { from: string; to: string }[], root = process.cwd()): void {
  if (added.length === 0) return;
  const text = read(root, REDIRECTS_FILE);
  // An empty list (`[]`, or nothing) gives way to a block list the file's comments can stay beside.
  const doc = parseDocument<Node, false>(text.replace(/^\[\]\s*$/m, ''));
  const list = isSeq(doc.contents) ? doc.contents : new YAMLSeq();
  doc.contents = list;
  for (const item of list.items) {
    if (!isMap(item)) continue;
    const to = item.get('to', true);
    const moved = added.find((redirect) => isScalar(to) && to.value === redirect.from);
    if (moved) item.set('to', moved.to);
  }
  for (const redirect of added) list.items.push(doc.createNode(redirect));
  fs.writeFileSync(path.join(root, REDIRECTS_FILE), doc.toString({ lineWidth: 0 }));
}

const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** One path per line; `#` starts a comment. The web editor writes gone.txt as a YAML list (`- /path`, or `[]`). */
function pathList(raw: string): string[] {
  return raw
    .split('\n')
    .map((line) =>
      line
        .replace(/#.*/, '')
        .trim()
        .replace(/^-\s+/, '')
        .replace(/^(['"])(.*)\1$/, '$2'),
    )
    .filter((line) => line !== '[]')
    .filter(Boolean)
    .map(trimmed);
}

export const loadGone = (root = process.cwd()) => pathList(read(root, GONE_FILE));
export const loadPublished = (root = process.cwd()) => pathList(read(root, PUBLISHED_FILE));

/** The redirects by their English `from`, and the paths gone for good. */
export type AddressRules = { redirects: Map<string, string>; gone: Set<string> };

let cached: AddressRules | undefined;

/** The redirects by their English `from`, and the gone paths, read once per process (the proxy's view). */
export function addressRules(root = process.cwd()): AddressRules {
  cached ??= {
    redirects: new Map(loadRedirects(root).map(({ from, to }) => [from, to])),
    gone: new Set(loadGone(root)),
  };
  return cached;
}

export type AddressProblem = { file: string; field: string; message: string };

/**
 * What content:check and the build say about the addresses: a redirect whose target is not a page, one that
 * leads to another redirect (a chain) or back to itself (a loop), one from a path that is still a page; and a
 * published URL that is no longer a page, a redirect or gone, with what to do. `isPage` answers for a path
 * in any language; `english` gives a path's English form and its language prefix.
 */
export function addressProblems(
  redirects: Redirect[],
  gone: string[],
  published: string[],
  isPage: (pathname: string) => boolean,
  english: (pathname: string) => { path: string },
): AddressProblem[] {
  const problems: AddressProblem[] = [];
  const from = new Map(redirects.map((redirect) => [redirect.from, redirect.to]));
  redirects.forEach(({ from: source, to }, index) => {
    const field = `${index}`;
    if (source === to) problems.push({ file: REDIRECTS_FILE, field, message: `${source} redirects to itself (a loop)` });
    else if (from.has(to)) {
      const seen = new Set([source]);
      let next = to;
      while (from.has(next) && !seen.has(next)) {
        seen.add(next);
        next = from.get(next)!;
      }
      problems.push({
        file: REDIRECTS_FILE,
        field,
        message: seen.has(next)
          ? `${source} → ${to} comes back to ${next} (a loop): point each at a page`
          : `${source} → ${to} → … → ${next} is a chain: point ${source} at ${next} directly`,
      });
    } else if (!isPage(to)) problems.push({ file: REDIRECTS_FILE, field, message: `${source} → ${to}: ${to} is not a page` });
    if (isPage(source))
      problems.push({ file: REDIRECTS_FILE, field, message: `${source} is a page: a redirect would hide it; remove one` });
  });
  // One problem per English address, naming the languages it was published in: one redirect answers them all.
  const lost = new Map<string, string[]>();
  for (const url of published) {
    const { path: base } = english(url);
    if (isPage(url) || from.has(base) || gone.includes(base) || gone.includes(url)) continue;
    lost.set(base, [...(lost.get(base) ?? []), url]);
  }
  for (const [base, urls] of lost) {
    const others = urls.filter((url) => url !== base);
    problems.push({
      file: PUBLISHED_FILE,
      field: others.length === urls.length ? urls.join(', ') : [base, ...others].join(', '),
      message: `was published and is no longer a page: lead ${base} to its new address (in the editor: Old addresses, Redirects; ${REDIRECTS_FILE}), or, if it is gone for good, list it there under Gone for good (${GONE_FILE}, answered 410); either holds in every language`,
    });
  }
  return problems;
}
