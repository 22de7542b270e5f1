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
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { type ApiError, apiRequest, type Envelope } from '../../../lib/api-client.ts';
import { randomHex } from '../../../lib/random.ts';

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

const bookingPath = (id: string) => `/api/v1/bookings/${encodeURIComponent(id)}`;

export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<BookingDetail>>(bookingPath(id), { signal })).data,
  });

/** A random key for one submission (crypto.randomUUID needs a secure context; this does not). */
export const newIdempotencyKey = () => randomHex(16);

/**
 * After a change the server answered with: the detail is the answer itself, and the lists are marked stale
 * to reload when next shown (refetching the detail now would only fetch the same answer again).
 */
async function storeBooking(queryClient: QueryClient, booking: BookingDetail): Promise<void> {
  queryClient.setQueryData(bookingKeys.detail(booking.id), booking);
  await queryClient.invalidateQueries({ queryKey: bookingKeys.all, refetchType: 'none' });
}

/**
 * Sent with the draft's key: the client may repeat it after a server error, and the server answers a
 * repeated key with the booking it already made.
 */
export function useCreateBookingMutation() {
  const queryClient = useQueryClient();
  return useMutation<BookingDetail, ApiError, { body: BookingCreateBody; idempotencyKey: string }>({
    mutationFn: async ({ body, idempotencyKey }) =>
      (
        await apiRequest<Envelope<BookingDetail>>('/api/v1/bookings', {
          method: 'POST',
          body,
          idempotencyKey,
          // The submit screen explains every failure itself and offers 다시 시도.
          notify: false,
        })
      ).data,
    onSuccess: (booking) => storeBooking(queryClient, booking),
  });
}

/** One section of a request; field errors come back for the edit screen to show beside it. */
export function useUpdateBookingMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation<BookingDetail, ApiError, BookingUpdateBody>({
    mutationFn: async (body) =>
      (await apiRequest<Envelope<BookingDetail>>(bookingPath(id), { method: 'PUT', body, notify: false }))
        .data,
    onSuccess: (booking) => storeBooking(queryClient, booking),
  });
}

/**
 * A move such as the customer's cancel; the API client toasts a refusal, unless `notify` is false (the vendor's
 * sheets explain each refusal themselves).
 */
export function useBookingStatusMutation(id: string, { notify = true }: { notify?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation<BookingDetail, ApiError, BookingStatusBody>({
    mutationFn: async (body) =>
      (
        await apiRequest<Envelope<BookingDetail>>(`${bookingPath(id)}/status`, {
          method: 'PUT',
          body,
          ...(notify ? {} : { notify: false }),
        })
      ).data,
    onSuccess: (booking) => storeBooking(queryClient, booking),
  });
}

/**
 * docs/product.md § Domain: the customer edits while requested (everything) or accepted (contact and
 * requests).
 */
export const customerCanEdit = (booking: Pick<BookingDetail, 'viewerRole' | 'status'>) =>
  booking.viewerRole === 'customer' && (booking.status === 'requested' || booking.status === 'accepted');
