import { svgSize } from '@/lib/content/svg-size';

type Props = {
  src: string;
  alt: string;
  /** Defaults to the SVG's own size; CSS usually scales it. */
  width?: number;
  height?: number;
  className?: string;
  /**
   * `high`: above the fold and worth waiting for, load at once and early. `low`: small and beside the
   * first paint's text (a byline's avatar): Chrome would raise an image in view to high, and the page's
   * largest paint would then wait a round trip for it (issue 55). Otherwise lazy, at the browser's pace.
   */
  priority?: 'high' | 'low';
};

/**
 * The site's own SVG art, sized so nothing shifts and lazy below the fold. next/image would add
 * client JavaScript to every page and cannot optimise SVG anyway; use it for photos.
 */
export function SvgImage({ src, alt, width, height, className, priority }: Props) {
  const intrinsic = svgSize(src);
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={alt}
      width={width ?? intrinsic?.width}
      height={height ?? intrinsic?.height}
      className={className}
      loading={priority === 'high' ? 'eager' : 'lazy'}
      fetchPriority={priority}
      decoding="async"
    />
  );
}
