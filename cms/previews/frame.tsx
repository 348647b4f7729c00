// The preview pane's frame: reads the entry, resolves pictures from the branch being edited, and draws the
// Markdown body as the site does (highlighted code too, a moment after the text).
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { renderMarkdown } from '@/lib/content/markdown';
import { renderMarkdownNow } from '@/lib/content/markdown-core';
import { Prose } from '@/components/ui/prose';
import { readEntry, type ImmutableLike, type Raw } from './entry-data';

/** What each kind of entry's view is handed. */
export type PaneEntry = {
  data: Raw;
  /** The entry's file name, its address's last part. */
  slug: string;
  locale: Locale;
  meta: ImmutableLike | undefined;
  /** A picture's address in the pane: the branch's own file where the editor has it (an upload on a draft). */
  asset: (src: string) => string;
};

type View = (entry: PaneEntry) => React.ReactNode;

/** A template for the editor: reads the entry, then draws it inside the site's page frame. */
export function template(view: View) {
  return function Preview({ entry, fieldsMetaData, document, getAsset }: CustomPreviewTemplateProps) {
    const { data, locale, slug } = readEntry(entry, document.documentElement.lang);
    const asset = (src: string) => (src && getAsset(src)?.url) || src;
    return (
      <main id="main" lang={locale}>
        {view({ data, slug, locale, meta: fieldsMetaData as ImmutableLike | undefined, asset })}
      </main>
    );
  };
}

/** The pictures a body names (`<img src="/images/…">`), pointed at the branch's files. */
const withAssets = (html: string, asset: (src: string) => string) =>
  html.replace(/(<img[^>]*\ssrc=")([^"]+)(")/g, (_, before: string, src: string, after: string) => {
    const resolved = asset(src.replaceAll('&#x26;', '&').replaceAll('&amp;', '&'));
    return `${before}${resolved.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}${after}`;
  });

/** The entry's Markdown as the site renders it: at once as typed, then with its code highlighted. */
export function PaneBody({ markdown, locale, asset }: { markdown: string; locale: Locale; asset: PaneEntry['asset'] }) {
  const now = renderMarkdownNow(markdown, locale).html;
  const [highlighted, setHighlighted] = useState<{ markdown: string; html: string }>();
  useEffect(() => {
    let current = true;
    // Only a body with code waits for the highlighter; the site's pipeline is the same one.
    if (!/^\s*(```|~~~)/m.test(markdown)) return;
    void renderMarkdown(markdown, locale).then(({ html }) => {
      if (current) setHighlighted({ markdown, html });
    });
    return () => {
      current = false;
    };
  }, [markdown, locale]);
  const html = highlighted?.markdown === markdown ? highlighted.html : now;
  return <Prose html={withAssets(html, asset)} />;
}
