import { describe, expect, it } from 'vitest';
import { renderHtml, renderText } from './visitor-mail';

const mail = (language: 'en' | 'pt' | 'pl') => ({
  language,
  subject: 'S',
  heading: 'H',
  paragraphs: ['P'],
  unsubscribeUrl: 'https://example.com/u?t=1',
});

// A visitor's mail is in one language from its heading to its footer: the address names the city and the
// country as the language writes them.
describe('the footer of a visitor mail', () => {
  it('writes the address, the privacy link and unsubscribe in the mail language', () => {
    expect(renderText(mail('en'), 'https://example.com')).toMatch(/Lisbon, Portugal\n.*\/privacy-policy/);
    const portuguese = renderText(mail('pt'), 'https://example.com');
    expect(portuguese).toContain('Lisboa, Portugal');
    expect(portuguese).toContain('https://example.com/pt/privacy-policy');
    const polish = renderHtml(mail('pl'), 'https://example.com');
    expect(polish).toContain('Lizbona, Portugalia');
    expect(polish).not.toMatch(/Lisbon|Unsubscribe/);
  });
});
