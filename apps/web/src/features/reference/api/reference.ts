import type { EventType, MenuCategory, MenuCategoryWithItems, TruckSize, TruckType } from '@ft/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '../../../lib/api-client.ts';

/** Reference data changes only by admin action: keep it for the whole visit. */
const LONG = 30 * 60_000;

export const eventTypesQuery = () =>
  queryOptions({
    queryKey: ['reference', 'event-types'],
    queryFn: async () => (await apiRequest<Envelope<EventType[]>>('/api/v1/event-types')).data,
    staleTime: LONG,
  });

export const activeCategoriesQuery = () =>
  queryOptions({
    queryKey: ['reference', 'menu-categories', 'active'],
    queryFn: async () => (await apiRequest<Envelope<MenuCategory[]>>('/api/v1/menu-categories/active')).data,
    staleTime: LONG,
  });

export const truckTypesQuery = () =>
  queryOptions({
    queryKey: ['reference', 'truck-types'],
    queryFn: async () => (await apiRequest<Envelope<TruckType[]>>('/api/v1/truck-types')).data,
    staleTime: LONG,
  });

export const truckSizesQuery = () =>
  queryOptions({
    queryKey: ['reference', 'truck-sizes'],
    queryFn: async () => (await apiRequest<Envelope<TruckSize[]>>('/api/v1/truck-sizes')).data,
    staleTime: LONG,
  });

export const groupedMenuQuery = () =>
  queryOptions({
    queryKey: ['reference', 'menu-items', 'grouped'],
    queryFn: async () =>
      (await apiRequest<Envelope<MenuCategoryWithItems[]>>('/api/v1/menu-items/grouped')).data,
    staleTime: LONG,
  });
