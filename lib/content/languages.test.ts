import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { languageProblems } from './check';

// content:check reads the language list: a language added to it is named with every page and catalog
// it lacks, before the build fails on the first of them.
describe('the language list in content:check', () => {
  it('finds nothing missing for the languages the site has', () => {
    expect(languageProblems(process.cwd())).toEqual([]);
  });

  it('names the pages and catalogs of a language added to the list and nothing else', () => {
    const problems = languageProblems(process.cwd(), [...LOCALES, 'de' as Locale]);
    const files = problems.map((problem) => problem.file);
    expect(files).toContain('content/pages/privacy-policy.de.md');
    expect(files).toContain('content/pages/home.de.md');
    expect(files).toContain('lib/i18n/messages/de.ts');
    expect(files).toContain('lib/i18n/rules/de.ts');
    expect(files).toContain('lib/i18n/locales.ts');
    const english = fs.readdirSync('content/pages').filter((name) => /^[^.]+\.md$/.test(name));
    expect(files.filter((file) => file.startsWith('content/pages/'))).toHaveLength(english.length);
    expect(files.every((file) => file.includes('de') || file === 'lib/i18n/locales.ts')).toBe(true);
  });
});
