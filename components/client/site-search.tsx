'use client';

import { useEffect, useRef, useState } from 'react';
import type { SearchResult, TextPart } from '@/lib/search/query';
import { format, pluralize } from '@/lib/i18n/format';
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import styles from './site-search.module.css';

/**
 * The results for a query, searched by the server (the index of a large blog is too big to send, issue
 * 71); a query typed over is abandoned.
 */
let inFlight: AbortController | undefined;
async function searchFor(indexUrl: string, query: string): Promise<SearchResult[]> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const response = await fetch(`${indexUrl}?${new URLSearchParams({ q: query })}`, { signal: controller.signal });
  if (!response.ok) throw new Error(`search: ${response.status}`);
  return ((await response.json()) as { results: SearchResult[] }).results;
}

type State =
  | { kind: 'idle' }
  | { kind: 'loading'; query: string }
  | { kind: 'done'; query: string; results: SearchResult[] }
  | { kind: 'failed'; query: string };

function Marked({ parts }: { parts: TextPart[] }) {
  return parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text));
}

/** The search form and its results; `?q=` in the address is searched on arrival and kept as one types. */
export function SiteSearch({
  locale,
  words,
  page,
}: {
  locale: Locale;
  words: Messages['searchPage'];
  /** This language's search page; its index is beside it. */
  page: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const latest = useRef('');

  const run = (raw: string) => {
    const query = raw.trim();
    latest.current = query;
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
    if (!query) return setState({ kind: 'idle' });
    setState((previous) => (previous.kind === 'done' ? previous : { kind: 'loading', query }));
    searchFor(`${page}/index.json`, query).then(
      (results) => latest.current === query && setState({ kind: 'done', query, results }),
      () => latest.current === query && setState({ kind: 'failed', query }),
    );
  };

  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get('q') ?? '';
    if (!query || !input.current) return;
    input.current.value = query;
    run(query);
    // Only on arrival: later changes come from the input itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const focusResult = (step: 1 | -1) => {
    const links = [...(list.current?.querySelectorAll('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = at + step;
    if (next < 0) input.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusResult(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && event.target === input.current && input.current.value) {
      input.current.value = '';
      run('');
    }
  };

  const status =
    state.kind === 'loading'
      ? words.searching
      : state.kind === 'failed'
        ? words.unavailable
        : state.kind === 'done'
          ? state.results.length === 0
            ? format(words.none, { query: state.query })
            : pluralize(LOCALE_FACTS[locale].tag, state.results.length, words.count, { query: state.query })
          : '';

  return (
    <div className={styles.search} onKeyDown={onKeyDown}>
      <form
        role="search"
        aria-label={words.label}
        action={page}
        method="get"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          run(input.current?.value ?? '');
        }}
      >
        <label htmlFor="site-search-q" className={styles.label}>
          {words.searchFor}
        </label>
        <div className={styles.row}>
          <input
            ref={input}
            id="site-search-q"
            type="search"
            name="q"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={200}
            placeholder={words.placeholder}
            aria-describedby="site-search-status"
            className={styles.input}
            onChange={(event) => run(event.target.value)}
          />
          <button type="submit" className={styles.button}>
            {words.button}
          </button>
        </div>
      </form>
      <p id="site-search-status" role="status" className={styles.status}>
        {status}
      </p>
      {state.kind === 'done' && state.results.length > 0 && (
        <ol ref={list} aria-label={words.results} className={styles.results}>
          {state.results.map((result) => (
            <li key={result.path}>
              <p className={styles.kind}>{words.kinds[result.kind]}</p>
              <h2>
                <a href={result.path}>
                  <Marked parts={result.titleParts} />
                </a>
              </h2>
              <p className={styles.excerpt}>
                <Marked parts={result.excerptParts} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
