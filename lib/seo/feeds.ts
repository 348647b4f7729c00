import { Feed } from 'feed';
import { getAllPosts, getPostsTagged, type Tag } from '@/lib/content/blog';
import { env } from '@/lib/env';
import { site } from '@/config/site';

export const FEEDS = {
  rss: { path: '/blog/rss.xml', type: 'application/rss+xml' },
  atom: { path: '/blog/atom.xml', type: 'application/atom+xml' },
  json: { path: '/blog/feed.json', type: 'application/feed+json' },
} as const;

/** The path of one topic's RSS feed. */
export const tagFeedPath = (tag: Pick<Tag, 'href'>) => `${tag.href}/rss.xml`;

/** The blog, or one topic of it, as RSS 2.0, Atom and JSON Feed, from the same posts as the pages. */
export function blogFeed(tag?: Tag): Feed {
  const origin = env.NEXT_PUBLIC_SITE_URL;
  const posts = tag ? getPostsTagged(tag.slug) : getAllPosts();
  const feed = new Feed({
    title: tag ? `${site.name} engineering blog: ${tag.name}` : `${site.name} engineering blog`,
    description: tag
      ? `Posts about ${tag.name} from the Brightloom engineering blog.`
      : 'Engineering notes from Brightloom: architecture, delivery, cloud costs, AI in production and how small senior teams ship.',
    id: `${origin}${tag?.href ?? '/blog'}`,
    link: `${origin}${tag?.href ?? '/blog'}`,
    language: 'en',
    favicon: `${origin}/icon.svg`,
    copyright: `© ${new Date().getFullYear()} ${site.legalName}`,
    updated: posts[0]?.updatedAt ?? posts[0]?.publishedAt ?? new Date(),
    feedLinks: tag
      ? { rss: `${origin}${tagFeedPath(tag)}` }
      : {
          rss: `${origin}${FEEDS.rss.path}`,
          atom: `${origin}${FEEDS.atom.path}`,
          json: `${origin}${FEEDS.json.path}`,
        },
    author: { name: site.name, email: site.email, link: origin },
  });
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: `${origin}${post.href}`,
      link: `${origin}${post.href}`,
      description: post.description,
      date: post.updatedAt ?? post.publishedAt,
      published: post.publishedAt,
      author: [{ name: post.author.name }],
      category: post.tags.map((tag) => ({ name: tag })),
      image: `${origin}${post.cover.src}`,
    });
  }
  return feed;
}
