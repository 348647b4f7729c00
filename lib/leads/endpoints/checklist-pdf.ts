import 'server-only';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { Checklist } from '@/lib/content/checklists';
import { site } from '@/config/site';

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INK = rgb(0.06, 0.11, 0.18);
const MUTED = rgb(0.32, 0.38, 0.45);
const ACCENT = rgb(0.26, 0.22, 0.79);

// The standard PDF fonts speak Windows-1252 only: fold everything else to its closest plain letter.
function printable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, (char) => (char === 'ł' ? 'l' : 'L'))
    .replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');
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

/** The full checklist as a printable PDF, built from the same Markdown front matter as its page. */
export async function checklistPdf(checklist: Checklist): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(checklist.title));
  pdf.setAuthor(site.legalName);
  pdf.setSubject(printable(checklist.description));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
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
  write(`For: ${checklist.audience}`, regular, 11, MUTED);
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
    each.drawText(printable(`${site.legalName} · ${site.email} · page ${index + 1} of ${pages.length}`), {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 8,
      font: regular,
      color: MUTED,
    }),
  );
  return pdf.save();
}
