// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '@/lib/i18n/messages';
import { SiteSearch } from './site-search';

// The search box as a visitor uses it: each query asked of the server (never the index), its results with
// the matched words marked, the keyboard from the box to the results and back, and a failing server said.

const words = messagesFor('en').searchPage;
const RESULT = (path: string, title: string) => ({
  path,
  kind: 'post',
  title,
  titleParts: [
    { text: title.split(' ')[0], match: true },
    { text: title.slice(title.indexOf(' ')), match: false },
  ],
  excerptParts: [{ text: 'An excerpt.', match: false }],
});

let answer: () => Response;
const fetched: string[] = [];

beforeEach(() => {
  window.history.replaceState(null, '', '/search');
  fetched.length = 0;
  answer = () =>
    Response.json({
      results: [RESULT('/blog/cloud-cost', 'Cloud cost review'), RESULT('/blog/kube', 'Kubernetes at scale')],
    });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      fetched.push(url);
      return Promise.resolve(answer());
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (text: string) =>
  act(async () => {
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });
    await Promise.resolve();
  });

describe('SiteSearch', () => {
  it('asks the server for each query, shows its results with the matches marked, and keeps ?q= in the address', async () => {
    render(<SiteSearch locale="en" words={words} page="/search" />);
    expect(screen.getByRole('searchbox', { name: words.searchFor })).toBeDefined();
    expect(fetched).toEqual([]);
    await type('cloud');
    const list = await screen.findByRole('list', { name: words.results });
    expect(fetched).toEqual(['/search/index.json?q=cloud']);
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(list.querySelector('mark')?.textContent).toBe('Cloud');
    expect(screen.getByRole('status').textContent).toBe('2 results for “cloud”');
    expect(window.location.search).toBe('?q=cloud');
  });

  it('goes from the box to the results with the arrows, and Escape empties the box', async () => {
    render(<SiteSearch locale="en" words={words} page="/search" />);
    await type('cloud');
    const links = await screen.findAllByRole('link');
    const box = screen.getByRole('searchbox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: 'ArrowUp' });
    fireEvent.keyDown(links[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(box);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says when the server cannot search, and that nothing was found, in the page’s language', async () => {
    answer = () => Response.json({ error: 'This build has no search index' }, { status: 503 });
    const polish = messagesFor('pl').searchPage;
    render(<SiteSearch locale="pl" words={polish} page="/pl/search" />);
    await type('chmura');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(polish.unavailable));
    expect(fetched).toEqual(['/pl/search/index.json?q=chmura']);
    answer = () => Response.json({ results: [] });
    await type('zzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(polish.none.replace('{query}', 'zzz')));
  });
});
