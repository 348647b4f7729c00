import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { robotsGroups } from '@/lib/seo/crawlers';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: robotsGroups(env.ROBOTS_AI_TRAINING),
    sitemap: `${env.NEXT_PUBLIC_SITE_URL}/sitemap.xml`,
  };
}
