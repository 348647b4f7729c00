import { describe, expect, it } from 'vitest';
import { getAllPosts } from '@/lib/content/blog';
import { getAllServices } from '@/lib/content/services';
import { llmsTxt } from './llms-txt';

describe('llms.txt', () => {
  const text = llmsTxt('https://www.brightloom.dev', new Date('2026-11-27'));

  it('is the company as #, a summary as >, then sections of links, as llmstxt.org lays it out', () => {
    expect(text).toMatch(/^# Brightloom\n\n> .+\n\n/);
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual(['Services', 'Case studies', 'Blog', 'Careers']);
  });

  it('links every service and post to its English page, with one line about it', () => {
    for (const entry of [...getAllServices('en'), ...getAllPosts('en')])
      expect(text).toContain(`(https://www.brightloom.dev${entry.href}): ${entry.description}`);
    for (const link of text.matchAll(/\]\(([^)]+)\)/g))
      expect(link[1]).toMatch(/^https:\/\/www\.brightloom\.dev\/[a-z]/);
    expect(text).not.toMatch(/\/(pt|pl)\/(blog|services)\//);
  });
});
