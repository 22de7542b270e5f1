import type { EventType, MenuCategory, MenuCategoryWithItems, TruckSize, TruckType } from '@ft/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Reference data changes only by admin action: keep it for the whole visit. */
const LONG = 30 * 60_000;

export const eventTypesQuery = () =>
  queryOptions({
    queryKey: ['reference', 'event-types'],
    queryFn: () => api.get<EventType[]>('/api/v1/event-types'),
    staleTime: LONG,
  });

export const activeCategoriesQuery = () =>
  queryOptions({
    queryKey: ['reference', 'menu-categories', 'active'],
    queryFn: () => api.get<MenuCategory[]>('/api/v1/menu-categories/active'),
    staleTime: LONG,
  });

export const truckTypesQuery = () =>
  queryOptions({
    queryKey: ['reference', 'truck-types'],
    queryFn: () => api.get<TruckType[]>('/api/v1/truck-types'),
    staleTime: LONG,
  });

export const truckSizesQuery = () =>
  queryOptions({
    queryKey: ['reference', 'truck-sizes'],
    queryFn: () => api.get<TruckSize[]>('/api/v1/truck-sizes'),
    staleTime: LONG,
  });

export const groupedMenuQuery = () =>
  queryOptions({
    queryKey: ['reference', 'menu-items', 'grouped'],
    queryFn: () => api.get<MenuCategoryWithItems[]>('/api/v1/menu-items/grouped'),
    staleTime: LONG,
  });
