// The web editor loads every entry, edits a translation, adds a post with an uploaded picture and takes a
// phone's photo (tests/e2e/editor-support.ts: the editor and its worktree).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import matter from 'gray-matter';
import { expect, test } from '@playwright/test';
import { MAX_IMAGE_SIDE } from '@/cms/config';
import { markdownTree } from '@/lib/content/meaning';
import { collections, editorFixture, EXPECTED_VIOLATIONS, FILES, previewOf, reveal } from './editor-support';

const cms = editorFixture('editor');

test.describe.configure({ mode: 'serial' });

test('every entry of every collection loads in the editor, and each shape of entry opens with its fields', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const watch = await cms.open(page);
  const total =
    collections.reduce((sum, collection) => sum + cms.englishFiles(collection.folder).length, 0) + FILES.length;
  await expect
    .poll(() => watch.log.find((line) => line.includes('Parsed')))
    .toContain(`Parsed ${total} entries (0 errors)`);
  const tree = page.getByRole('tree', { name: 'Collection List' });
  for (const collection of collections) {
    await expect(tree.getByRole('treeitem', { name: collection.label, exact: true })).toContainText(
      String(cms.englishFiles(collection.folder).length),
    );
  }
  // Every entry was parsed above; one entry of each shape (which fields it fills, whether it has a body)
  // opens with its fields, since the editor draws an entry by the fields it has.
  for (const collection of collections) {
    const shapes = new Map<string, { file: string; data: Record<string, unknown> }>();
    for (const file of cms.englishFiles(collection.folder)) {
      const { data, content } = cms.entry(path.join(collection.folder, file));
      const shape = [...Object.keys(data).sort(), content.trim() ? 'body' : ''].join();
      if (!shapes.has(shape)) shapes.set(shape, { file, data });
    }
    for (const { file, data } of shapes.values()) {
      await page.evaluate(
        (hash) => (location.hash = hash),
        `#/collections/${collection.name}/entries/${file.slice(0, -3)}`,
      );
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
  const watch = await cms.open(page);
  const edits: { file: string; field: string; value: string }[] = [];
  for (const collection of collections) {
    const slug = cms.englishFiles(collection.folder)[0]!.slice(0, -3);
    const field = collection.fields.find((item) => item.i18n === true && ['string', 'text'].includes(item.widget))!;
    await page.evaluate((hash) => (location.hash = hash), `#/collections/${collection.name}/entries/${slug}`);
    const editor = page.getByRole('group', { name: /^Edit .?(English|Portuguese).? Content$/ });
    // As an editor would, wait for the text to be shown: switching language while the English text
    // editor is still loading saves that text empty (seen with Sveltia CMS 0.221.1).
    const body = collection.fields.at(-1)!;
    const { content } = matter(fs.readFileSync(path.join(cms.worktree, collection.folder, `${slug}.md`), 'utf8'), {});
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
  const written = cms.git('diff', '--name-only').split('\n').filter(Boolean);
  expect(written.length).toBeGreaterThanOrEqual(edits.length);
  for (const file of written) {
    expect(file, 'only content is written').toMatch(/^content\/[a-z]+\/[a-z0-9-]+(\.(pt|pl))?\.md$/);
    const before = matter(cms.git('show', `HEAD:${file}`), {});
    const after = matter(fs.readFileSync(path.join(cms.worktree, file), 'utf8'), {});
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
  const translations = cms.run('content:translations');
  expect(translations.stdout).toContain('Every translation records its English source as it is now.');
  const check = cms.run('content:check');
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
  const watch = await cms.open(page);
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
  const browse = field('Picture').getByRole('button', { name: 'Browse' });
  await reveal(page, editor, field('Cover'), browse);
  await browse.click();
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

  const post = path.join(cms.worktree, 'content/blog/ship-small-changes-every-day.md');
  expect(fs.existsSync(post)).toBe(true);
  // English only: no translation was written for the languages it does not have yet.
  expect(fs.existsSync(post.replace(/\.md$/, '.pt.md'))).toBe(false);
  const { data, content } = matter(fs.readFileSync(post, 'utf8'), {});
  expect(data).toMatchObject({ title: 'Ship small changes every day', author: 'tomasz-nowak', tags: ['delivery'] });
  expect(content.trim()).toBe('Small changes are easy to review, easy to ship and easy to undo.');
  const cover = (data.cover as { src: string }).src;
  expect(cover).toMatch(/^\/images\/blog\/small-changes-daily\.webp$/);
  const picture = fs.readFileSync(path.join(cms.worktree, 'public', cover));
  expect(webpSize(picture)).toEqual({ width: MAX_IMAGE_SIDE, height: Math.floor((MAX_IMAGE_SIDE * 1600) / 2400) });
  // The only new files (the test before this one edited others; node_modules is a link to the project's).
  const added = cms
    .git('status', '--porcelain', '--untracked-files=all')
    .split('\n')
    .filter((line) => line.startsWith('??') && line !== '?? node_modules');
  expect(added.sort()).toEqual(['?? content/blog/ship-small-changes-every-day.md', `?? public${cover}`]);
  const check = cms.run('content:check');
  expect(check.status, check.stdout + check.stderr).toBe(0);
  // Sveltia CMS 0.221.1, once a new entry is saved, reads the validation of its languages not yet
  // enabled (Portuguese, Polish) and throws in its language switcher; the entry is saved whole.
  expect(watch.errors.filter((error) => !error.startsWith('Cannot convert undefined or null to object'))).toEqual([]);
});

test('a photo from a phone (HEIC) uploads as a cover and lands as WebP, under the admin policy', async ({ page }) => {
  test.setTimeout(120_000);
  const watch = await cms.open(page);
  await page.evaluate(() => (location.hash = '#/collections/blog/entries/monolith-first'));
  const editor = page.getByRole('group', { name: /^Edit .?English.? Content$/ });
  const field = (label: string) => editor.getByRole('group', { name: new RegExp(`^“.?${label}.?” Field$`) }).first();
  const replace = field('Picture').getByRole('button', { name: /Replace/ });
  await reveal(page, editor, field('Cover'), replace);
  await replace.click();
  const chooser = page.waitForEvent('filechooser');
  const dialog = page.getByRole('dialog', { name: 'Select Image' });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  // Made with libheif's heif-enc from a 1200 × 900 gradient: what an iPhone sends.
  await (
    await chooser
  ).setFiles({
    name: 'IMG_0412.HEIC',
    mimeType: 'image/heic',
    buffer: fs.readFileSync(path.join(process.cwd(), 'tests/e2e/files/phone-photo.heic')),
  });
  // Decoded in the browser (its thumbnail is drawn); converted to WebP when the entry is saved.
  await expect(dialog.getByRole('option', { name: 'img_0412.heic', selected: true })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(field('Picture')).toContainText('img_0412.webp');
  await page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main', { name: /^.?Blog posts.? Collection$/ })).toBeVisible();
  const { data } = matter(fs.readFileSync(path.join(cms.worktree, 'content/blog/monolith-first.md'), 'utf8'), {});
  const cover = (data.cover as { src: string }).src;
  expect(cover).toBe('/images/blog/img_0412.webp');
  expect(webpSize(fs.readFileSync(path.join(cms.worktree, 'public', cover)))).toEqual({
    width: 1200,
    height: 900,
  });
  expect(watch.errors.filter((error) => !error.startsWith('Cannot convert undefined or null to object'))).toEqual([]);
  expect(
    watch.violations.filter((violation) => !EXPECTED_VIOLATIONS.some((expected) => expected.test(violation))),
  ).toEqual([]);
});
