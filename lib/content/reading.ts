// reading-time's counting function alone: its package entry also loads a Node stream, which the
// editor's preview (a browser bundle) cannot carry.
import readingTime from 'reading-time/lib/reading-time.js';

/** Words and whole minutes (at least one) a reader needs, as a post's byline and structured data state them. */
export function readingStats(markdown: string): { words: number; minutes: number } {
  const stats = readingTime(markdown);
  return { words: stats.words, minutes: Math.max(1, Math.round(stats.minutes)) };
}
