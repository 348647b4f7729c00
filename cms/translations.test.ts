import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOfSite, edit, runScript } from '@/tests/support/site-copy';

// A translation behind its English (CONTRACT §20), on a copy of the site whose English page an editor
// changed: the page's entry knows it (its notice), and the editor lists it in the collection.

const PROBE = `import { getPage } from '@/lib/content/pages';
import { pageSchema } from '@/lib/content/pages';
import { translationsBehind } from '@/cms/translations';
console.log(JSON.stringify({
  behind: getPage('pl', 'about-us').translation,
  current: getPage('pl', 'contact-us').translation,
  english: getPage('en', 'about-us').translation ?? null,
  editor: translationsBehind('pages', pageSchema),
}));
`;

describe('a translation behind its English', () => {
  it('is marked on its entry with its date, and listed in the editor', () => {
    const dir = copyOfSite('translations-behind-');
    fs.cpSync('cms', path.join(dir, 'cms'), { recursive: true });
    const dateOf = (file: string) =>
      /^translated: (\d{4}-\d{2}-\d{2})$/m.exec(fs.readFileSync(path.join(dir, file), 'utf8'))?.[1];
    const translated = dateOf('content/pages/about-us.pl.md');
    const portuguese = dateOf('content/pages/about-us.pt.md');
    expect(translated).toBeDefined();
    edit(dir, 'content/pages/about-us.md', (text) => text.replace('honest plans', 'honest plans and fair prices'));
    fs.writeFileSync(path.join(dir, 'scripts/probe.ts'), PROBE);
    const { status, output } = runScript(dir, 'probe');
    expect(status).toBe(0);
    const read = JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(read.behind).toEqual({ behind: true, translated });
    expect(read.current).toEqual({ behind: false, translated: expect.any(String) as string });
    expect(read.english).toBeNull();
    expect(read.editor).toBe(
      `Translations behind their English, published with a notice until brought up to date: about-us (Português, translated ${portuguese}); about-us (Polski, translated ${translated}).`,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
