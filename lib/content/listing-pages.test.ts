import { describe, expect, it } from 'vitest';
import { paginationItems } from './listing-pages';

describe('paginationItems', () => {
  it('lists every page when there are few', () => {
    expect(paginationItems(1, 2)).toEqual([1, 2]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the ends and two either side of the current page, with gaps', () => {
    expect(paginationItems(1, 167)).toEqual([1, 2, 3, null, 167]);
    expect(paginationItems(80, 167)).toEqual([1, null, 78, 79, 80, 81, 82, null, 167]);
    expect(paginationItems(167, 167)).toEqual([1, null, 165, 166, 167]);
    expect(paginationItems(4, 167)).toEqual([1, 2, 3, 4, 5, 6, null, 167]);
  });
});
