import type { StaticImageData } from 'next/image';
import svg from './not-found.svg';

// Next types SVG imports as `any` (room for SVGR); with no loader for them they are static image data.
const drawing = svg as StaticImageData;

/**
 * The digits 4 0 4 with two small figures standing on them, looking for the page. Referenced rather
 * than inline: a not-found view travels in every page's flight data, twice, and the drawing inline
 * was ~340 bytes of each first response (gzip). Imported, so its address carries a content hash
 * and browsers keep it for a year.
 */
export function NotFoundIllustration({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 360 200"
      width="360"
      height="200"
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <use href={`${drawing.src}#art`} />
    </svg>
  );
}
