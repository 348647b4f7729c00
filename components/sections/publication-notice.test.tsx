import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isPublished } from '@/lib/content/collection';
import { publicationOf } from '@/lib/content/publication';
import { PublicationNotice } from './publication-notice';

const NOW = new Date('2026-11-29T10:00:00Z');
const text = (node: React.ReactElement) => renderToStaticMarkup(node).replace(/<[^>]+>/g, '');

describe('an entry that is not published', () => {
  it('is a draft, scheduled for its date, or published from the instant it is dated', () => {
    expect(publicationOf({ draft: true, publishedAt: new Date('2026-01-01') }, NOW)).toEqual({ state: 'draft' });
    const later = new Date('2026-12-05T00:00:00Z');
    expect(publicationOf({ publishedAt: later }, NOW)).toEqual({ state: 'scheduled', on: later });
    expect(publicationOf({ publishedAt: NOW }, NOW)).toEqual({ state: 'published' });
    expect(publicationOf({}, NOW)).toEqual({ state: 'published' });
  });

  it('is left out of a production build and kept in a preview, where it says what it is', () => {
    expect(isPublished({ draft: true }, NOW, true)).toBe(false);
    expect(isPublished({ publishedAt: new Date('2026-12-05') }, NOW, true)).toBe(false);
    expect(isPublished({ draft: true }, NOW, false)).toBe(true);
  });

  it('says "draft" or "scheduled for" in the page’s language, with that language’s date', () => {
    const scheduled = { publishedAt: new Date('2026-12-05T00:00:00Z') };
    expect(text(<PublicationNotice entry={scheduled} locale="en" now={NOW} />)).toBe(
      'Scheduled for 5 December 2026: until then only previews show this page.',
    );
    expect(text(<PublicationNotice entry={scheduled} locale="pt" now={NOW} />)).toBe(
      'Publicação agendada para 5 de dezembro de 2026: até lá, esta página só aparece nas pré-visualizações.',
    );
    expect(text(<PublicationNotice entry={scheduled} locale="pl" now={NOW} />)).toBe(
      'Publikacja zaplanowana na 5 grudnia 2026: do tego dnia tę stronę widać tylko w podglądzie.',
    );
    expect(text(<PublicationNotice entry={{ draft: true }} locale="pl" now={NOW} />)).toBe(
      'Wersja robocza: ta strona nie jest opublikowana. Widać ją tylko w podglądzie.',
    );
  });

  it('draws nothing on a published page', () => {
    expect(renderToStaticMarkup(<PublicationNotice entry={{ publishedAt: NOW }} locale="en" now={NOW} />)).toBe('');
  });
});
