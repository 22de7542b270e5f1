import { NUMBER_KEYS, TEXT_KEYS, type TruckFilters } from './foodtrucks.ts';

// Only the list screen uses these: kept out of foodtrucks.ts, which every visitor's first load carries.

/**
 * The filter chips a person set (a 시·군·구 goes with its 시·도, a budget's two ends are one chip). The search
 * word, the order and the page are not filters: 초기화 keeps them.
 */
const COUNTED = ['date', 'guests', 'sido', 'eventType', 'category', 'truckType', 'truckSize'] as const;

export function activeFilterCount(filters: TruckFilters): number {
  const budget = filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0;
  return COUNTED.filter((key) => filters[key] !== undefined && filters[key] !== '').length + budget;
}

/** The 예산 chip's ranges: the truck's lowest estimate for the guests (or its minimum servings) in won. */
export const BUDGETS = [
  { label: '100만원 이하', maxPrice: 1_000_000 },
  { label: '100~200만원', minPrice: 1_000_000, maxPrice: 2_000_000 },
  { label: '200~300만원', minPrice: 2_000_000, maxPrice: 3_000_000 },
  { label: '300~500만원', minPrice: 3_000_000, maxPrice: 5_000_000 },
  { label: '500만원 이상', minPrice: 5_000_000 },
] as const satisfies readonly { label: string; minPrice?: number; maxPrice?: number }[];

/** A budget as the chip's option value ("1000000-2000000", "-1000000"), and back. */
export const budgetValue = (f: { minPrice?: number; maxPrice?: number }) =>
  f.minPrice === undefined && f.maxPrice === undefined ? '' : `${f.minPrice ?? ''}-${f.maxPrice ?? ''}`;

export function budgetFromValue(value: string): { minPrice?: number; maxPrice?: number } {
  const [min, max] = value.split('-');
  return { minPrice: min ? Number(min) : undefined, maxPrice: max ? Number(max) : undefined };
}

/** The 인원 chip's choices. */
export const GUEST_COUNTS = [30, 50, 100, 200, 300, 500, 1000] as const;

/** 초기화: every filter chip off, the search word and the order kept. */
export function withoutFilters({ keyword, sort }: TruckFilters): TruckFilters {
  return { keyword, sort, page: 1 };
}

const CHECKED_KEYS = ['date', ...NUMBER_KEYS] as const;

/** The filters as the list's address writes them (the reverse of `filtersFromSearch`). */
export function searchFromFilters(filters: TruckFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of [...TEXT_KEYS, ...CHECKED_KEYS]) {
    const value = filters[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  if (filters.sort !== 'recommended') search.set('sort', filters.sort);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}
