import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchFromFilters } from './foodtrucks.ts';

describe('list filters in the URL', () => {
  it('reads known filters and ignores junk', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('sido=서울특별시&sort=price_asc&page=3&evil=1&sort2=x'),
    );
    expect(filters).toEqual({ sido: '서울특별시', sort: 'price_asc', page: 3 });
  });
  it('falls back to recommended, page 1 for bad values', () => {
    expect(filtersFromSearch(new URLSearchParams('sort=cheapest&page=-2'))).toEqual({
      sort: 'recommended',
      page: 1,
    });
  });
  it('round-trips and leaves defaults out of the URL', () => {
    const search = new URLSearchParams('keyword=떡볶이&category=snack&sort=newest&page=2');
    expect(searchFromFilters(filtersFromSearch(search)).toString()).toBe(search.toString());
    expect(searchFromFilters({ sort: 'recommended', page: 1 }).toString()).toBe('');
  });
});
