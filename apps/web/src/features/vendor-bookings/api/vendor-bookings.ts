import { type ListEnvelope, PAGINATION, type TruckBooking } from '@ft/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shell/api-client.ts';
import { queryRoots } from '../../../shell/query-roots.ts';
import { type VendorTabKey, vendorTab } from '../tabs.ts';

/**
 * Under the customers' `['bookings']` key on purpose: a change stored by the booking detail marks every
 * booking list stale, these included, so the inbox reloads when shown next.
 */
export const vendorBookingKeys = {
  truck: (truckId: number) => [...queryRoots.bookings, 'truck', truckId] as const,
  list: (truckId: number, tab: VendorTabKey) =>
    [...queryRoots.bookings, 'truck', truckId, 'list', tab] as const,
  count: (truckId: number, tab: VendorTabKey) =>
    [...queryRoots.bookings, 'truck', truckId, 'count', tab] as const,
};

const listTruckBookings = (
  truckId: number,
  tab: VendorTabKey,
  page: number,
  limit: number,
  signal?: AbortSignal,
) =>
  apiRequest<ListEnvelope<TruckBooking>>(`/api/v1/bookings/foodtruck/${truckId}`, {
    query: { status: vendorTab(tab).statuses.join(','), page, limit },
    ...(signal ? { signal } : {}),
  });

/** One tab of a truck's inbox, a page at a time (더 보기). */
export const truckBookingsQuery = (truckId: number, tab: VendorTabKey) =>
  infiniteQueryOptions({
    queryKey: vendorBookingKeys.list(truckId, tab),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      listTruckBookings(truckId, tab, pageParam, PAGINATION.defaultLimit, signal),
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

/** A tab's count: the total of a one-card page (the server counts; no list is sent). */
export const truckBookingCountQuery = (truckId: number, tab: VendorTabKey) =>
  queryOptions({
    queryKey: vendorBookingKeys.count(truckId, tab),
    queryFn: async ({ signal }) => (await listTruckBookings(truckId, tab, 1, 1, signal)).total,
  });
