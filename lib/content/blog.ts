import readingTime from 'reading-time';
import { z } from 'zod';
import { assertReference, isPublished, loadCollection } from './collection';
import { date, description, image, text } from './fields';
import { getTeam, type TeamMember } from './team';
import { slugify } from '@/lib/text';

const POSTS_PER_PAGE = 6;

/** The front matter of one file, exported for the tests of what it accepts. */
export const postSchema = z.object({
  title: text(120),
  description,
  publishedAt: date,
  updatedAt: date.optional(),
  author: z.string(),
  tags: z.array(text(30)).min(1).max(5),
  cover: image,
  draft: z.boolean().optional(),
});

export type Post = Omit<z.infer<typeof postSchema>, 'author'> & {
  slug: string;
  /** Where the post is read: /blog/{slug}. */
  href: string;
  body: string;
  author: TeamMember;
  readingMinutes: number;
  wordCount: number;
};

let allPosts: Post[] | undefined;

/** Every post, with its author and reading time, worked out once per process (pages ask many times). */
function loadPosts(): Post[] {
  if (allPosts) return allPosts;
  const team = getTeam();
  allPosts = loadCollection('blog', postSchema)
    .map((entry) => {
      assertReference(entry.file, 'author', entry.data.author, team.map((member) => member.slug));
      const stats = readingTime(entry.body);
      return {
        ...entry.data,
        slug: entry.slug,
        href: `/blog/${entry.slug}`,
        body: entry.body,
        author: team.find((member) => member.slug === entry.data.author)!,
        readingMinutes: Math.max(1, Math.round(stats.minutes)),
        wordCount: stats.words,
      };
    })
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
  return allPosts;
}

/** Published posts, newest first. */
export function getAllPosts(now = new Date()): Post[] {
  return loadPosts().filter((post) => isPublished(post, now));
}

export function getPostBySlug(slug: string): Post | undefined {
  return getAllPosts().find((post) => post.slug === slug);
}

/** How many listing pages `posts` fill (at least one). */
export function getPageCount(posts: readonly Post[] = getAllPosts()): number {
  return Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
}

/** Page numbers start at 1; the listing at /blog is page 1. */
export function getPage<T>(posts: readonly T[], page: number): T[] {
  const start = (page - 1) * POSTS_PER_PAGE;
  return posts.slice(start, start + POSTS_PER_PAGE);
}

export type Tag = { slug: string; name: string; count: number; href: string };

export const tagHref = (name: string) => `/blog/tags/${slugify(name)}`;

/** Every tag of a published post, the most used first. */
export function getAllTags(): Tag[] {
  const tags = new Map<string, Tag>();
  for (const post of getAllPosts()) {
    for (const name of post.tags) {
      const slug = slugify(name);
      const tag = tags.get(slug) ?? { slug, name, count: 0, href: tagHref(name) };
      tag.count += 1;
      tags.set(slug, tag);
    }
  }
  return [...tags.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export function getTag(slug: string): Tag | undefined {
  return getAllTags().find((tag) => tag.slug === slug);
}

export function getPostsTagged(slug: string): Post[] {
  return getAllPosts().filter((post) => post.tags.some((name) => slugify(name) === slug));
}

export function getAdjacentPosts(slug: string): { newer?: Post; older?: Post } {
  const posts = getAllPosts();
  const index = posts.findIndex((post) => post.slug === slug);
  return { newer: index > 0 ? posts[index - 1] : undefined, older: posts[index + 1] };
}

/** Posts sharing the most tags, newest first among equals. */
export function getRelatedPosts(slug: string, limit = 3): Post[] {
  const posts = getAllPosts();
  const current = posts.find((post) => post.slug === slug);
  if (!current) return [];
  return posts
    .filter((post) => post.slug !== slug)
    .map((post) => ({ post, shared: post.tags.filter((tag) => current.tags.includes(tag)).length }))
    .sort((a, b) => b.shared - a.shared || b.post.publishedAt.getTime() - a.post.publishedAt.getTime())
    .slice(0, limit)
    .map(({ post }) => post);
}

