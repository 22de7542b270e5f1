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
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { queryRoots } from '../../../shell/query-roots.ts';
import { randomHex } from '../../../shell/random.ts';

export const bookingKeys = {
  all: queryRoots.bookings,
  list: (tab: BookingTabKey) => [...queryRoots.bookings, 'list', tab] as const,
  detail: (id: string) => [...queryRoots.bookings, 'detail', id] as const,
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

/**
 * The changed sections of a request in one call; a refusal comes back for the edit screen to show. `onRetry` is
 * offered as 다시 시도 when there was no answer or the server failed.
 */
export function useUpdateBookingMutation(id: string, { onRetry }: { onRetry?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation<BookingDetail, ApiError, BookingUpdateBody>({
    mutationFn: async (body) =>
      (
        await apiRequest<Envelope<BookingDetail>>(bookingPath(id), {
          method: 'PUT',
          body,
          notify: false,
          failureTitle: '예약을 수정하지 못했어요',
          ...(onRetry ? { onRetry } : {}),
        })
      ).data,
    onSuccess: (booking) => storeBooking(queryClient, booking),
  });
}

/** What did not happen when a move fails, for the failure toast's title. */
const MOVE_FAILURE_TITLES: Partial<Record<BookingStatusBody['status'], string>> = {
  cancelled: '예약을 취소하지 못했어요',
  accepted: '예약을 수락하지 못했어요',
  rejected: '요청을 거절하지 못했어요',
  completed: '완료 처리하지 못했어요',
};

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
          failureTitle: MOVE_FAILURE_TITLES[body.status] ?? '예약 상태를 바꾸지 못했어요',
        })
      ).data,
    onSuccess: (booking) => storeBooking(queryClient, booking),
  });
}
