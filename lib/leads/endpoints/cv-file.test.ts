import { describe, expect, it } from 'vitest';
import { detectCv, safeFileName } from '@/lib/leads/endpoints/cv-file';

// A CV is recognised by its bytes, not its name.
describe('detectCv', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('recognises PDF, DOC and DOCX by their content', () => {
    expect(detectCv(bytes('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'))?.extension).toBe('pdf');
    const doc = new Uint8Array([
      0xd0,
      0xcf,
      0x11,
      0xe0,
      0xa1,
      0xb1,
      0x1a,
      0xe1,
      ...[...'WordDocument'].flatMap((char) => [char.charCodeAt(0), 0]),
    ]);
    expect(detectCv(doc)?.extension).toBe('doc');
    expect(detectCv(bytes('PK\u0003\u0004....[Content_Types].xml....word/document.xml'))?.extension).toBe('docx');
  });

  it('refuses fakes', () => {
    expect(detectCv(bytes('just text renamed to cv.pdf'))).toBeUndefined();
    expect(detectCv(bytes('%PDF-1.7 but truncated'))).toBeUndefined();
    expect(detectCv(bytes('PK\u0003\u0004 a zip of holiday photos'))).toBeUndefined();
    expect(detectCv(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBeUndefined();
    expect(detectCv(bytes('<html><script>alert(1)</script>'))).toBeUndefined();
  });

  it('names the stored file by what it is', () => {
    expect(safeFileName('../../etc/Mÿ CV (final).exe', { extension: 'pdf', contentType: 'application/pdf' })).toBe(
      'My-CV-final.pdf',
    );
    expect(safeFileName('', { extension: 'docx', contentType: '' })).toBe('cv.docx');
  });
});
