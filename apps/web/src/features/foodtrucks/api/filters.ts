import type { TruckFilters } from './foodtrucks.ts';

// Only the list screen uses these: kept out of foodtrucks.ts, which every visitor's first load carries.

/**
 * The filter chips a person set (a 시·군·구 goes with its 시·도). The search word, the order and the page are
 * not filters: 초기화 keeps them.
 */
const COUNTED = ['sido', 'eventType', 'category', 'truckType', 'truckSize'] as const;

export function activeFilterCount(filters: TruckFilters): number {
  return COUNTED.filter((key) => Boolean(filters[key])).length;
}

/** 초기화: every filter chip off, the search word and the order kept. */
export function withoutFilters({ keyword, sort }: TruckFilters): TruckFilters {
  return { keyword, sort, page: 1 };
}
