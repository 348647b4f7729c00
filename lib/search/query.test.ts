import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '@/lib/search/document';
import { createSearch, excerpt, highlight } from './query';
import { termProcessor } from './terms';

const documents: SearchDocument[] = [
  {
    path: '/blog/postgres-migrations',
    kind: 'post',
    title: 'Zero-downtime PostgreSQL migrations',
    description: 'How we change schemas on busy systems.',
    headings: 'Expand · Backfill · Contract',
    text: 'We expand, backfill in batches and contract. PostgreSQL locks are the thing to watch.',
  },
  {
    path: '/work/northwind-freight',
    kind: 'case-study',
    title: 'Rebuilding dispatch planning for 2,400 trucks',
    description: 'Route planning for a logistics company.',
    headings: 'The challenge · Our approach',
    text: 'The optimiser runs as a pool of workers behind a queue, with PostgreSQL for plans.',
  },
  {
    path: '/career/devops-engineer',
    kind: 'job',
    title: 'DevOps Engineer (Kubernetes)',
    description: 'Run Kubernetes for our clients.',
    headings: '',
    text: 'You will own clusters, Terraform and on-call runbooks.',
  },
];

describe('createSearch', () => {
  const search = createSearch(documents);

  it('finds pages by a word of the title first, then of the text', () => {
    expect(search('postgresql').map((result) => result.path)).toEqual([
      '/blog/postgres-migrations',
      '/work/northwind-freight',
    ]);
  });

  it('matches word beginnings and small typos, and needs every word', () => {
    expect(search('kube')[0]?.path).toBe('/career/devops-engineer');
    expect(search('terrafurm')[0]?.path).toBe('/career/devops-engineer');
    expect(search('postgresql trucks').map((result) => result.path)).toEqual(['/work/northwind-freight']);
    expect(search('nothing-like-this')).toEqual([]);
  });

  it('marks the matched words in the title and the excerpt', () => {
    const [first] = search('logistics');
    expect(first?.excerptParts.filter((part) => part.match).map((part) => part.text)).toEqual(['logistics']);
    const [job] = search('kubernetes');
    expect(job?.titleParts).toEqual([
      { text: 'DevOps Engineer (', match: false },
      { text: 'Kubernetes', match: true },
      { text: ')', match: false },
    ]);
  });
});

describe('excerpt', () => {
  it('shows the body around the first match, or the description when the body has none', () => {
    const long = {
      description: 'A post.',
      text: `${'Intro words here. '.repeat(20)}The queue keeps order. ${'More. '.repeat(40)}`,
    };
    const cut = excerpt(long, ['queue']);
    expect(cut).toMatch(/^… .*queue keeps order.* …$/);
    expect(cut.length).toBeLessThanOrEqual(190);
    expect(excerpt({ description: 'Queues explained.', text: 'A queue.' }, ['queue'])).toBe('A queue.');
    expect(excerpt({ description: 'Queues explained.', text: 'Order kept.' }, ['queue'])).toBe('Queues explained.');
  });
});

describe('highlight', () => {
  it('never treats what was typed as a pattern', () => {
    expect(highlight('a (b) c', ['(b)'])).toEqual([{ text: 'a (b) c', match: false }]);
    expect(highlight('C++ and C#', [])).toEqual([{ text: 'C++ and C#', match: false }]);
  });
});

describe('search in Portuguese and Polish', () => {
  const page = (path: string, title: string, text: string): SearchDocument => ({
    path,
    kind: 'post',
    title,
    description: '',
    headings: '',
    text,
  });

  it('finds a Portuguese page by another form of its words, with or without accents', async () => {
    const search = createSearch(
      [
        page(
          '/pt/blog/migracoes',
          'Migrações sem paragens',
          'Migrações de bases de dados em sistemas com muito tráfego.',
        ),
        page('/pt/work/x', 'Logística', 'Planeamento de rotas.'),
      ],
      await termProcessor('pt'),
    );
    expect(search('migração').map((result) => result.path)).toEqual(['/pt/blog/migracoes']);
    expect(search('trafego').map((result) => result.path)).toEqual(['/pt/blog/migracoes']);
    const [first] = search('sistema');
    expect(first?.excerptParts.filter((part) => part.match).map((part) => part.text)).toEqual(['sistemas']);
  });

  it('finds a Polish page by another case of its words, with or without diacritics', async () => {
    const search = createSearch(
      [
        page('/pl/blog/wdrozenia', 'Wdrożenia bez przestojów', 'Programowanie migracji w dużych systemach.'),
        page('/pl/work/x', 'Logistyka', 'Planowanie tras.'),
      ],
      await termProcessor('pl'),
    );
    expect(search('wdrożenie').map((result) => result.path)).toEqual(['/pl/blog/wdrozenia']);
    expect(search('systemy').map((result) => result.path)).toEqual(['/pl/blog/wdrozenia']);
    expect(search('przestoj').map((result) => result.path)).toEqual(['/pl/blog/wdrozenia']);
    const [first] = search('wdrożenie');
    expect(first?.titleParts.filter((part) => part.match).map((part) => part.text)).toEqual(['Wdrożenia']);
  });
});
