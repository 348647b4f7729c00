import { describe, expect, it } from 'vitest';
import { drawableText } from './social-cards';

describe('drawableText', () => {
  it('keeps what the bundled font draws and turns a rating star into a word', () => {
    expect(drawableText('Case study · Helio Health · 4.8★')).toBe('Case study · Helio Health · 4.8 stars');
    expect(drawableText('Zero-downtime “migrations” – 6× cheaper, €0 … Zieliński')).toBe(
      'Zero-downtime “migrations” – 6× cheaper, €0 … Zieliński',
    );
    expect(drawableText('Ship it 🚀 now')).toBe('Ship it now');
  });
});
