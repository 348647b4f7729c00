import type { NextConfig } from 'next';
import { env } from './lib/env';

for (const warning of env.warnings) console.warn(`⚠ ${warning}`);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Titles and descriptions belong in <head> for every client, not streamed in later.
  htmlLimitedBots: /.*/,
  images: { formats: ['image/avif', 'image/webp'] },
};

export default nextConfig;
