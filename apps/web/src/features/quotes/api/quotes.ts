import type { BookingDetail, Quote, QuoteBody, QuoteList } from '@ft/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { queryRoots } from '../../../shell/query-roots.ts';

/**
 * Quotes live under the booking's keys (`['bookings', …]`): a booking's live events and its changes refresh them
 * with it.
 */
export const quoteKeys = {
  of: (bookingId: string) => [...queryRoots.bookings, 'quotes', bookingId] as const,
};

const quotesPath = (bookingId: string) => `/api/v1/bookings/${encodeURIComponent(bookingId)}/quotes`;

export const quotesQuery = (bookingId: string) =>
  queryOptions({
    queryKey: quoteKeys.of(bookingId),
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<QuoteList>>(quotesPath(bookingId), { signal })).data,
  });

/**
 * After any quote or counter-offer call: the booking and what hangs off it are read again (a choice or an
 * accepted proposal accepts the booking), its conversation too (a choice closes the other trucks' threads;
 * the messages feature keys it `['messages', bookingId, …]`).
 */
export function useRefreshBooking() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryRoots.bookings }),
      queryClient.invalidateQueries({ queryKey: queryRoots.messages }),
    ]);
}

/** Sends a new quote, or a revision of `quoteId`; the sheet shows refusals itself. */
export function useSaveQuote(bookingId: string) {
  const refresh = useRefreshBooking();
  return useMutation<Quote, ApiError, { body: QuoteBody; quoteId?: string | undefined }>({
    mutationFn: async ({ body, quoteId }) =>
      (
        await apiRequest<Envelope<Quote>>(
          quoteId ? `${quotesPath(bookingId)}/${encodeURIComponent(quoteId)}` : quotesPath(bookingId),
          {
            method: quoteId ? 'PUT' : 'POST',
            body,
            notify: false,
            failureTitle: quoteId ? '견적을 고치지 못했어요' : '견적을 보내지 못했어요',
          },
        )
      ).data,
    onSuccess: () => refresh(),
  });
}

export function useWithdrawQuote(bookingId: string) {
  const refresh = useRefreshBooking();
  return useMutation<Quote, ApiError, { quoteId: string; reason?: string }>({
    mutationFn: async ({ quoteId, reason }) =>
      (
        await apiRequest<Envelope<Quote>>(
          `${quotesPath(bookingId)}/${encodeURIComponent(quoteId)}/withdraw`,
          {
            method: 'POST',
            body: reason ? { reason } : {},
            failureTitle: '견적을 철회하지 못했어요',
          },
        )
      ).data,
    onSuccess: () => refresh(),
  });
}

/** The customer's choice of the revision they compared; a refusal is explained by the compare sheet. */
export function useChooseQuote(bookingId: string) {
  const refresh = useRefreshBooking();
  return useMutation<BookingDetail, ApiError, { quoteId: string; revision: number }>({
    mutationFn: async ({ quoteId, revision }) =>
      (
        await apiRequest<Envelope<BookingDetail>>(
          `${quotesPath(bookingId)}/${encodeURIComponent(quoteId)}/choose`,
          { method: 'POST', body: { revision }, notify: false, failureTitle: '견적을 고르지 못했어요' },
        )
      ).data,
    onSettled: () => refresh(),
  });
}
