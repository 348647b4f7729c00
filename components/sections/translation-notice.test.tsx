// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TranslationNotice } from './translation-notice';

// The notice at the top of a translation behind its English source (CONTRACT §20): in the page's language,
// with the day it was translated and a link to the English page; nothing on a translation that is current.

afterEach(cleanup);

describe('TranslationNotice', () => {
  it('says in Polish when the translation was made and links the English page', () => {
    render(
      <TranslationNotice
        entry={{ href: '/pl/services/mvp-development', translation: { behind: true, translated: '2026-11-20' } }}
        locale="pl"
      />,
    );
    const note = screen.getByRole('note');
    expect(note.textContent?.replace(/\s/g, ' ')).toBe(
      'To tłumaczenie pochodzi z 20 listopada 2026, a angielska wersja strony zmieniła się od tego czasu. Przeczytaj wersję angielską',
    );
    const link = screen.getByRole('link', { name: 'Przeczytaj wersję angielską' });
    expect(link.getAttribute('href')).toBe('/services/mvp-development');
    expect(link.getAttribute('hreflang')).toBe('en');
  });

  it('says so without a date when none was recorded, in Portuguese', () => {
    render(<TranslationNotice entry={{ href: '/pt/about-us', translation: { behind: true } }} locale="pt" />);
    expect(screen.getByRole('note').textContent).toContain('A página em inglês foi alterada depois de esta tradução');
    expect(screen.getByRole('link', { name: 'Ler a página em inglês' }).getAttribute('href')).toBe('/about-us');
  });

  it('shows nothing on a current translation, an English page, or an entry with no translation', () => {
    const { container } = render(
      <>
        <TranslationNotice
          entry={{ href: '/pl/about-us', translation: { behind: false, translated: '2026-11-20' } }}
          locale="pl"
        />
        <TranslationNotice entry={{ href: '/about-us', translation: { behind: true } }} locale="en" />
        <TranslationNotice entry={{ href: '/pl/technologies/go' }} locale="pl" />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});
