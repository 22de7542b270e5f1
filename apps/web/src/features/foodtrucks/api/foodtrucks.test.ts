import { foodTruckListQuerySchema } from '@ft/shared';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  budgetFromValue,
  budgetValue,
  searchFromFilters,
  withoutFilters,
} from './filters.ts';
import { filtersFromSearch } from './foodtrucks.ts';

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

describe('date, guests and budget in the URL', () => {
  it('keeps valid ones as numbers and dates, and drops an impossible date, a bad count or a reversed budget', () => {
    expect(
      filtersFromSearch(new URLSearchParams('date=2026-12-24&guests=100&minPrice=1000000&maxPrice=2000000')),
    ).toEqual({
      date: '2026-12-24',
      guests: 100,
      minPrice: 1_000_000,
      maxPrice: 2_000_000,
      sort: 'recommended',
      page: 1,
    });
    expect(
      filtersFromSearch(new URLSearchParams('date=2026-02-30&guests=abc&minPrice=3000000&maxPrice=1000000')),
    ).toEqual({ sort: 'recommended', page: 1 });
    const search = new URLSearchParams('date=2026-12-24&guests=50&maxPrice=1000000');
    expect(searchFromFilters(filtersFromSearch(search)).toString()).toBe(search.toString());
  });
  it('keeps exactly the values the list contract accepts (the browser checks them without the schema)', () => {
    const samples = {
      date: [
        '2026-12-24',
        '2028-02-29',
        '2027-02-29',
        '2026-13-01',
        '26-12-24',
        '2026-12-24x',
        ' 2026-12-24 ',
      ],
      guests: [
        '1',
        '0',
        '-3',
        '2.5',
        '1e3',
        '0x10',
        ' 50',
        '050',
        '',
        '99999999',
        String(Number.MAX_SAFE_INTEGER),
        'abc',
      ],
      minPrice: ['0', '-1', '1000000', '1.5', '2147483647', '2147483648', '  70000 '],
      maxPrice: ['0', '5000000', '2147483648', 'NaN', 'Infinity'],
    } as const;
    for (const [key, values] of Object.entries(samples) as [keyof typeof samples, readonly string[]][]) {
      for (const value of values) {
        const accepted = foodTruckListQuerySchema.shape[key].safeParse(value).success;
        const kept = filtersFromSearch(new URLSearchParams({ [key]: value }))[key] !== undefined;
        expect({ key, value, kept }).toEqual({ key, value, kept: accepted });
      }
    }
  });
  it('reads and writes a budget chip value', () => {
    expect(budgetFromValue(budgetValue({ minPrice: 1_000_000, maxPrice: 2_000_000 }))).toEqual({
      minPrice: 1_000_000,
      maxPrice: 2_000_000,
    });
    expect(budgetFromValue('-1000000')).toEqual({ minPrice: undefined, maxPrice: 1_000_000 });
    expect(budgetValue({})).toBe('');
  });
});

describe('active filters', () => {
  it('counts the chips set, a 시·군·구 with its 시·도, never the search word, order or page', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('sido=서울특별시&sigungu=강남구&truckType=large&keyword=떡볶이&sort=newest&page=2'),
    );
    expect(activeFilterCount(filters)).toBe(2);
    expect(activeFilterCount(filtersFromSearch(new URLSearchParams('sort=newest')))).toBe(0);
    // A budget's two ends are one chip.
    expect(
      activeFilterCount(
        filtersFromSearch(new URLSearchParams('date=2026-12-24&guests=50&minPrice=1&maxPrice=2')),
      ),
    ).toBe(3);
  });
  it('clears every chip and keeps the search word and the order', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('sido=부산광역시&category=snack&keyword=커피&sort=newest&page=3'),
    );
    expect(withoutFilters(filters)).toEqual({ keyword: '커피', sort: 'newest', page: 1 });
  });
});
