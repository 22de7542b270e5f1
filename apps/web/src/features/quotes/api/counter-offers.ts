import type { BookingDetail, CounterOffer, CounterOfferBody } from '@ft/shared';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { queryRoots } from '../../../shell/query-roots.ts';
import { useRefreshBooking } from './quotes.ts';

/** Under the booking's keys, like quotes: the booking's live events refresh them with it. */
export const counterOfferKeys = {
  of: (bookingId: string) => [...queryRoots.bookings, 'counter-offers', bookingId] as const,
};

const offersPath = (bookingId: string) => `/api/v1/bookings/${encodeURIComponent(bookingId)}/counter-offers`;

export const counterOffersQuery = (bookingId: string) =>
  queryOptions({
    queryKey: counterOfferKeys.of(bookingId),
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<CounterOffer[]>>(offersPath(bookingId), { signal })).data,
  });

/** The truck's proposal; the sheet shows refusals beside their fields. */
export function useProposeCounterOffer(bookingId: string) {
  const refresh = useRefreshBooking();
  return useMutation<CounterOffer, ApiError, CounterOfferBody>({
    mutationFn: async (body) =>
      (
        await apiRequest<Envelope<CounterOffer>>(offersPath(bookingId), {
          method: 'POST',
          body,
          notify: false,
          failureTitle: '제안을 보내지 못했어요',
        })
      ).data,
    onSuccess: () => refresh(),
  });
}

const FAILURE_TITLES = {
  accept: '제안을 수락하지 못했어요',
  decline: '제안을 거절하지 못했어요',
  withdraw: '제안을 거둬들이지 못했어요',
} as const;

/** 수락, 거절 (the customer) or 철회 (the truck); a refusal is toasted, and the booking is read again either way. */
export function useCounterOfferAction(bookingId: string) {
  const refresh = useRefreshBooking();
  return useMutation<
    BookingDetail | CounterOffer,
    ApiError,
    { offerId: string; action: keyof typeof FAILURE_TITLES }
  >({
    mutationFn: async ({ offerId, action }) =>
      (
        await apiRequest<Envelope<BookingDetail | CounterOffer>>(
          `${offersPath(bookingId)}/${encodeURIComponent(offerId)}/${action}`,
          { method: 'POST', body: {}, failureTitle: FAILURE_TITLES[action] },
        )
      ).data,
    onSettled: () => refresh(),
  });
}
