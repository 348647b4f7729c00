// The web editor as an editor uses it, offline: the built admin (npm run cms:build) served with its own
// policy, handed a git worktree of this repository (at HEAD: commit what you want it to see) through its
// local-repository mode. What it writes is judged by content:check and content:translations there.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import matter from 'gray-matter';
import type { Field } from '@sveltia/cms';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { cmsConfig, MAX_IMAGE_SIDE } from '@/cms/config';
import { markdownTree } from '@/lib/content/meaning';
import { CMS_HEADERS } from '@/cms/policy';
import { messagesFor } from '@/lib/i18n/messages';
import { handFolderToEditor } from '@/tests/support/local-repository';

const ROOT = process.cwd();
const WORKTREE = path.join(ROOT, 'tests', '.scratch-editor');
const ADMIN = path.join(ROOT, 'out', 'cms');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
};

let server: http.Server;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  execFileSync('npm', ['run', '-s', 'cms:build'], { stdio: 'inherit' });
  fs.rmSync(WORKTREE, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'prune']);
  execFileSync('git', ['worktree', 'add', '--detach', WORKTREE, 'HEAD'], { stdio: 'ignore' });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(WORKTREE, 'node_modules'));
  // As deploy/nginx-cms.conf serves the admin origin: the editor's files, and the site's pictures
  // under /images/ (Markdown bodies name them by their public path).
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    const [folder, relative] = pathname.startsWith('/images/')
      ? [path.join(WORKTREE, 'public'), pathname]
      : [ADMIN, pathname === '/' ? 'index.html' : pathname];
    const file = path.join(folder, relative);
    if (!file.startsWith(folder) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404, CMS_HEADERS).end('not found');
      return;
    }
    response.writeHead(200, {
      ...CMS_HEADERS,
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

test.afterAll(() => {
  server?.close();
  if (!process.env.E2E_KEEP_EDITOR_WORKTREE) execFileSync('git', ['worktree', 'remove', '--force', WORKTREE]);
});

/** What the editor may be refused by its policy: the package's stylesheet names a CDN for fonts it also
 * bundles (the bundled ones are used), and the GitHub backend asks GitHub's status page whether GitHub is up. */
const EXPECTED_VIOLATIONS = [
  /^font-src https:\/\/cdn\.jsdelivr\.net\/fontsource\//,
  /^connect-src https:\/\/www\.githubstatus\.com\//,
];

type Watch = { errors: string[]; violations: string[]; log: string[] };

async function openEditor(page: Page): Promise<Watch> {
  const watch: Watch = { errors: [], violations: [], log: [] };
  page.on('pageerror', (error) =>
    watch.errors.push(error.message + (process.env.E2E_DEBUG ? String(error.stack) : '')),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) watch.errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'debug') watch.log.push(message.text());
    // Failed loads are counted by their responses, above, with their address.
    else if (
      message.type() === 'error' &&
      !/Content Security Policy|Fetch API cannot load|Failed to load resource/.test(message.text())
    )
      watch.errors.push(message.text());
  });
  await page.exposeFunction('__violation', (text: string) => watch.violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __violation: (text: string) => void }).__violation(
        `${event.effectiveDirective} ${event.blockedURI}`,
      ),
    ),
  );
  await handFolderToEditor(page, WORKTREE);
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByRole('tree', { name: 'Collection List' })).toBeVisible({ timeout: 30_000 });
  return watch;
}

/** Scrolls the editor until `field` is shown: the editor renders fields as they come into view. */
async function reveal(page: Page, pane: Locator, field: Locator): Promise<void> {
  await pane.getByRole('textbox').first().hover();
  await expect
    .poll(async () => {
      if ((await field.count()) > 0) return true;
      await page.mouse.wheel(0, 1200);
      return false;
    })
    .toBe(true);
  await field.scrollIntoViewIfNeeded();
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: WORKTREE, encoding: 'utf8' });
const run = (script: string, ...args: string[]) =>
  spawnSync('npm', ['run', '-s', script, '--', ...args], {
    cwd: WORKTREE,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'development' },
  });
const englishFiles = (folder: string) =>
  fs.readdirSync(path.join(WORKTREE, folder)).filter((name) => /^[a-z0-9-]+\.md$/.test(name));
/** The editor's collections, as the tests read them. */
type EditorCollection = {
  name: string;
  label: string;
  folder: string;
  identifier_field: string;
  fields: (Field & { name: string; label: string; i18n: unknown; widget: string })[];
};
/** The collections of entries (a folder each); the redirects' file is the one other. */
const collections = (cmsConfig().collections ?? []).filter(
  (collection) => 'folder' in collection,
) as unknown as EditorCollection[];
const FILES = (cmsConfig().collections ?? []).flatMap((collection) => ('files' in collection ? collection.files : []));

/** The preview pane's page: the frame the editor draws an entry in. */
const previewOf = (page: Page) => page.getByRole('group', { name: /^Preview .+ Content$/ }).frameLocator('iframe');

test.describe.configure({ mode: 'serial' });

test('every entry of every collection loads in the editor, with nothing refused but a written list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const watch = await openEditor(page);
  const total = collections.reduce((sum, collection) => sum + englishFiles(collection.folder).length, 0) + FILES.length;
  await expect
    .poll(() => watch.log.find((line) => line.includes('Parsed')))
    .toContain(`Parsed ${total} entries (0 errors)`);
  const tree = page.getByRole('tree', { name: 'Collection List' });
  for (const collection of collections) {
    await expect(tree.getByRole('treeitem', { name: collection.label, exact: true })).toContainText(
      String(englishFiles(collection.folder).length),
    );
  }
  // Each entry opens in the editor with its fields.
  for (const collection of collections) {
    for (const file of englishFiles(collection.folder)) {
      await page.evaluate(
        (hash) => (location.hash = hash),
        `#/collections/${collection.name}/entries/${file.slice(0, -3)}`,
      );
      const { data } = matter(fs.readFileSync(path.join(WORKTREE, collection.folder, file), 'utf8'), {});
      const name = String(data[collection.identifier_field]);
      await expect(page.getByRole('toolbar', { name: 'Primary' }), `${collection.name}/${file}`).toContainText(name);
      await expect(
        page
          .getByRole('group', { name: /^Edit .?English.? Content$/ })
          .getByRole('textbox')
          .first(),
      ).toBeVisible();
    }
  }
  expect(watch.errors).toEqual([]);
  expect(
    watch.violations.filter((violation) => !EXPECTED_VIOLATIONS.some((expected) => expected.test(violation))),
  ).toEqual([]);
});

test('a translated field edited in each collection changes that field only, and the content check passes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const watch = await openEditor(page);
  const edits: { file: string; field: string; value: string }[] = [];
  for (const collection of collections) {
    const slug = englishFiles(collection.folder)[0]!.slice(0, -3);
    const field = collection.fields.find((item) => item.i18n === true && ['string', 'text'].includes(item.widget))!;
    await page.evaluate((hash) => (location.hash = hash), `#/collections/${collection.name}/entries/${slug}`);
    const editor = page.getByRole('group', { name: /^Edit .?(English|Portuguese).? Content$/ });
    // As an editor would, wait for the text to be shown: switching language while the English text
    // editor is still loading saves that text empty (seen with Sveltia CMS 0.221.1).
    const body = collection.fields.at(-1)!;
    const { content } = matter(fs.readFileSync(path.join(WORKTREE, collection.folder, `${slug}.md`), 'utf8'), {});
    if (content.trim()) {
      const text = editor.getByRole('group', { name: new RegExp(`^“.?${body.label}.?” Field$`) });
      await reveal(page, editor, text);
      await expect(text.getByRole('textbox', { name: body.label, exact: true })).not.toBeEmpty();
    }
    await editor.getByRole('radio', { name: 'Portuguese' }).click();
    const box = page
      .getByRole('group', { name: /^Edit .?Portuguese.? Content$/ })
      .getByRole('group', { name: new RegExp(`^“.?${field.label}.?” Field$`) })
      .getByRole('textbox', { name: field.label, exact: true })
      // The top-level field, not a field of the same name in a picture of the text.
      .first();
    const value = `${await box.inputValue()} (revisto)`;
    await box.fill(value);
    await page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Save' }).click();
    // Saved, the editor goes back to the collection's list.
    await expect(page.getByRole('main', { name: new RegExp(`^.?${collection.label}.? Collection$`) })).toBeVisible();
    edits.push({ file: `${collection.folder}/${slug}.pt.md`, field: field.name, value });
  }
  // Every file the editor wrote says what it said before (the editor reformats YAML and Markdown), but
  // for the one field edited in Portuguese; the translations still record their sources' hashes.
  const written = git('diff', '--name-only').split('\n').filter(Boolean);
  expect(written.length).toBeGreaterThanOrEqual(edits.length);
  for (const file of written) {
    expect(file, 'only content is written').toMatch(/^content\/[a-z]+\/[a-z0-9-]+(\.(pt|pl))?\.md$/);
    const before = matter(git('show', `HEAD:${file}`), {});
    const after = matter(fs.readFileSync(path.join(WORKTREE, file), 'utf8'), {});
    const edit = edits.find((item) => item.file === file);
    const expected = edit ? { ...before.data, [edit.field]: edit.value } : before.data;
    // Known reformatting beyond YAML and Markdown style: a switch left off is written as `false`.
    const data = Object.fromEntries(
      Object.entries(after.data).filter(([key, value]) => value !== false || key in before.data),
    );
    expect(JSON.parse(JSON.stringify(data)), file).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(markdownTree(after.content.trim()), file).toEqual(markdownTree(before.content.trim()));
  }
  for (const { file } of edits) expect(written).toContain(file);
  const translations = run('content:translations');
  expect(translations.stdout).toContain('Every translation records its English source as it is now.');
  const check = run('content:check');
  expect(check.status, check.stdout + check.stderr).toBe(0);
  // Sveltia CMS 0.221.1, once a new entry is saved, reads the validation of its languages not yet
  // enabled (Portuguese, Polish) and throws in its language switcher; the entry is saved whole.
  expect(watch.errors.filter((error) => !error.startsWith('Cannot convert undefined or null to object'))).toEqual([]);
});

/** A PNG of `width` × `height` (a gradient, so that it does not compress to nothing), made here. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) rows.set([x % 256, y % 256, (x + y) % 256], y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height of a WebP file (its VP8, VP8L or VP8X header). */
function webpSize(file: Buffer): { width: number; height: number } {
  expect(file.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(file.subarray(8, 12).toString('ascii')).toBe('WEBP');
  const format = file.subarray(12, 16).toString('ascii');
  if (format === 'VP8 ') return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  if (format === 'VP8L') {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
}

test('a new English post with an author and an uploaded cover lands where the site reads it', async ({ page }) => {
  test.setTimeout(120_000);
  const watch = await openEditor(page);
  await page.evaluate(() => (location.hash = '#/collections/blog/new'));
  const editor = page.getByRole('group', { name: /^Edit .?English.? Content$/ });
  const field = (label: string) => editor.getByRole('group', { name: new RegExp(`^“.?${label}.?” Field$`) }).first();
  await field('Title').getByRole('textbox', { name: 'Title' }).fill('Ship small changes every day');
  await field('Description')
    .getByRole('textbox', { name: 'Description' })
    .fill('Why we merge small changes every day, and what it takes.');
  await field('Published on').getByRole('button', { name: 'Today' }).click();
  await field('Author').getByRole('combobox', { name: 'Author' }).click();
  await page.getByRole('option', { name: 'Tomasz Nowak' }).click();
  // Topics are chosen from the Topics collection, by their names.
  await field('Topics').getByRole('combobox', { name: 'Topics' }).click();
  await page.getByRole('option', { name: 'delivery' }).click();
  await reveal(page, editor, field('Cover'));
  await field('Picture').getByRole('button', { name: 'Browse' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog', { name: 'Select Image' }).getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({ name: 'Small Changes, Daily!.png', mimeType: 'image/png', buffer: png(2400, 1600) });
  const dialog = page.getByRole('dialog', { name: 'Select Image' });
  await expect(dialog.getByRole('option', { name: 'small-changes-daily.png', selected: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(field('Picture').getByRole('button', { name: /Replace/ })).toBeVisible();
  await field('Description of the picture').getByRole('textbox').fill('Small boxes moving along a conveyor belt');
  await reveal(page, editor, field('Post'));
  await field('Post').getByRole('textbox', { name: 'Post' }).click();
  await page.keyboard.type('Small changes are easy to review, easy to ship and easy to undo.');
  // The text editor hands its text over after a pause: saved before, the text is still empty.
  await expect(previewOf(page).locator('.prose')).toContainText('easy to undo.');
  await page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main', { name: /^.?Blog posts.? Collection$/ })).toBeVisible();

  const post = path.join(WORKTREE, 'content/blog/ship-small-changes-every-day.md');
  expect(fs.existsSync(post)).toBe(true);
  // English only: no translation was written for the languages it does not have yet.
  expect(fs.existsSync(post.replace(/\.md$/, '.pt.md'))).toBe(false);
  const { data, content } = matter(fs.readFileSync(post, 'utf8'), {});
  expect(data).toMatchObject({ title: 'Ship small changes every day', author: 'tomasz-nowak', tags: ['delivery'] });
  expect(content.trim()).toBe('Small changes are easy to review, easy to ship and easy to undo.');
  const cover = (data.cover as { src: string }).src;
  expect(cover).toMatch(/^\/images\/blog\/small-changes-daily\.webp$/);
  const picture = fs.readFileSync(path.join(WORKTREE, 'public', cover));
  expect(webpSize(picture)).toEqual({ width: MAX_IMAGE_SIDE, height: Math.floor((MAX_IMAGE_SIDE * 1600) / 2400) });
  // The only new files (the test before this one edited others; node_modules is a link to the project's).
  const added = git('status', '--porcelain', '--untracked-files=all')
    .split('\n')
    .filter((line) => line.startsWith('??') && line !== '?? node_modules');
  expect(added.sort()).toEqual(['?? content/blog/ship-small-changes-every-day.md', `?? public${cover}`]);
  const check = run('content:check');
  expect(check.status, check.stdout + check.stderr).toBe(0);
  // Sveltia CMS 0.221.1, once a new entry is saved, reads the validation of its languages not yet
  // enabled (Portuguese, Polish) and throws in its language switcher; the entry is saved whole.
  expect(watch.errors.filter((error) => !error.startsWith('Cannot convert undefined or null to object'))).toEqual([]);
});

/** What makes a heading look as it does, to compare the preview's with the site's. */
const HEADING_STYLE = ['fontFamily', 'fontSize', 'fontWeight', 'lineHeight', 'letterSpacing', 'color'] as const;

test('the preview pane is the page: a post, a job and a service as the site draws them, in the language edited, as typed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const watch = await openEditor(page);
  const before = git('status', '--porcelain');
  const post = 'accessibility-in-every-pull-request';
  const english = matter(fs.readFileSync(path.join(WORKTREE, 'content/blog', `${post}.md`), 'utf8'), {});
  await page.evaluate((hash) => (location.hash = hash), `#/collections/blog/entries/${post}`);
  const preview = previewOf(page);
  const title = preview.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(String(english.data.title));
  // The body, rendered as the site renders Markdown (its first paragraph, as text).
  const firstParagraph = english.content
    .trim()
    .split(/\n\n/)
    .find((block) => /^[A-Z]/.test(block))!
    .replace(/\*\*|`|\[([^\]]+)\]\([^)]+\)/g, '$1');
  await expect(preview.locator('.prose')).toContainText(firstParagraph.slice(0, 60));
  await expect(preview.getByText(/min read/)).toBeVisible();

  // The heading looks as on the site, at the same width.
  const width = await preview.locator('main').evaluate((main) => main.ownerDocument.documentElement.clientWidth);
  const site = await browser.newPage({ viewport: { width, height: 900 } });
  await site.goto(`/blog/${post}`);
  const style = (element: Element, names: readonly string[]) => {
    const computed = getComputedStyle(element) as unknown as Record<string, string>;
    return Object.fromEntries(names.map((name) => [name, computed[name]]));
  };
  const onSite = await site.getByRole('heading', { level: 1 }).evaluate(style, HEADING_STYLE);
  await site.close();
  expect(await title.evaluate(style, HEADING_STYLE)).toEqual(onSite);

  // What the editor types is drawn at once.
  const editor = page.getByRole('group', { name: /^Edit .?English.? Content$/ });
  const titleBox = editor
    .getByRole('group', { name: /^“.?Title.?” Field$/ })
    .getByRole('textbox', { name: 'Title' })
    .first();
  await titleBox.fill('Accessibility, checked in every pull request');
  await expect(title).toHaveText('Accessibility, checked in every pull request');

  // In Portuguese, the Portuguese entry with the site's Portuguese words.
  await editor.getByRole('radio', { name: 'Portuguese' }).click();
  const portuguese = matter(fs.readFileSync(path.join(WORKTREE, 'content/blog', `${post}.pt.md`), 'utf8'), {});
  await expect(title).toHaveText(String(portuguese.data.title));
  await expect(preview.getByText(/min de leitura/)).toBeVisible();
  // Its topics by their Portuguese names, from the Topics collection.
  await expect(preview.getByRole('listitem').filter({ hasText: /^qualidade$/ })).toBeVisible();

  // A job: its text and the facts beside it, in its language's formats.
  await page.evaluate(() => (location.hash = '#/collections/careers/entries/senior-backend-engineer-go'));
  const job = matter(fs.readFileSync(path.join(WORKTREE, 'content/careers/senior-backend-engineer-go.md'), 'utf8'), {});
  // The editor keeps the language last chosen.
  await page
    .getByRole('group', { name: /^Edit .+ Content$/ })
    .getByRole('radio', { name: 'English' })
    .click();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(String(job.data.title));
  await expect(preview.getByRole('heading', { name: messagesFor('en').job.responsibilities })).toBeVisible();
  const facts = preview.getByRole('complementary', { name: messagesFor('en').job.details });
  await expect(facts).toContainText('Full-time');
  await expect(facts).toContainText(/PLN|€|\$/);

  // A service: its hero, its problem and what it delivers.
  await page.evaluate(() => (location.hash = '#/collections/services/entries/devops-cloud-solutions'));
  const service = matter(
    fs.readFileSync(path.join(WORKTREE, 'content/services/devops-cloud-solutions.md'), 'utf8'),
    {},
  );
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(String(service.data.title));
  await expect(preview.getByRole('heading', { name: messagesFor('en').service.deliverTitle })).toBeVisible();
  expect(watch.errors).toEqual([]);
  // Nothing was saved: the preview changes no file.
  expect(git('status', '--porcelain')).toBe(before);
});

test('an entry renamed in the editor keeps its published address: the review adds its redirect', async ({ page }) => {
  test.setTimeout(120_000);
  const watch = await openEditor(page);
  const base = git('rev-parse', 'HEAD').trim();
  await page.evaluate(() => (location.hash = '#/collections/blog/entries/cloud-cost-review'));
  await page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Show Editor Options' }).click();
  await page.getByRole('menuitem', { name: 'Edit Slug' }).click();
  const slug = page.getByRole('group', { name: 'Slug' });
  await slug.getByRole('button', { name: 'Edit Slug' }).click();
  await slug.getByRole('textbox', { name: 'Slug' }).fill('monthly-cloud-cost-review');
  await slug.getByRole('textbox', { name: 'Slug' }).press('Enter');
  await page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main', { name: /^.?Blog posts.? Collection$/ })).toBeVisible();
  // Every language's file moved with it.
  const moved = git('status', '--porcelain', '--', 'content/blog')
    .split('\n')
    .filter((line) => line.includes('cloud-cost-review'))
    .sort();
  expect(moved).toEqual(
    ['', '.pl', '.pt']
      .flatMap((language) => [
        ` D content/blog/cloud-cost-review${language}.md`,
        `?? content/blog/monthly-cloud-cost-review${language}.md`,
      ])
      .sort(),
  );
  // The published address would vanish: the content check says so and what to do.
  const refused = run('content:check');
  expect(refused.status).not.toBe(0);
  expect(refused.stdout + refused.stderr).toContain('/blog/cloud-cost-review');
  // The editor's pull request, then the review's step: the redirect is added, and the check passes.
  git('add', '-A', 'content');
  git('-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', 'commit', '-q', '-m', 'Rename a post');
  const renames = run('content:renames', '--base', base);
  expect(renames.status, renames.stdout + renames.stderr).toBe(0);
  const redirects = fs.readFileSync(path.join(WORKTREE, 'content/redirects.yml'), 'utf8');
  expect(redirects).toMatch(/from: \/blog\/cloud-cost-review\n\s+to: \/blog\/monthly-cloud-cost-review/);
  const check = run('content:check');
  expect(check.status, check.stdout + check.stderr).toBe(0);
  expect(watch.errors).toEqual([]);
});

test('a photo from a phone (HEIC) uploads as a cover and lands as WebP, under the admin policy', async ({ page }) => {
  test.setTimeout(120_000);
  const watch = await openEditor(page);
  await page.evaluate(() => (location.hash = '#/collections/blog/entries/monolith-first'));
  const editor = page.getByRole('group', { name: /^Edit .?English.? Content$/ });
  const field = (label: string) => editor.getByRole('group', { name: new RegExp(`^“.?${label}.?” Field$`) }).first();
  await reveal(page, editor, field('Cover'));
  await field('Picture')
    .getByRole('button', { name: /Replace/ })
    .click();
  const chooser = page.waitForEvent('filechooser');
  const dialog = page.getByRole('dialog', { name: 'Select Image' });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  // Made with libheif's heif-enc from a 1200 × 900 gradient: what an iPhone sends.
  await (
    await chooser
  ).setFiles({
    name: 'IMG_0412.HEIC',
    mimeType: 'image/heic',
    buffer: fs.readFileSync(path.join(ROOT, 'tests/e2e/files/phone-photo.heic')),
  });
  // Decoded in the browser (its thumbnail is drawn); converted to WebP when the entry is saved.
  await expect(dialog.getByRole('option', { name: 'img_0412.heic', selected: true })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(field('Picture')).toContainText('img_0412.webp');
  await page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main', { name: /^.?Blog posts.? Collection$/ })).toBeVisible();
  const { data } = matter(fs.readFileSync(path.join(WORKTREE, 'content/blog/monolith-first.md'), 'utf8'), {});
  const cover = (data.cover as { src: string }).src;
  expect(cover).toBe('/images/blog/img_0412.webp');
  expect(webpSize(fs.readFileSync(path.join(WORKTREE, 'public', cover)))).toEqual({
    width: 1200,
    height: 900,
  });
  expect(watch.errors.filter((error) => !error.startsWith('Cannot convert undefined or null to object'))).toEqual([]);
  expect(
    watch.violations.filter((violation) => !EXPECTED_VIOLATIONS.some((expected) => expected.test(violation))),
  ).toEqual([]);
});
