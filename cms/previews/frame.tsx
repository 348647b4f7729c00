// The preview pane's frame: reads the entry, resolves pictures from the branch being edited, and draws the
// Markdown body as the site does (highlighted code too, a moment after the text).
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { Component } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { renderMarkdown } from '@/lib/content/markdown';
import { renderMarkdownNow } from '@/lib/content/markdown-core';
import { Prose } from '@/components/ui/prose';
import { readEntry, type ImmutableLike, type Raw } from './entry-data';

/** What each kind of entry's view is handed. */
type PaneEntry = {
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

type BodyProps = { markdown: string; locale: Locale; asset: PaneEntry['asset'] };

/** Highlighted bodies by language and text: the pane is drawn again on every keystroke. */
const highlightedBodies = new Map<string, string>();

/**
 * The entry's Markdown as the site renders it: at once as typed, then with its code highlighted. A class:
 * Sveltia CMS draws the pane with its own copy of React, whose hooks ours cannot reach; setState goes
 * through the updater its renderer gives the instance.
 */
export class PaneBody extends Component<BodyProps, { highlighted: number }> {
  override state = { highlighted: 0 };
  private key = () => `${this.props.locale}\n${this.props.markdown}`;

  override componentDidMount() {
    this.highlight();
  }

  override componentDidUpdate(previous: BodyProps) {
    if (previous.markdown !== this.props.markdown || previous.locale !== this.props.locale) this.highlight();
  }

  private highlight() {
    const key = this.key();
    // Only a body with code waits for the highlighter; the site's pipeline is the same one.
    if (highlightedBodies.has(key) || !/^\s*(```|~~~)/m.test(this.props.markdown)) return;
    void renderMarkdown(this.props.markdown, this.props.locale).then(({ html }) => {
      highlightedBodies.set(key, html);
      if (highlightedBodies.size > 20) highlightedBodies.delete(highlightedBodies.keys().next().value!);
      this.setState(({ highlighted }) => ({ highlighted: highlighted + 1 }));
    });
  }

  override render() {
    const { markdown, locale, asset } = this.props;
    const html = highlightedBodies.get(this.key()) ?? renderMarkdownNow(markdown, locale).html;
    return <Prose html={withAssets(html, asset)} />;
  }
}
