import { svgSize } from '@/lib/content/svg-size';

type Props = {
  src: string;
  alt: string;
  /** Defaults to the SVG's own size; CSS usually scales it. */
  width?: number;
  height?: number;
  className?: string;
  /** Above the fold: load at once and early. */
  priority?: boolean;
};

/**
 * The site's own SVG art, sized so nothing shifts and lazy below the fold. next/image would add
 * client JavaScript to every page and cannot optimise SVG anyway; use it for photos.
 */
export function SvgImage({ src, alt, width, height, className, priority = false }: Props) {
  const intrinsic = svgSize(src);
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={alt}
      width={width ?? intrinsic?.width}
      height={height ?? intrinsic?.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
