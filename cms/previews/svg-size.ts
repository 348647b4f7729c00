// The editor's stand-in for lib/content/svg-size.ts (which reads public/ from disk): in the preview pane
// pictures take the size the site's CSS gives them, so nothing needs their intrinsic size.
export function svgSize(src: string): { width: number; height: number } | undefined {
  void src;
  return undefined;
}
