import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import type { Checklist } from '@/lib/content/checklists';
import { site } from '@/config/site';
import { format } from '@/lib/i18n/format';
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { onceResolved } from '@/lib/leads/store/mailbox';

// DejaVu Sans covers every letter of Portuguese and Polish (the PDF standard fonts stop at Windows-1252);
// only the glyphs a checklist uses are embedded. Read by path from the app's folder, not resolved as a
// module (the bundler would take every file of the package for code); next.config.ts traces the two.
const fontFile = (name: 'DejaVuSans.ttf' | 'DejaVuSans-Bold.ttf') =>
  path.join(process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf', name);

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INK = rgb(0.06, 0.11, 0.18);
const MUTED = rgb(0.32, 0.38, 0.45);
const ACCENT = rgb(0.26, 0.22, 0.79);

/** The two font files, read once per process (a download should not touch the disk for them again). */
const fonts = onceResolved(() =>
  Promise.all([fs.readFile(fontFile('DejaVuSans.ttf')), fs.readFile(fontFile('DejaVuSans-Bold.ttf'))]),
);

/** Text as the embedded font can draw it: composed letters, no control characters. */
function printable(text: string): string {
  return text.normalize('NFC').replace(/[\u0000-\u001f\u007f]/g, ' ');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The full checklist as a printable PDF in `locale`, built from the same Markdown front matter as its page. */
export async function checklistPdf(checklist: Checklist, locale: Locale): Promise<Uint8Array> {
  const t = messagesFor(locale).checklistPage;
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(printable(checklist.title));
  pdf.setAuthor(site.legalName);
  pdf.setSubject(printable(checklist.description));
  pdf.setLanguage(LOCALE_FACTS[locale].tag);
  const [regularBytes, boldBytes] = await fonts();
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  const width = PAGE.width - 2 * PAGE.margin;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const ensure = (height: number) => {
    if (y - height >= PAGE.margin + 20) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, font: PDFFont, size: number, color = INK, indent = 0, gap = 4) => {
    for (const line of wrap(text, font, size, width - indent)) {
      ensure(size + gap);
      page.drawText(line, { x: PAGE.margin + indent, y: y - size, size, font, color });
      y -= size + gap;
    }
  };

  write(site.name.toUpperCase(), bold, 10, ACCENT);
  y -= 8;
  write(checklist.title, bold, 22, INK, 0, 6);
  y -= 4;
  write(checklist.description, regular, 11, MUTED);
  write(`${t.for} ${checklist.audience}`, regular, 11, MUTED);
  y -= 12;
  for (const section of checklist.sections) {
    ensure(40);
    write(section.title, bold, 14, INK, 0, 8);
    for (const item of section.items) {
      ensure(20);
      page.drawRectangle({ x: PAGE.margin, y: y - 11, width: 10, height: 10, borderColor: ACCENT, borderWidth: 1 });
      write(item, regular, 11, INK, 20, 5);
      y -= 4;
    }
    y -= 10;
  }
  const pages = pdf.getPages();
  pages.forEach((each, index) =>
    each.drawText(
      printable(`${site.legalName} · ${site.email} · ${format(t.pdfPage, { page: index + 1, pages: pages.length })}`),
      {
        x: PAGE.margin,
        y: PAGE.margin / 2,
        size: 8,
        font: regular,
        color: MUTED,
      },
    ),
  );
  return pdf.save();
}
