import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import { renderMarkdownNow } from './markdown-core';

describe('renderMarkdown', () => {
  it('renders GitHub-flavoured Markdown with heading anchors', async () => {
    const { html, headings } = await renderMarkdown('## First part\n\n### Detail\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done', 'en');
    expect(html).toContain('<h2 id="first-part">');
    expect(html).toContain('href="#first-part"');
    expect(html).toContain('<table>');
    expect(html).toContain('type="checkbox"');
    expect(headings).toEqual([
      { id: 'first-part', text: 'First part', depth: 2 },
      { id: 'detail', text: 'Detail', depth: 3 },
    ]);
  });

  it('highlights code at build time, in a palette for each colour scheme', async () => {
    const { html } = await renderMarkdown('```ts\nconst answer: number = 42;\n```', 'en');
    expect(html).toContain('data-language="ts"');
    expect(html).toMatch(/<span style="--shiki-light:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}"/);
  });

  it('removes scripts, event handlers and javascript: links', async () => {
    const { html } = await renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1))\n\n<iframe src="https://evil.example"></iframe>',
      'en',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe/i);
  });

  it('sizes local SVG images and loads them lazily', async () => {
    const { html } = await renderMarkdown('![Diagram](/images/blog/monolith-modules.svg)', 'en');
    expect(html).toContain('width="960"');
    expect(html).toContain('height="360"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt="Diagram"');
  });

  it('keeps a translation\'s links in its language, and leaves files and other sites alone', async () => {
    const { html } = await renderMarkdown('[a](/contact-us) [b](/pt/work) [c](/images/x.svg) [d](https://example.com/x)', 'pt');
    expect(html).toContain('href="/pt/contact-us"');
    expect(html).toContain('href="/pt/work"');
    expect(html).toContain('href="/images/x.svg"');
    expect(html).toContain('href="https://example.com/x"');
  });

  it('does not read files outside public/', async () => {
    const { html } = await renderMarkdown('![x](/../../etc/passwd)', 'en');
    expect(html).not.toContain('width=');
  });
});

describe('renderMarkdownNow (the editor preview)', () => {
  it('gives the HTML of the build for text without code or pictures, links in the language, and the same headings', async () => {
    const markdown =
      '## First part\n\nSee [our work](/work) and **more**.\n\n### Detail\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n<script>alert(1)</script>';
    const built = await renderMarkdown(markdown, 'pl');
    const now = renderMarkdownNow(markdown, 'pl');
    expect(now).toEqual(built);
    expect(now.html).toContain('href="/pl/work"');
    expect(now.html).not.toContain('<script');
  });
});
