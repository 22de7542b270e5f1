import type { AdminBooking, BookingDetail, ListEnvelope } from '@ft/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { queryRoots } from '../../../shell/query-roots.ts';
import type { AdminBookingFilters } from '../paths.ts';
import { overviewKeys } from './overview.ts';

/** Cards per page of the booking search. */
export const ADMIN_BOOKINGS_PAGE_SIZE = 20;
/**
 * The server cannot yet filter by when a request was sent: the unanswered view reads this many of the waiting
 * requests (the most a page holds) and keeps those older than 24 hours.
 */
export const WAITING_SCAN_LIMIT = 100;

export const adminBookingKeys = {
  all: ['admin', 'bookings'] as const,
  list: (filters: AdminBookingFilters) => ['admin', 'bookings', 'list', filters] as const,
  detail: (id: string) => ['admin', 'bookings', 'detail', id] as const,
};

export const adminBookingsQuery = (filters: AdminBookingFilters) =>
  queryOptions({
    queryKey: adminBookingKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest<ListEnvelope<AdminBooking>>('/api/v1/admin/bookings', {
        query: filters.waiting
          ? { status: 'requested', page: 1, limit: WAITING_SCAN_LIMIT }
          : {
              q: filters.q,
              status: filters.status,
              from: filters.from,
              to: filters.to,
              page: filters.page ?? 1,
              limit: ADMIN_BOOKINGS_PAGE_SIZE,
            },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

const bookingPath = (id: string) => `/api/v1/bookings/${encodeURIComponent(id)}`;

/** The booking as the operator sees it (`viewerRole: 'admin'`): everything, contact included. */
export const adminBookingQuery = (id: string) =>
  queryOptions({
    queryKey: adminBookingKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<BookingDetail>>(bookingPath(id), { signal })).data,
  });

/**
 * 취소 by an operator, always with a reason the customer and the vendor read. The sheet shows a refusal
 * itself, so the client raises no toast; the detail becomes the answer, lists and the overview reload.
 */
export function useAdminCancelBookingMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation<BookingDetail, ApiError, { reason: string }>({
    mutationFn: async ({ reason }) =>
      (
        await apiRequest<Envelope<BookingDetail>>(`${bookingPath(id)}/status`, {
          method: 'PUT',
          body: { status: 'cancelled', reason },
          notify: false,
        })
      ).data,
    onSuccess: async (booking) => {
      queryClient.setQueryData(adminBookingKeys.detail(booking.id), booking);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: adminBookingKeys.all,
          predicate: (query) => query.queryKey[2] !== 'detail',
        }),
        queryClient.invalidateQueries({ queryKey: overviewKeys.overview }),
        // The customer's own lists, should the operator also be the customer in this tab.
        queryClient.invalidateQueries({ queryKey: queryRoots.bookings, refetchType: 'none' }),
      ]);
    },
  });
}
