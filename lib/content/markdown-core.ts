// The Markdown pipeline shared by the build (lib/content/markdown.ts adds highlighting and image sizes)
// and the editor's preview pane (cms/previews), which runs it in the browser as the editor types.
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Locale } from '@/lib/i18n/locales';
import { localize } from '@/lib/i18n/paths';

export type Heading = { id: string; text: string; depth: 2 | 3 };
export type RenderedMarkdown = { html: string; headings: Heading[] };

/** Editors link pages by their English path; a translation's links stay in its language. */
function rehypeLocalLinks(locale: Locale) {
  return () => (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const href = node.properties.href;
      if (node.tagName !== 'a' || typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return;
      if (/\.[a-z0-9]+(?:[?#]|$)/i.test(href)) return;
      node.properties.href = localize(locale, href);
    });
  };
}

function rehypeCollectHeadings(headings: Heading[]) {
  return () => (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if ((node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties.id === 'string') {
        headings.push({ id: node.properties.id, text: toString(node).trim(), depth: node.tagName === 'h2' ? 2 : 3 });
      }
    });
  };
}

/** GFM to sanitised HTML with the site's heading ids and anchors and localised links; `headings` collects h2 and h3. */
export function markdownPipeline(locale: Locale, headings: Heading[]) {
  return (
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      // Sanitise what authors wrote before our own plugins add ids, classes and highlighting.
      .use(rehypeSanitize)
      .use(rehypeLocalLinks(locale))
      .use(rehypeSlug)
      .use(rehypeCollectHeadings(headings))
      .use(rehypeAutolinkHeadings, {
        behavior: 'append',
        properties: { className: ['heading-anchor'], ariaHidden: 'true', tabIndex: -1 },
        content: { type: 'text', value: '#' },
      })
  );
}

/** The same HTML without highlighting or image sizes, at once: for the editor's preview. */
export function renderMarkdownNow(markdown: string, locale: Locale): RenderedMarkdown {
  const headings: Heading[] = [];
  const html = String(markdownPipeline(locale, headings).use(rehypeStringify).processSync(markdown));
  return { html, headings };
}
