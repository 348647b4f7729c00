import fs from 'node:fs';
import path from 'node:path';

const PUBLIC_DIR = path.join(process.cwd(), 'public');

/** The intrinsic size of an SVG under public/, so images reserve their space and never shift the layout. */
export function svgSize(src: string): { width: number; height: number } | undefined {
  const file = path.join(PUBLIC_DIR, path.normalize(src));
  if (!file.startsWith(PUBLIC_DIR + path.sep) || !file.endsWith('.svg') || !fs.existsSync(file)) return undefined;
  const head = fs.readFileSync(file, 'utf8').slice(0, 500);
  const viewBox = /viewBox="\s*[\d.-]+\s+[\d.-]+\s+([\d.]+)\s+([\d.]+)\s*"/.exec(head);
  return viewBox ? { width: Number(viewBox[1]), height: Number(viewBox[2]) } : undefined;
}
