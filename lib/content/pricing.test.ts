import { describe, expect, it } from 'vitest';
import { budgetBands, engagementPrice, withPrices } from './pricing';

/** Intl writes its spaces unbreakable (U+00A0, U+202F): compared here as plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the pricing page’s facts', () => {
  it('state a range in each language’s currency and words', () => {
    expect(plain(engagementPrice('en', 'dedicated-team'))).toBe('€52,000 – €64,000 a month');
    expect(plain(engagementPrice('pl', 'team-extension'))).toBe('36 000–52 000 zł miesięcznie za inżyniera');
  });

  it('fill an answer’s {{price.…}} and leave an unknown one as written', () => {
    expect(plain(withPrices('en', 'Discovery: {{price.discovery}}; {{price.lunch}}.'))).toBe(
      'Discovery: €9,000 – €14,000 per project; {{price.lunch}}.',
    );
  });

  it('give the brief its budget bands, open at both ends, in the language’s own compact money', () => {
    expect(budgetBands('en').map((band) => plain(band.label))).toEqual([
      'under €25k',
      '€25–50k',
      '€50–100k',
      '€100–250k',
      '€250k or more',
    ]);
    expect(budgetBands('pl').map((band) => band.value)).toEqual([
      '0-100000',
      '100000-200000',
      '200000-400000',
      '400000-1000000',
      '1000000-',
    ]);
    expect(plain(budgetBands('pl')[1]!.label)).toBe('100–200 tys. zł');
  });
});
