import 'server-only';
export type CvKind = { extension: 'pdf' | 'doc' | 'docx'; contentType: string };

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 compound file
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let index = 0; index <= bytes.length - needle.length; index++) {
    for (let offset = 0; offset < needle.length; offset++) if (bytes[index + offset] !== needle[offset]) continue outer;
    return true;
  }
  return false;
}

const utf16 = (text: string) => new Uint8Array([...text].flatMap((char) => [char.charCodeAt(0), 0]));
const ascii = (text: string) => new TextEncoder().encode(text);

/** Recognises a CV by its bytes, never by its name or declared type. */
export function detectCv(bytes: Uint8Array): CvKind | undefined {
  if (startsWith(bytes, PDF) && contains(bytes.subarray(Math.max(0, bytes.length - 2048)), ascii('%%EOF'))) {
    return { extension: 'pdf', contentType: 'application/pdf' };
  }
  if (startsWith(bytes, OLE) && contains(bytes, utf16('WordDocument')))
    return { extension: 'doc', contentType: 'application/msword' };
  if (
    startsWith(bytes, ZIP) &&
    contains(bytes, ascii('word/document.xml')) &&
    contains(bytes, ascii('[Content_Types].xml'))
  ) {
    return {
      extension: 'docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
  }
  return undefined;
}

/** A file name safe for disks and mail clients, with the extension the bytes earned. */
export function safeFileName(name: string, kind: CvKind): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'cv'}.${kind.extension}`;
}
