import {
  BOOKING_TABS,
  type Booking,
  type BookingCreateBody,
  type BookingDetail,
  type BookingStatusBody,
  type BookingTabKey,
  type BookingUpdateBody,
  type ListEnvelope,
  PAGINATION,
} from '@ft/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, apiRequest, type Envelope } from '../../../lib/api-client.ts';

export const bookingKeys = {
  all: ['bookings'] as const,
  list: (tab: BookingTabKey) => ['bookings', 'list', tab] as const,
  detail: (id: string) => ['bookings', 'detail', id] as const,
};

export const bookingsQuery = (tab: BookingTabKey) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.list(tab),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const statuses = BOOKING_TABS.find((t) => t.key === tab)?.statuses ?? [];
      return apiRequest<ListEnvelope<Booking>>('/api/v1/bookings', {
        query: { status: statuses.join(','), page: pageParam, limit: PAGINATION.defaultLimit },
        signal,
      });
    },
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<BookingDetail>(`/api/v1/bookings/${encodeURIComponent(id)}`, undefined, signal),
  });

/**
 * Sent with the draft's key: the client may repeat it after a server error, and the server answers a
 * repeated key with the booking it already made.
 */
export const createBooking = async (body: BookingCreateBody, idempotencyKey: string) =>
  (
    await apiRequest<Envelope<BookingDetail>>('/api/v1/bookings', {
      method: 'POST',
      body,
      idempotencyKey,
      // The submit screen explains every failure itself and offers 다시 시도.
      notify: false,
    })
  ).data;

export const updateBooking = async (id: string, body: BookingUpdateBody) =>
  (
    await apiRequest<Envelope<BookingDetail>>(`/api/v1/bookings/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body,
      notify: false,
    })
  ).data;

export const changeBookingStatus = async (id: string, body: BookingStatusBody) =>
  (
    await apiRequest<Envelope<BookingDetail>>(`/api/v1/bookings/${encodeURIComponent(id)}/status`, {
      method: 'PUT',
      body,
    })
  ).data;

/** A random key for one submission (crypto.randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
