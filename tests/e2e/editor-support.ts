// The web editor as an editor uses it, offline: the built admin (npm run cms:build) served with its own
// policy, handed a git worktree of this repository (at HEAD: commit what you want it to see) through its
// local-repository mode. Each test file has its own worktree and its own build of the editor.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Field } from '@sveltia/cms';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { cmsConfig } from '@/cms/config';
import { serveEditor } from '@/tests/support/editor-server';
import { handFolderToEditor } from '@/tests/support/local-repository';

const ROOT = process.cwd();

/**
 * An editor for this test file: beforeAll builds it and a worktree, serves both as deploy/nginx-cms.conf
 * serves the admin origin (the editor's files, and the site's pictures under /images/); afterAll removes them.
 */
/**
 * The built editor, once per test run however many files use it (their workers are the runner's
 * children, so they share its pid): the first builds it, the others wait for it.
 */
async function sharedAdmin(): Promise<string> {
  const admin = path.join(ROOT, 'tests', `.scratch-cms-admin-${process.ppid}`);
  const done = path.join(admin, '.built');
  try {
    fs.mkdirSync(admin);
  } catch {
    const deadline = Date.now() + 110_000;
    while (!fs.existsSync(done)) {
      if (Date.now() > deadline) throw new Error(`${admin} was not built in time`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return admin;
  }
  // Another run's editor is stale.
  for (const stale of fs.readdirSync(path.join(ROOT, 'tests')).filter((name) => /^\.scratch-cms-admin-\d+$/.test(name)))
    if (path.join(ROOT, 'tests', stale) !== admin)
      fs.rmSync(path.join(ROOT, 'tests', stale), { recursive: true, force: true });
  const built = `${admin}-building`;
  execFileSync('npm', ['run', '-s', 'cms:build', '--', '--out', built], { stdio: 'inherit' });
  fs.cpSync(built, admin, { recursive: true });
  fs.rmSync(built, { recursive: true, force: true });
  fs.writeFileSync(done, '');
  return admin;
}

export function editorFixture(name: string) {
  const worktree = path.join(ROOT, 'tests', `.scratch-${name}`);
  let admin = '';
  let server: Awaited<ReturnType<typeof serveEditor>> | undefined;
  let base = '';
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    admin = await sharedAdmin();
    fs.rmSync(worktree, { recursive: true, force: true });
    execFileSync('git', ['worktree', 'prune']);
    execFileSync('git', ['worktree', 'add', '--detach', worktree, 'HEAD'], { stdio: 'ignore' });
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(worktree, 'node_modules'));
    server = await serveEditor(admin, worktree);
    base = server.base;
  });
  test.afterAll(() => {
    server?.close();
    if (!process.env.E2E_KEEP_EDITOR_WORKTREE) execFileSync('git', ['worktree', 'remove', '--force', worktree]);
  });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: worktree, encoding: 'utf8' });
  return {
    worktree,
    open: (page: Page) => openEditor(page, base, worktree),
    git,
    /** Commits what the editor wrote, as its pull request would. */
    commit: (message: string) => {
      git('add', '-A', 'content', 'public');
      git('-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', 'commit', '-q', '-m', message);
    },
    run: (script: string, ...args: string[]) =>
      spawnSync('npm', ['run', '-s', script, '--', ...args], {
        cwd: worktree,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'development' },
      }),
    englishFiles: (folder: string) =>
      fs.readdirSync(path.join(worktree, folder)).filter((file) => /^[a-z0-9-]+\.md$/.test(file)),
    /** A file of the worktree, read as front matter and body. */
    entry: (file: string) => matter(fs.readFileSync(path.join(worktree, file), 'utf8'), {}),
  };
}

/** What the editor may be refused by its policy: the package's stylesheet names a CDN for fonts it also
 * bundles (the bundled ones are used), and the GitHub backend asks GitHub's status page whether GitHub is up. */
export const EXPECTED_VIOLATIONS = [
  /^font-src https:\/\/cdn\.jsdelivr\.net\/fontsource\//,
  /^connect-src https:\/\/www\.githubstatus\.com\//,
];

export type Watch = { errors: string[]; violations: string[]; log: string[] };

async function openEditor(page: Page, base: string, worktree: string): Promise<Watch> {
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
  await handFolderToEditor(page, worktree);
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByRole('tree', { name: 'Collection List' })).toBeVisible({ timeout: 30_000 });
  return watch;
}

/**
 * Scrolls the editor until the last of `path` (a field, then the fields or buttons inside it) is drawn. The
 * editor draws a field once it has intersected the view, and a field's own fields only after that: so the
 * steps are shorter than the view and each is painted before the next, and each inner level is looked for
 * with its parent held in view (a busy machine draws the parent after a longer scroll has left it behind).
 */
export async function reveal(page: Page, pane: Locator, ...path: Locator[]): Promise<void> {
  await pane.getByRole('textbox').first().hover();
  const painted = () =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const centre = (locator: Locator) => locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  let parent: Locator | undefined;
  for (const field of path) {
    await expect
      .poll(
        async () => {
          if ((await field.count()) > 0) return true;
          if (parent) await centre(parent);
          else await page.mouse.wheel(0, 300);
          await painted();
          return false;
        },
        { intervals: [50], timeout: 30_000 },
      )
      .toBe(true);
    await centre(field);
    parent = field;
  }
}

/** The editor's collections, as the tests read them. */
type EditorCollection = {
  name: string;
  label: string;
  folder: string;
  identifier_field: string;
  fields: (Field & { name: string; label: string; i18n: unknown; widget: string })[];
};
/** The collections of entries (a folder each); the redirects' file is the one other. */
export const collections = (cmsConfig().collections ?? []).filter(
  (collection) => 'folder' in collection,
) as unknown as EditorCollection[];
export const FILES = (cmsConfig().collections ?? []).flatMap((collection) =>
  'files' in collection ? collection.files : [],
);

/** The preview pane's page: the frame the editor draws an entry in. */
export const previewOf = (page: Page) =>
  page.getByRole('group', { name: /^Preview .+ Content$/ }).frameLocator('iframe');
