import { describe, expect, it } from 'vitest';
import { searchDocument } from './search-documents';

const page = (main: string, head = '<meta name="page-kind" content="post">') =>
  `<!DOCTYPE html><html><head><meta name="description" content="What the page is about.">${head}</head>` +
  `<body><header><nav>Services Work Blog</nav></header><main>${main}</main><footer>© Brightloom</footer></body></html>`;

describe('searchDocument', () => {
  it('reads the title from the h1 and only what the page marks as its body, headings apart', () => {
    const document = searchDocument(
      '/blog/a-post',
      page(
        '<h1>Zero-downtime <em>migrations</em></h1><p>12 October 2026 · 4 min read</p><nav>Table of contents</nav>' +
          '<div data-search="body"><h2>Expand<a aria-hidden="true">#</a></h2><p>Expand, then   contract.</p>' +
          '<script>var secret = 1</script><ul><li>One</li><li>Two</li></ul></div>' +
          '<form><label>E-mail</label></form><section><h2>Related posts</h2><a>The monthly cloud cost review</a></section>' +
          '<ul data-search="body"><li>Three</li></ul>',
      ),
    );
    expect(document).toEqual({
      path: '/blog/a-post',
      kind: 'post',
      title: 'Zero-downtime migrations',
      description: 'What the page is about.',
      headings: 'Expand',
      text: 'Expand Expand, then contract. One Two Three',
    });
  });

  it('takes the kind the page states, leaves out pages that state none or hide from robots, and refuses one with no body or an unknown kind', () => {
    const job = page('<h1>Engineer</h1><p data-search="body">Go.</p>', '<meta name="page-kind" content="job">');
    expect(searchDocument('/anywhere/at-all', job)?.kind).toBe('job');
    expect(searchDocument('/blog/a-post', page('<h1>FAQ</h1><p data-search="body">Text.</p>', ''))).toBeUndefined();
    const unknownKind = page('<h1>X</h1><p data-search="body">Y</p>', '<meta name="page-kind" content="Recipe">');
    // A kind the site does not know would leave the page out of search silently: the build stops instead.
    expect(() => searchDocument('/blog/x', unknownKind)).toThrow(/search kind Recipe, which is none of the site's/);
    expect(
      searchDocument(
        '/career/closed-job',
        page(
          '<h1>Closed</h1><p data-search="body">Gone.</p>',
          '<meta name="page-kind" content="job"><meta name="robots" content="noindex, follow">',
        ),
      ),
    ).toBeUndefined();
    expect(searchDocument('/blog/empty', '<html><body><h1>No main</h1></body></html>')).toBeUndefined();
    expect(() => searchDocument('/blog/unmarked', page('<h1>Unmarked</h1><p>Text no template marked.</p>'))).toThrow(
      'page declares search kind post but marks no body',
    );
  });

  it('keeps a long page to a size the browser loads at once', () => {
    const document = searchDocument(
      '/blog/long',
      page(`<h1>Long</h1><p data-search="body">${'word '.repeat(5_000)}</p>`),
    );
    expect(document!.text.length).toBeLessThanOrEqual(6_000);
  });
});
