import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { getAllChecklists } from '@/lib/content/checklists';
import { LOCALES } from '@/lib/i18n/locales';
import { checklistPdf } from './checklist-pdf';

describe('the checklist PDF', () => {
  it('is written in each language a checklist has, every letter kept', async () => {
    for (const locale of LOCALES) {
      for (const checklist of getAllChecklists(locale)) {
        const pdf = await PDFDocument.load(await checklistPdf(checklist, locale));
        expect(pdf.getTitle()).toBe(checklist.title);
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      }
    }
    const polish = getAllChecklists('pl');
    expect(polish.length).toBeGreaterThan(0);
    // Polish titles carry letters beyond Windows-1252, which the standard PDF fonts cannot draw.
    expect(polish.some((checklist) => /[ąćęłńśźż]/i.test(checklist.title + checklist.description))).toBe(true);
  }, 30_000);
});
