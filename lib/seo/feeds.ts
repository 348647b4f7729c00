import { Feed } from 'feed';
import { getAllPosts, getPostsTagged, type Tag } from '@/lib/content/blog';
import { env } from '@/lib/env';
import { site } from '@/config/site';
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { format } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';

export const FEEDS = {
  rss: { path: '/blog/rss.xml', type: 'application/rss+xml' },
  atom: { path: '/blog/atom.xml', type: 'application/atom+xml' },
  json: { path: '/blog/feed.json', type: 'application/feed+json' },
} as const;

/** The path of one topic's RSS feed. */
export const tagFeedPath = (tag: Pick<Tag, 'href'>) => `${tag.href}/rss.xml`;

/** The blog's feeds in a language: each language's posts have their own. */
export const feedPath = (locale: Locale, feed: keyof typeof FEEDS) => localePath(locale, FEEDS[feed].path);

/** The blog, or one topic of it, as RSS 2.0, Atom and JSON Feed, from the same posts as the pages. */
function blogFeed(locale: Locale, tag?: Tag): Feed {
  const origin = env.NEXT_PUBLIC_SITE_URL;
  const words = messagesFor(locale).blog;
  const blog = localePath(locale, '/blog');
  const posts = tag ? getPostsTagged(locale, tag.slug) : getAllPosts(locale);
  const feed = new Feed({
    title: tag ? format(words.topicFeedTitle, { tag: tag.name }) : words.feedTitle,
    description: tag ? format(words.topicFeedDescription, { tag: tag.name }) : words.feedDescription,
    id: `${origin}${tag?.href ?? blog}`,
    link: `${origin}${tag?.href ?? blog}`,
    language: LOCALE_FACTS[locale].tag,
    favicon: `${origin}/icon.svg`,
    copyright: `© ${new Date().getFullYear()} ${site.legalName}`,
    updated: posts[0]?.updatedAt ?? posts[0]?.publishedAt ?? new Date(),
    feedLinks: tag
      ? { rss: `${origin}${tagFeedPath(tag)}` }
      : {
          rss: `${origin}${feedPath(locale, 'rss')}`,
          atom: `${origin}${feedPath(locale, 'atom')}`,
          json: `${origin}${feedPath(locale, 'json')}`,
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
      category: post.topics.map((topic) => ({ name: topic.name })),
      image: `${origin}${post.cover.src}`,
    });
  }
  return feed;
}

const RENDER = {
  rss: (feed: Feed) => feed.rss2(),
  atom: (feed: Feed) => feed.atom1(),
  json: (feed: Feed) => feed.json1(),
};

/** One feed as a response: the route handlers of every language answer with this. */
export function feedResponse(locale: Locale, kind: keyof typeof FEEDS, tag?: Tag): Response {
  return new Response(RENDER[kind](blogFeed(locale, tag)), {
    headers: { 'content-type': `${FEEDS[kind].type}; charset=utf-8` },
  });
}
