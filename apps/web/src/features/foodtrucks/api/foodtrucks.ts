import {
  FOOD_TRUCK_SORTS,
  type FoodTruckDetail,
  type FoodTruckListEnvelope,
  type FoodTruckListQuery,
  type FoodTruckSort,
  isCalendarDay,
  LIST_NUMBER_FILTERS,
  wholeNumberFrom,
} from '@ft/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { queryRoots } from '../../../shell/query-roots.ts';

export type TruckFilters = Partial<Omit<FoodTruckListQuery, 'sort' | 'page' | 'limit'>> & {
  sort: FoodTruckSort;
  page: number;
};

export const LIST_PAGE_SIZE = 20;
export const TEXT_KEYS = [
  'keyword',
  'sido',
  'sigungu',
  'eventType',
  'category',
  'truckType',
  'truckSize',
] as const;
/**
 * Filters whose values the contract's own rules check here too (without the schema library, which no public
 * page's first load carries): a bad one in a shared link is dropped, not sent.
 */
export const NUMBER_KEYS = ['guests', 'minPrice', 'maxPrice'] as const;

/** The list's filters live in the URL, so a filtered list can be shared, reloaded and server-rendered. */
export function filtersFromSearch(search: URLSearchParams): TruckFilters {
  const filters: TruckFilters = { sort: 'recommended', page: 1 };
  for (const key of TEXT_KEYS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const date = search.get('date')?.trim();
  if (date && isCalendarDay(date)) filters.date = date;
  for (const key of NUMBER_KEYS) {
    const number = wholeNumberFrom(search.get(key) ?? '');
    const { min, max } = LIST_NUMBER_FILTERS[key];
    if (number !== undefined && number >= min && number <= max) filters[key] = number;
  }
  if (
    filters.minPrice !== undefined &&
    filters.maxPrice !== undefined &&
    filters.minPrice > filters.maxPrice
  ) {
    delete filters.minPrice;
    delete filters.maxPrice;
  }
  const sort = search.get('sort');
  if (sort && (FOOD_TRUCK_SORTS as readonly string[]).includes(sort)) filters.sort = sort as FoodTruckSort;
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

/** The public list and pages: an operator's suspension or a truck's change refreshes them (`all`). */
export const foodTruckKeys = {
  all: queryRoots.foodtrucks,
  list: (filters: TruckFilters, limit: number) =>
    [...queryRoots.foodtrucks, 'list', { ...filters, limit }] as const,
  detail: (id: number) => [...queryRoots.foodtrucks, 'detail', id] as const,
};

export const foodTrucksQuery = (filters: TruckFilters, limit = LIST_PAGE_SIZE) =>
  queryOptions({
    queryKey: foodTruckKeys.list(filters, limit),
    queryFn: ({ signal, client, queryKey }) =>
      apiRequest<FoodTruckListEnvelope>('/api/v1/foodtrucks', {
        query: { ...filters, limit },
        signal,
        // A list that got no answer (offline) offers 다시 시도 in its toast.
        onRetry: () => void client.refetchQueries({ queryKey, exact: true }),
      }),
  });

export const foodTruckQuery = (id: number) =>
  queryOptions({
    queryKey: foodTruckKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<FoodTruckDetail>>(`/api/v1/foodtrucks/${id}`, { signal })).data,
  });

export const recommendedTrucksQuery = () => foodTrucksQuery({ sort: 'recommended', page: 1 }, 6);

export function truckIdFromParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
