import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailLink } from './email-link';

const html = (address: string) => renderToStaticMarkup(<EmailLink address={address} />);

describe('EmailLink', () => {
  it('may wrap after the @, and keeps the domain whole', () => {
    expect(html('careers@brightloom.dev')).toBe(
      '<a href="mailto:careers@brightloom.dev">careers@<wbr/>brightloom.dev</a>',
    );
    expect(html('first.last@mail.example.pt')).toBe(
      '<a href="mailto:first.last@mail.example.pt">first.last@<wbr/>mail.example.pt</a>',
    );
  });

  it('leaves a string without an @ as it is', () => {
    expect(html('postmaster')).toBe('<a href="mailto:postmaster">postmaster</a>');
  });

  it('adds no character: the text is the address', () => {
    const text = html('hello@brightloom.dev').replace(/<[^>]+>/g, '');
    expect(text).toBe('hello@brightloom.dev');
  });
});
