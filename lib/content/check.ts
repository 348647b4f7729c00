// What `npm run content:check` checks, in seconds and without a build: every file against its
// collection's schema and references (through the collections' own modules), then what no schema
// sees: images that exist under public/ with alt text, links between pages that lead somewhere, and
// one spelling per blog topic.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { z } from 'zod';
import { getAllPosts, getAllTags, getPageCount } from './blog';
import { getAllJobs } from './careers';
import { getAllChecklists } from './checklists';
import { COLLECTIONS } from './collections';
import { loadTranslations } from './collection';
import { meaningHash } from './meaning';
import { DEFAULT_LOCALE, LOCALE_FACTS, LOCALES, type Locale } from '@/lib/i18n/locales';
import { getCaseStudies, getIndustries } from './clients';
import { getAllPages, PAGE_SLUGS } from './pages';
import { formTranslationProblems } from './forms';
import type { Problem } from './collection';
import { getAllLandings, getAllServices } from './services';
import { unnamedTopics } from './topics';
import { getServiceFacets, getTechnologiesInUse, getTechnologyFacets } from './work';
import { localePath, splitLocale } from '@/lib/i18n/paths';
import { ADDRESS_FILES, addressProblems, loadGone, loadPublished, loadRedirects } from './redirects';
import { wordProblems } from '@/lib/i18n/check-words';


/** The messages of a ContentError are lines of `file: field: message`. */
function problemsOf(error: unknown, collection: string): Problem[] {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message.split('\n').filter((line) => line && line !== 'Invalid content');
  return lines.map((line) => {
    const [file = `content/${collection}`, field = '', ...rest] = line.split(': ');
    return rest.length > 0 ? { file, field, message: rest.join(': ') } : { file, field: '', message: line };
  });
}

const PLACEHOLDERS = /\{\{\s*([\w.-]+)\s*\}\}/g;
const placeholdersOf = (body: string) => [...new Set([...body.matchAll(PLACEHOLDERS)].map((match) => match[1]))].sort();

/**
 * Each translation against its English source: it must have one, be made from its current text (the
 * `sourceHash` it records), pass the collection's schema, and keep the source's placeholders.
 */
function translationProblems(root: string): { problems: Problem[]; behind: Problem[] } {
  const problems: Problem[] = [];
  const behind: Problem[] = [];
  for (const [collection, { schema }] of Object.entries(COLLECTIONS) as [string, { schema: z.ZodType }][]) {
    const errors: unknown[] = [];
    const translations = loadTranslations(collection, schema, errors);
    for (const error of errors) problems.push(...problemsOf(error, collection));
    for (const translation of translations) {
      const source = path.join(root, 'content', collection, `${translation.slug}.md`);
      const language = LOCALE_FACTS[translation.locale].name;
      if (!fs.existsSync(source)) {
        problems.push({ file: translation.file, field: '', message: `${language} translation without an English source` });
        continue;
      }
      const raw = fs.readFileSync(source, 'utf8');
      const hash = meaningHash(raw, schema);
      if (translation.sourceHash === undefined)
        problems.push({
          file: translation.file,
          field: 'sourceHash',
          message: `${language} translation of a new entry does not yet record the English text it was made from: the review records it when the pull request is opened (npm run content:translations), or set sourceHash: ${hash}`,
        });
      // Published, saying so at its top (CONTRACT §20), until its translator catches up.
      else if (translation.sourceHash !== hash)
        behind.push({
          file: translation.file,
          field: 'sourceHash',
          message: `${language} translation of a source that changed since (${translation.sourceHash}; the source is now ${hash}): its page says so and links the English until it is brought up to date, then set sourceHash: ${hash} (npm run content:translations)`,
        });
      const expected = placeholdersOf(matter(raw, {}).content).join(', ');
      const found = placeholdersOf(translation.body).join(', ');
      if (expected !== found)
        problems.push({
          file: translation.file,
          field: 'body',
          message: `${language} translation has placeholders {{${found}}}, its source {{${expected}}}`,
        });
    }
  }
  return { problems, behind };
}

/** A certificate the trust page shows past its expiry: renewed (a new date and number) or removed. */
function expiredCertificates(now = new Date()): Problem[] {
  return getAllPages(DEFAULT_LOCALE).flatMap((page) =>
    page.certificates.flatMap((certificate, index) =>
      certificate.expires.getTime() < now.getTime()
        ? [
            {
              file: `content/pages/${page.slug}.md`,
              field: `certificates.${index}.expires`,
              message: `${certificate.standard} (${certificate.number}) expired on ${certificate.expires.toISOString().slice(0, 10)}: renew it or remove it, and the trust page says no more than is true`,
            },
          ]
        : [],
    ),
  );
}

/** Every page a route reads is written, and every page written is read by a route. */
function unreadOrMissingPages(): Problem[] {
  const written = new Set(getAllPages(DEFAULT_LOCALE).map((page) => page.slug));
  const read = new Set<string>(PAGE_SLUGS);
  return [
    ...PAGE_SLUGS.filter((slug) => !written.has(slug)).map((slug) => ({
      file: `content/pages/${slug}.md`,
      field: '',
      message: 'missing: its route reads it (PAGE_SLUGS in lib/content/pages.ts); write its words in every language',
    })),
    ...[...written]
      .filter((slug) => !read.has(slug))
      .map((slug) => ({
        file: `content/pages/${slug}.md`,
        field: '',
        message: 'no route reads it: give it a page under app/ and a line in PAGE_SLUGS (lib/content/pages.ts)',
      })),
  ];
}

/** Every page of the site in every language, by its address (`/blog/x`, `/pt/blog/x`). */
function pagesInEveryLanguage(root: string): Set<string> {
  const english = knownPaths(root);
  const paths = new Set(english);
  const entries = new Set(pagedEntries().map((entry) => entry.href));
  for (const locale of LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)) {
    // A route of app/ is in every language; an entry only where it is translated.
    for (const route of english) if (!entries.has(route)) paths.add(localePath(locale, route));
    for (const entry of pagedEntries(locale)) paths.add(entry.href);
  }
  // The blog's later pages, as many as each language's posts fill.
  for (const locale of LOCALES)
    for (let page = 2; page <= getPageCount(getAllPosts(locale)); page += 1)
      paths.add(localePath(locale, `/blog/page/${page}`));
  return paths;
}

/** The addresses once published: redirects that lead to a page, and no published URL left without one. */
function addressCheck(root: string): Problem[] {
  let redirects;
  try {
    redirects = loadRedirects(root);
  } catch (error) {
    return problemsOf(error, 'redirects.yml');
  }
  let pages: Set<string>;
  try {
    pages = pagesInEveryLanguage(root);
  } catch {
    return []; // A translation that does not load is reported above; the addresses are checked once it does.
  }
  const isPage = (pathname: string) => pages.has(pathname);
  return addressProblems(redirects, loadGone(root), loadPublished(root), isPage, splitLocale);
}

/** The collections whose entries are pages, by their folder under content/: each entry knows its URL. */
export function pagesByCollection(locale: Locale = DEFAULT_LOCALE): Record<string, { slug: string; href: string }[]> {
  return {
    blog: getAllPosts(locale),
    careers: getAllJobs(locale),
    checklists: getAllChecklists(locale),
    services: getAllServices(locale),
    landings: getAllLandings(locale),
    clients: getCaseStudies(locale),
    pages: getAllPages(locale),
    // A topic is a page once a post has it; a technology once a case study, an open job or a person names it.
    topics: getAllTags(locale),
    technologies: getTechnologiesInUse(locale),
  };
}

/** Every entry that is a page of its own, each knowing its URL. */
export function pagedEntries(locale: Locale = DEFAULT_LOCALE): { slug: string; href: string }[] {
  return Object.values(pagesByCollection(locale)).flat();
}

/** URL paths served without a build's help: app/ folders without a dynamic segment, and every entry's own URL. */
export function knownPaths(root: string): Set<string> {
  const paths = new Set<string>();
  const walk = (dir: string, route: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // Every page is under app/[locale]; English paths (editors link those) have no prefix.
        if ((entry.name.startsWith('[') && entry.name !== '[locale]') || entry.name === 'api') continue;
        const segment = /^\(.*\)$/.test(entry.name) || entry.name === '[locale]' ? [] : [entry.name];
        walk(path.join(dir, entry.name), [...route, ...segment]);
      } else if (/^(page|route)\.tsx?$/.test(entry.name)) paths.add(`/${route.join('/')}`);
    }
  };
  walk(path.join(root, 'app'), []);
  for (const entry of pagedEntries()) paths.add(entry.href);
  for (const facet of [
    ...getIndustries(DEFAULT_LOCALE),
    ...getServiceFacets(DEFAULT_LOCALE),
    ...getTechnologyFacets(DEFAULT_LOCALE),
  ])
    paths.add(facet.href);
  return paths;
}

const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** Front-matter values that name a file under public/: images and downloads. */
function* assetPaths(value: unknown, field: string): Generator<{ field: string; src: string }> {
  if (typeof value === 'string' && value.startsWith('/') && IMAGE.test(value)) yield { field, src: value };
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* assetPaths(item, `${field}.${index}`);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* assetPaths(item, field ? `${field}.${key}` : key);
}

/** Images and links in a Markdown body, with the line they are on. */
function* bodyReferences(body: string): Generator<{ line: number; kind: 'image' | 'link'; alt: string; target: string }> {
  for (const [index, text] of body.split('\n').entries()) {
    for (const match of text.matchAll(/(!?)\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      yield { line: index + 1, kind: match[1] ? 'image' : 'link', alt: match[2] ?? '', target: match[3] ?? '' };
    }
  }
}

const markdown = unified().use(remarkParse).use(remarkGfm);
const INLINE = new Set(['emphasis', 'strong', 'delete', 'link', 'inlineCode']);

/** Emphasis, links and code that run over a line break, with the line they start on: the web editor
 * (Sveltia CMS 0.221.1) saves them as literal asterisks and brackets. */
function markupOverLines(body: string): { line: number; kind: string }[] {
  const found: { line: number; kind: string }[] = [];
  visit(markdown.parse(body), (node) => {
    if (INLINE.has(node.type) && node.position && node.position.start.line !== node.position.end.line)
      found.push({ line: node.position.start.line, kind: node.type === 'inlineCode' ? 'code' : node.type });
  });
  return found;
}

/**
 * What each language of the list lacks that the build needs: a translation of every page (the static
 * pages of content/pages are rendered in every language) and its words, every part of them held to
 * English's (content/words/{locale}/). Checked from the language list itself, so a language added to it is
 * named here before the build fails on it.
 */
export function languageProblems(root: string, locales: readonly Locale[] = LOCALES): Problem[] {
  const problems: Problem[] = [];
  const pagesDir = path.join(root, 'content', 'pages');
  const sources = fs.readdirSync(pagesDir).filter((name) => /^[^.]+\.md$/.test(name));
  for (const locale of locales.filter((locale) => locale !== DEFAULT_LOCALE)) {
    const facts = LOCALE_FACTS[locale] as (typeof LOCALE_FACTS)[Locale] | undefined;
    if (!facts)
      problems.push({ file: 'lib/i18n/locales.ts', field: 'LOCALE_FACTS', message: `missing: the facts of ${locale}` });
    const language = facts?.name ?? locale;
    for (const source of sources) {
      const file = `content/pages/${source.replace(/\.md$/, `.${locale}.md`)}`;
      if (!fs.existsSync(path.join(root, file)))
        problems.push({ file, field: '', message: `missing: every page is published in ${language}; translate content/pages/${source}` });
    }
  }
  return [...problems, ...wordProblems(root, locales)];
}

export function checkContent(root = process.cwd()): { problems: Problem[]; warnings: Problem[]; files: number } {
  const problems: Problem[] = languageProblems(root);
  // A language without its pages and words stops here: what follows reads them.
  if (problems.length > 0) return { problems, warnings: [], files: 0 };
  for (const [collection, { load }] of Object.entries(COLLECTIONS)) {
    try {
      load(DEFAULT_LOCALE);
    } catch (error) {
      problems.push(...problemsOf(error, collection));
    }
  }
  // A source that does not load stops here; translations and the checks below read the sources.
  if (problems.length > 0) return { problems, warnings: [], files: 0 };
  const translations = translationProblems(root);
  problems.push(...translations.problems);
  // A form's translation changes words only, and every form is in every language.
  problems.push(...formTranslationProblems());

  const pages = knownPaths(root);
  const exists = (src: string) => fs.existsSync(path.join(root, 'public', decodeURIComponent(src)));
  let files = 0;
  const contentDir = path.join(root, 'content');
  for (const dir of fs.readdirSync(contentDir)) {
    // The addresses once published, and the site's own words (lib/i18n/check-words.ts), are not entries.
    if (ADDRESS_FILES.includes(dir) || dir === 'words') continue;
    if (!(dir in COLLECTIONS)) {
      problems.push({ file: `content/${dir}`, field: '', message: 'is not a collection (lib/content/collections.ts)' });
      continue;
    }
    for (const name of fs.readdirSync(path.join(contentDir, dir)).filter((file) => file.endsWith('.md'))) {
      files += 1;
      const file = path.join('content', dir, name);
      let parsed;
      try {
        parsed = matter(fs.readFileSync(path.join(root, file), 'utf8'), {});
      } catch {
        continue; // Its YAML error is reported above, with the file and the line.
      }
      const { data, content } = parsed;
      for (const { field, src } of assetPaths(data, '')) {
        if (!exists(src)) problems.push({ file, field, message: `"${src}" is not a file under public/` });
      }
      const startLine = fs.readFileSync(path.join(root, file), 'utf8').split('\n').length - content.split('\n').length;
      for (const { line, kind } of markupOverLines(content))
        problems.push({
          file,
          field: `body, line ${line + startLine}`,
          message: `the ${kind} runs over a line break, which the web editor loses: keep it on one line`,
        });
      for (const reference of bodyReferences(content)) {
        const field = `body, line ${reference.line + startLine}`;
        const target = reference.target.split(/[?#]/)[0] ?? '';
        if (reference.kind === 'image') {
          if (!reference.alt.trim()) problems.push({ file, field, message: `image "${reference.target}" has no alt text` });
          if (target.startsWith('/') && !exists(target))
            problems.push({ file, field, message: `image "${target}" is not a file under public/` });
        } else if (target.startsWith('/') && !target.startsWith('//')) {
          const page = target.length > 1 ? target.replace(/\/+$/, '') : target;
          if (!pages.has(page) && !exists(target))
            problems.push({ file, field, message: `link "${reference.target}" leads to no page of the site` });
        }
      }
    }
  }

  problems.push(...addressCheck(root));
  problems.push(...unreadOrMissingPages());
  problems.push(...expiredCertificates());

  // A topic is named in every language a post on it is read in (content/topics/{slug}.{locale}.md).
  for (const locale of LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)) {
    const unnamed = new Set(unnamedTopics(locale));
    for (const post of getAllPosts(locale)) {
      for (const tag of post.tags.filter((tag) => unnamed.has(tag)))
        problems.push({
          file: `content/blog/${post.slug}.${locale}.md`,
          field: 'tags',
          message: `the topic "${tag}" has no ${LOCALE_FACTS[locale].name} name: add content/topics/${tag}.${locale}.md (in the editor: Topics, ${tag}, ${LOCALE_FACTS[locale].name})`,
        });
    }
  }
  return { problems, warnings: translations.behind, files };
}
