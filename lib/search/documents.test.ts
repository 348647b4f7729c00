import { describe, expect, it } from 'vitest';
import { searchDocument, searchKind } from './documents';

const page = (main: string, head = '') =>
  `<!DOCTYPE html><html><head><meta name="description" content="What the page is about.">${head}</head>` +
  `<body><header><nav>Services Work Blog</nav></header><main>${main}</main><footer>© Brightloom</footer></body></html>`;

describe('searchKind', () => {
  it('lists posts, services, case studies, jobs and checklists, and nothing else', () => {
    expect(searchKind('/blog/monolith-first')).toBe('Post');
    expect(searchKind('/services/devops-cloud-solutions')).toBe('Service');
    expect(searchKind('/work/northwind-freight')).toBe('Case study');
    expect(searchKind('/career/senior-backend-engineer-go')).toBe('Job');
    expect(searchKind('/checklist/cloud-cost-review')).toBe('Checklist');
    for (const path of ['/', '/blog', '/blog/page/2', '/blog/tags/devops', '/work/industry/logistics', '/faq'])
      expect(searchKind(path), path).toBeUndefined();
  });
});

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
      kind: 'Post',
      title: 'Zero-downtime migrations',
      description: 'What the page is about.',
      headings: 'Expand',
      text: 'Expand Expand, then contract. One Two Three',
    });
  });

  it('leaves out pages that are not listed, hide from robots, or have no main content', () => {
    expect(searchDocument('/faq', page('<h1>FAQ</h1>'))).toBeUndefined();
    expect(
      searchDocument('/career/closed-job', page('<h1>Closed</h1>', '<meta name="robots" content="noindex, follow">')),
    ).toBeUndefined();
    expect(searchDocument('/blog/empty', '<html><body><h1>No main</h1></body></html>')).toBeUndefined();
    expect(searchDocument('/blog/unmarked', page('<h1>Unmarked</h1><p>Text no template marked.</p>'))).toBeUndefined();
  });

  it('keeps a long page to a size the browser loads at once', () => {
    const document = searchDocument(
      '/blog/long',
      page(`<h1>Long</h1><p data-search="body">${'word '.repeat(5_000)}</p>`),
    );
    expect(document!.text.length).toBeLessThanOrEqual(6_000);
  });
});
