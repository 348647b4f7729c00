/** Same-origin paths, localhost and the site's own origin: where trace headers may go. */
export function tracePropagationTargets(siteOrigin: string): (string | RegExp)[] {
  return ['localhost', siteOrigin, /^\/(?!\/)/];
}

export const replayOptions = {
  maskAllText: true,
  maskAllInputs: true,
  blockAllMedia: true,
  mutationBreadcrumbLimit: 750,
  mutationLimit: 10_000,
  slowClickTimeout: 7_000,
} as const;

export const TUNNEL_PATH = '/api/monitoring';
