import type { Element, Root } from 'hast';
import rehypePrettyCode from 'rehype-pretty-code';
import rehypeStringify from 'rehype-stringify';
import { visit } from 'unist-util-visit';
import type { Locale } from '@/lib/i18n/locales';
import { markdownPipeline, type Heading, type RenderedMarkdown } from './markdown-core';
import { svgSize } from './svg-size';

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

/** Markdown to safe HTML at build time: GFM, heading anchors, highlighted code, sized images. */
export async function renderMarkdown(markdown: string, locale: Locale): Promise<RenderedMarkdown> {
  const headings: Heading[] = [];
  const file = await markdownPipeline(locale, headings)
    // Both palettes in the HTML as CSS variables; globals.css shows the one of the current scheme.
    .use(rehypePrettyCode, { theme: { light: 'github-light', dark: 'github-dark-default' }, keepBackground: true })
    .use(rehypeContentImages)
    .use(rehypeStringify)
    .process(markdown);
  return { html: String(file), headings };
}
