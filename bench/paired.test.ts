import { describe, expect, it } from 'vitest';
import { describeChange, interleavedRounds, judge, medianBounds } from './paired';

describe('medianBounds', () => {
  it('has no bound from four pairs: even all four on one side happen by chance 1 time in 16', () => {
    expect(medianBounds([1, 2, 3, 4])).toBeUndefined();
  });

  it('takes the extremes from five pairs (1 in 32 that all five fall on one side)', () => {
    expect(medianBounds([5, -3, 9, 1, 0])).toEqual({ low: -3, high: 9 });
  });

  it('narrows as the pairs grow: the 4th from each end of fifteen', () => {
    const differences = Array.from({ length: 15 }, (_, index) => index * 10);
    expect(medianBounds(differences)).toEqual({ low: 30, high: 110 });
  });
});

describe('judge', () => {
  const noise = [-120, 80, -40, 150, -90, 60, -10, 20, -60, 110, -150, 40, 0, -30, 90];

  it('calls a change no worse only when the bound clears the allowance', () => {
    expect(judge([-40, -20, -10, 0, 10, 20, 25, -5, 5, 15], 30)).toBe('no worse');
  });

  it('calls it worse when even the low bound is over the allowance', () => {
    expect(judge([40, 60, 80, 100, 120, 90, 70, 50], 30)).toBe('worse');
  });

  it('cannot tell from pairs whose spread is wider than the allowance', () => {
    expect(judge(noise, 30)).toBe('cannot tell');
    expect(judge([1, 2], 30)).toBe('cannot tell');
  });
});

describe('describeChange', () => {
  it('gives the median change with its bounds, signed', () => {
    expect(describeChange([-40, -20, -10, 0, 10, 20, 25])).toBe('0 (−40 to +25)');
  });

  it('gives the median alone where too few pairs bound it', () => {
    expect(describeChange([12, 14, 16])).toBe('+14');
  });
});

describe('interleavedRounds', () => {
  it('measures the empty page carrying the template’s document before it, and this build and the baseline in turn', async () => {
    const order: string[] = [];
    const runs = await interleavedRounds(
      { site: 'S', floorPage: 'F/', floorCarrying: (path) => `F${path}`, baseline: 'B' },
      [{ name: 'post', path: '/p' }],
      2,
      'test',
      (url) => (order.push(url), url.length),
    );
    expect(order).toEqual(['F/p', 'S/p', 'B/p', 'F/p', 'B/p', 'S/p']);
    expect(runs.get('post')).toEqual({ floor: [3, 3], page: [3, 3], before: [3, 3] });
  });
});
