import type { NextConfig } from 'next';
import { computeBuildId } from './lib/build-id';
import { env } from './lib/env';

for (const warning of env.warnings) console.warn(`⚠ ${warning}`);

// The public configuration is part of the build's identity: a changed GTM id is a new build.
const buildId = computeBuildId(process.cwd(), JSON.stringify(publicConstants()));

function publicConstants() {
  return {
    __GTM_ID__: env.gtmId ?? '',
    __SENTRY_DSN__: env.NEXT_PUBLIC_SENTRY_DSN ?? '',
    __SITE_ORIGIN__: env.NEXT_PUBLIC_SITE_URL,
    __BUILD_CHECK_INTERVAL_MS__: env.NEXT_PUBLIC_BUILD_CHECK_INTERVAL_MS,
    __COUNTRY_LOOKUP_URL__: env.NEXT_PUBLIC_COUNTRY_LOOKUP_URL,
  };
}

const nextConfig: NextConfig = {
  distDir: env.NEXT_DIST_DIR,
  poweredByHeader: false,
  reactStrictMode: true,
  // Titles and descriptions belong in <head> for every client, not streamed in later.
  htmlLimitedBots: /.*/,
  images: { formats: ['image/avif', 'image/webp'] },
  generateBuildId: () => buildId,
  // Next encodes these values itself; client code reads them as constants (types/globals.d.ts).
  compiler: { define: { ...publicConstants(), __BUILD_ID__: buildId } },
};

export default nextConfig;
