import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { languageProblems } from './check';

// content:check reads the language list: a language added to it is named with every page and words file
// it lacks, before the build fails on the first of them.
describe('the language list in content:check', () => {
  it('finds nothing missing for the languages the site has', () => {
    expect(languageProblems(process.cwd())).toEqual([]);
  });

  it('names the pages and words of a language added to the list and nothing else', () => {
    // `qaa` is reserved for local use by ISO 639: no real language the site could add.
    const problems = languageProblems(process.cwd(), [...LOCALES, 'qaa' as Locale]);
    const files = problems.map((problem) => problem.file);
    expect(files).toContain('content/pages/privacy-policy.qaa.md');
    expect(files).toContain('content/pages/home.qaa.md');
    expect(files).toContain('content/words/qaa/site.json');
    expect(files).toContain('content/words/qaa/rules.json');
    // The company's words are read in English only: a new language does not translate them.
    expect(files).not.toContain('content/words/qaa/company.json');
    expect(files).toContain('lib/i18n/locales.ts');
    const english = fs.readdirSync('content/pages').filter((name) => /^[^.]+\.md$/.test(name));
    expect(files.filter((file) => file.startsWith('content/pages/'))).toHaveLength(english.length);
    expect(files.every((file) => /[./]qaa[./]/.test(file) || file === 'lib/i18n/locales.ts')).toBe(true);
  });
});
