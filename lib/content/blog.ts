import { readingStats } from './reading';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { assertReference, isPublished, loadCollectionIn, type TranslationState } from './collection';
import { assertForm } from './forms';
import { date, description, image, slug, text } from './fields';
import { getTeam, type TeamMember } from './team';
import { getTopics, type Topic } from './topics';

const POSTS_PER_PAGE = 6;

/** The front matter of one file, exported for the tests of what it accepts. */
export const postSchema = z.object({
  title: text(120),
  description,
  publishedAt: date,
  updatedAt: date.optional(),
  author: z.string(),
  /** Topics by slug (content/topics). */
  tags: z.array(slug).min(1).max(5),
  cover: image,
  draft: z.boolean().optional(),
  /** A form made in the web editor, shown after the post (content/forms). */
  form: slug.optional(),
});

export type Post = Omit<z.infer<typeof postSchema>, 'author'> & {
  slug: string;
  /** A translation's standing against its English source. */
  translation?: TranslationState;
  /** The language it is written in. */
  locale: Locale;
  /** Where the post is read: /blog/{slug}. */
  href: string;
  body: string;
  /** Its tags as topics: the English tag's slug, the name in the post's language, the topic's page. */
  topics: Topic[];
  author: TeamMember;
  readingMinutes: number;
  wordCount: number;
};

const allPosts = new Map<Locale, Post[]>();

/** Every post, with its author and reading time, worked out once per process (pages ask many times). */
function loadPosts(locale: Locale): Post[] {
  const cached = allPosts.get(locale);
  if (cached) return cached;
  const team = getTeam(locale);
  const topics = getTopics(locale);
  const posts = loadCollectionIn('blog', postSchema, locale)
    .map((entry) => {
      assertReference(entry.file, 'author', entry.data.author, team.map((member) => member.slug));
      for (const tag of entry.data.tags) assertReference(entry.file, 'tags', tag, topics.map((topic) => topic.slug));
      assertForm(entry.file, entry.data.form);
      const stats = readingStats(entry.body);
      return {
        ...entry.data,
        slug: entry.slug,
        translation: entry.translation,
        locale,
        href: localePath(locale, `/blog/${entry.slug}`),
        body: entry.body,
        topics: entry.data.tags.map((tag) => topics.find((topic) => topic.slug === tag)!),
        author: team.find((member) => member.slug === entry.data.author)!,
        readingMinutes: stats.minutes,
        wordCount: stats.words,
      };
    })
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
  allPosts.set(locale, posts);
  return posts;
}

/** Published posts, newest first. */
export function getAllPosts(locale: Locale, now = new Date()): Post[] {
  return loadPosts(locale).filter((post) => isPublished(post, now));
}

export function getPostBySlug(locale: Locale, slug: string): Post | undefined {
  return getAllPosts(locale).find((post) => post.slug === slug);
}

/** How many listing pages `posts` fill (at least one). */
export function getPageCount(posts: readonly Post[]): number {
  return Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
}

/** Page numbers start at 1; the listing at /blog is page 1. */
export function getPage<T>(posts: readonly T[], page: number): T[] {
  const start = (page - 1) * POSTS_PER_PAGE;
  return posts.slice(start, start + POSTS_PER_PAGE);
}

export type Tag = Topic & { count: number };

/** Every tag of a published post, the most used first. */
export function getAllTags(locale: Locale): Tag[] {
  const tags = new Map<string, Tag>();
  for (const post of getAllPosts(locale)) {
    for (const topic of post.topics) {
      const tag = tags.get(topic.slug) ?? { ...topic, count: 0 };
      tag.count += 1;
      tags.set(topic.slug, tag);
    }
  }
  return [...tags.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export function getTag(locale: Locale, slug: string): Tag | undefined {
  return getAllTags(locale).find((tag) => tag.slug === slug);
}

export function getPostsTagged(locale: Locale, slug: string): Post[] {
  return getAllPosts(locale).filter((post) => post.tags.includes(slug));
}

export function getAdjacentPosts(locale: Locale, slug: string): { newer?: Post; older?: Post } {
  const posts = getAllPosts(locale);
  const index = posts.findIndex((post) => post.slug === slug);
  return { newer: index > 0 ? posts[index - 1] : undefined, older: posts[index + 1] };
}

/** Posts sharing the most tags, newest first among equals. */
export function getRelatedPosts(locale: Locale, slug: string, limit = 3): Post[] {
  const posts = getAllPosts(locale);
  const current = posts.find((post) => post.slug === slug);
  if (!current) return [];
  return posts
    .filter((post) => post.slug !== slug)
    .map((post) => ({ post, shared: post.tags.filter((tag) => current.tags.includes(tag)).length }))
    .sort((a, b) => b.shared - a.shared || b.post.publishedAt.getTime() - a.post.publishedAt.getTime())
    .slice(0, limit)
    .map(({ post }) => post);
}

