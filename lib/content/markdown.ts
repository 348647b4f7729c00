import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypePrettyCode from 'rehype-pretty-code';
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
import { svgSize } from './svg-size';

type Heading = { id: string; text: string; depth: 2 | 3 };
export type RenderedMarkdown = { html: string; headings: Heading[] };

function rehypeContentImages() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'img' || typeof node.properties.src !== 'string') return;
      const size = svgSize(node.properties.src);
      if (size) Object.assign(node.properties, size);
      Object.assign(node.properties, { loading: 'lazy', decoding: 'async' });
    });
  };
}

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

/** Markdown to safe HTML at build time: GFM, heading anchors, highlighted code, sized images. */
export async function renderMarkdown(markdown: string, locale: Locale): Promise<RenderedMarkdown> {
  const headings: Heading[] = [];
  const file = await unified()
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
    // Both palettes in the HTML as CSS variables; globals.css shows the one of the current scheme.
    .use(rehypePrettyCode, { theme: { light: 'github-light', dark: 'github-dark-default' }, keepBackground: true })
    .use(rehypeContentImages)
    .use(rehypeStringify)
    .process(markdown);
  return { html: String(file), headings };
}
