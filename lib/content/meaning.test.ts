import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { postSchema } from './blog';
import { COLLECTIONS } from './collections';
import { meaningHash, translatedPaths } from './meaning';

const post = fs.readFileSync(path.join(process.cwd(), 'content/blog/monolith-first.md'), 'utf8');
const hash = (raw: string) => meaningHash(raw, postSchema);

describe('what a translation is made from', () => {
  it('is the same after the editor reformats the file: YAML style, list markers, indentation, blank lines', () => {
    const reformatted = post
      .replace(/^title: (.*)$/m, (_, title: string) => `title: "${title}"`)
      .replace(/^description: (.*)$/m, (_, text: string) => `description: >-\n  ${text.replace(/, /g, ',\n  ')}`)
      .replace(/^tags: \[(.*)\]$/m, (_, tags: string) => `tags:\n${tags.split(', ').map((tag) => `  - ${tag}`).join('\n')}`)
      .replace(/^---\n(?!title)/m, '---\n\n')
      .replace(/^- /gm, '* ')
      .replace(/^(\d+)\. /gm, '$1) ')
      .replace(/\n\n(?=- |\* )/g, '\n\n');
    // A paragraph broken over two lines reads the same (a soft line break is a space).
    const rewrapped = reformatted.replace('We understand why. ', 'We understand why.\n');
    expect(rewrapped).not.toBe(reformatted);
    expect(hash(rewrapped)).toBe(hash(post));
    expect(reformatted).not.toBe(post);
    expect(hash(reformatted)).toBe(hash(post));
  });

  it('is the same when only what is not translated changes: dates, the author, the cover file, the topics', () => {
    const moved = post
      .replace(/^publishedAt: .*$/m, 'publishedAt: 2026-11-01')
      .replace(/^author: .*$/m, 'author: someone-else')
      .replace(/^  src: .*$/m, '  src: /images/blog/other.webp')
      .replace(/^tags: .*$/m, 'tags: [backend]');
    expect(hash(moved)).toBe(hash(post));
  });

  it('changes with any word of a translated field or of the body', () => {
    expect(hash(post.replace(/^title: Start/m, 'title: Begin'))).not.toBe(hash(post));
    expect(hash(post.replace(/^  alt: Abstract/m, '  alt: Concrete'))).not.toBe(hash(post));
    expect(hash(post.replace('independent failures', 'independent outages'))).not.toBe(hash(post));
    // Emphasis is meaning too: the tree, not only its text.
    expect(hash(post.replace('**modular monolith**', 'modular monolith'))).not.toBe(hash(post));
  });

  it('knows each collection’s translated fields from its schema', () => {
    expect(translatedPaths(postSchema)).toEqual(['title', 'description', 'cover.alt']);
    expect(translatedPaths(COLLECTIONS.team.schema)).toEqual(['role', 'location', 'bio']);
    expect(translatedPaths(COLLECTIONS.faq.schema)).toEqual(['title', 'questions[].question', 'questions[].answer']);
  });
});
