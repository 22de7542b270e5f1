import { type EventType, type MenuCategory, MINUTE_MS, type TruckSize, type TruckType } from '@ft/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { queryRoots } from '../../../shell/query-roots.ts';

export const referenceKeys = {
  all: queryRoots.reference,
  eventTypes: [...queryRoots.reference, 'event-types'] as const,
  activeCategories: [...queryRoots.reference, 'menu-categories', 'active'] as const,
  truckTypes: [...queryRoots.reference, 'truck-types'] as const,
  truckSizes: [...queryRoots.reference, 'truck-sizes'] as const,
};

/** Reference data changes only by admin action: keep it for the whole visit. */
export const LONG = 30 * MINUTE_MS;

export const eventTypesQuery = () =>
  queryOptions({
    queryKey: referenceKeys.eventTypes,
    queryFn: async () => (await apiRequest<Envelope<EventType[]>>('/api/v1/event-types')).data,
    staleTime: LONG,
  });

export const activeCategoriesQuery = () =>
  queryOptions({
    queryKey: referenceKeys.activeCategories,
    queryFn: async () => (await apiRequest<Envelope<MenuCategory[]>>('/api/v1/menu-categories/active')).data,
    staleTime: LONG,
  });

export const truckTypesQuery = () =>
  queryOptions({
    queryKey: referenceKeys.truckTypes,
    queryFn: async () => (await apiRequest<Envelope<TruckType[]>>('/api/v1/truck-types')).data,
    staleTime: LONG,
  });

export const truckSizesQuery = () =>
  queryOptions({
    queryKey: referenceKeys.truckSizes,
    queryFn: async () => (await apiRequest<Envelope<TruckSize[]>>('/api/v1/truck-sizes')).data,
    staleTime: LONG,
  });
