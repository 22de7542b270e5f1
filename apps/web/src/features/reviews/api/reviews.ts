import type { AdminReview, BookingReviews, ReviewBody, TruckReviewSort, TruckReviews } from '@ft/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { queryRoots } from '../../../shell/query-roots.ts';

/** A booking's reviews live under the booking's keys: its live events (`review.*`) refresh them. */
export const reviewKeys = {
  bookings: [...queryRoots.bookings, 'reviews'] as const,
  booking: (bookingId: string) => [...queryRoots.bookings, 'reviews', bookingId] as const,
  truck: (truckId: number) => ['reviews', 'truck', truckId] as const,
  truckSorted: (truckId: number, sort: TruckReviewSort) => ['reviews', 'truck', truckId, sort] as const,
  admin: ['admin', 'reviews'] as const,
};

const bookingPath = (bookingId: string) => `/api/v1/bookings/${encodeURIComponent(bookingId)}/reviews`;

export const bookingReviewsQuery = (bookingId: string) =>
  queryOptions({
    queryKey: reviewKeys.booking(bookingId),
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<BookingReviews>>(bookingPath(bookingId), { signal })).data,
  });

export const truckReviewsQuery = (truckId: number, sort: TruckReviewSort) =>
  queryOptions({
    queryKey: reviewKeys.truckSorted(truckId, sort),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Envelope<TruckReviews>>(`/api/v1/foodtrucks/${truckId}/reviews`, {
          query: { sort, limit: 20 },
          signal,
        })
      ).data,
  });

/** Writes the side's review, or (`edit`) changes it; the form shows refusals beside its fields. */
export function useSaveReview(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation<BookingReviews, ApiError, { body: ReviewBody; edit: boolean }>({
    mutationFn: async ({ body, edit }) =>
      (
        await apiRequest<Envelope<BookingReviews>>(
          edit ? `${bookingPath(bookingId)}/mine` : bookingPath(bookingId),
          {
            method: edit ? 'PUT' : 'POST',
            body,
            notify: false,
            failureTitle: '후기를 저장하지 못했어요',
          },
        )
      ).data,
    onSuccess: (answer) => queryClient.setQueryData(reviewKeys.booking(bookingId), answer),
  });
}

/** 답글 (the truck) and 신고 (anyone): a refusal is toasted; the truck's reviews are read again after. */
export function useReviewAction(truckId: number) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { reviewId: string; action: 'reply' | 'report'; text: string }>({
    mutationFn: ({ reviewId, action, text }) =>
      apiRequest(`/api/v1/reviews/${encodeURIComponent(reviewId)}/${action}`, {
        method: 'POST',
        body: action === 'reply' ? { body: text } : { reason: text },
        failureTitle: action === 'reply' ? '답글을 달지 못했어요' : '신고하지 못했어요',
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.truck(truckId) });
      await queryClient.invalidateQueries({ queryKey: reviewKeys.bookings });
    },
  });
}

export const adminReviewsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.admin,
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<AdminReview[]>>('/api/v1/admin/reviews', { signal })).data,
  });

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { reviewId: string; action: 'hide' | 'restore'; reason: string }>({
    mutationFn: ({ reviewId, action, reason }) =>
      apiRequest(`/api/v1/admin/reviews/${encodeURIComponent(reviewId)}/${action}`, {
        method: 'POST',
        body: { reason },
        notify: false,
        failureTitle: action === 'hide' ? '후기를 숨기지 못했어요' : '후기를 되돌리지 못했어요',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.admin }),
  });
}
