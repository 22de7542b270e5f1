import type {
  BookingPayments,
  Payment,
  PaymentConfirmBody,
  PaymentKind,
  PaymentOrder,
  PaymentReceipt,
  TaxRequestBody,
} from '@ft/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { queryRoots } from '../../../shell/query-roots.ts';

/**
 * Under the booking's keys (`['bookings', …]`): a live booking or payment event refreshes them with the booking
 * (app/live-invalidation.ts).
 */
export const paymentKeys = {
  ofBooking: (bookingId: string) => [...queryRoots.bookings, 'payments', bookingId] as const,
  order: (orderId: string) => ['payments', 'order', orderId] as const,
  receipt: (orderId: string) => ['payments', 'receipt', orderId] as const,
};

const bookingPath = (bookingId: string) => `/api/v1/bookings/${encodeURIComponent(bookingId)}`;
const bookingPaymentsPath = (bookingId: string) => `${bookingPath(bookingId)}/payments`;

export const bookingPaymentsQuery = (bookingId: string) =>
  queryOptions({
    queryKey: paymentKeys.ofBooking(bookingId),
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<BookingPayments>>(bookingPaymentsPath(bookingId), { signal })).data,
  });

/** One of the customer's own orders, for the pages the payment window returns to. */
export const paymentOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Envelope<Payment>>(`/api/v1/payments/orders/${encodeURIComponent(orderId)}`, {
          signal,
        })
      ).data,
  });

/** The order for one amount: stored by the server before the payment window opens. */
export function useCreatePaymentOrder(bookingId: string) {
  return useMutation<PaymentOrder, ApiError, PaymentKind>({
    mutationFn: async (kind) =>
      (
        await apiRequest<Envelope<PaymentOrder>>(bookingPaymentsPath(bookingId), {
          method: 'POST',
          body: { kind },
          failureTitle: '결제를 시작하지 못했어요',
        })
      ).data,
  });
}

/** The success page's confirm; it explains every outcome itself. */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation<Payment, ApiError, PaymentConfirmBody>({
    mutationFn: async (body) =>
      (
        await apiRequest<Envelope<Payment>>('/api/v1/payments/confirm', {
          method: 'POST',
          body,
          notify: false,
          // Safe to repeat after a server failure: the server confirms an order once, however often asked.
          idempotencyKey: body.orderId,
        })
      ).data,
    onSuccess: async (payment) => {
      queryClient.setQueryData(paymentKeys.order(payment.orderId), payment);
      await queryClient.invalidateQueries({ queryKey: paymentKeys.ofBooking(payment.bookingId) });
    },
  });
}

/**
 * A step on the booking's money — 구매확정, a dispute, the truck's choices over an unpaid balance: each answers
 * with the booking's payments as they are now (item 7).
 */
function useBookingMoneyStep<Body>(
  bookingId: string,
  path: 'service-confirmation' | 'dispute' | 'dispute/response' | 'balance-due' | 'balance-cancel',
  failureTitle: string,
  method: 'POST' | 'PUT' = 'POST',
) {
  const queryClient = useQueryClient();
  return useMutation<BookingPayments, ApiError, Body>({
    mutationFn: async (body) =>
      (
        await apiRequest<Envelope<BookingPayments>>(`${bookingPath(bookingId)}/${path}`, {
          method,
          body: body ?? {},
          failureTitle,
        })
      ).data,
    onSuccess: async (money) => {
      queryClient.setQueryData(paymentKeys.ofBooking(bookingId), money);
      // What follows from it is the booking's too (its reviews open with 구매확정): shown at once, not on reload.
      await queryClient.invalidateQueries({ queryKey: queryRoots.bookings });
    },
  });
}

/** The truck's choices over an unpaid balance (decision 069): more time, or cancelling for it. */
export const useExtendBalance = (bookingId: string) =>
  useBookingMoneyStep<{ dueAt: string }>(bookingId, 'balance-due', '잔금 기한을 바꾸지 못했어요', 'PUT');
export const useCancelForBalance = (bookingId: string) =>
  useBookingMoneyStep<undefined>(bookingId, 'balance-cancel', '예약을 취소하지 못했어요');

export const useConfirmService = (bookingId: string) =>
  useBookingMoneyStep<undefined>(bookingId, 'service-confirmation', '구매확정하지 못했어요');
export const useRespondToDispute = (bookingId: string) =>
  useBookingMoneyStep<{ response: string }>(bookingId, 'dispute/response', '입장을 보내지 못했어요', 'PUT');
export const useOpenDispute = (bookingId: string) =>
  useBookingMoneyStep<{ reason: string; photoFileIds: string[] }>(
    bookingId,
    'dispute',
    '이의 제기를 보내지 못했어요',
  );

export const paymentReceiptQuery = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.receipt(orderId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Envelope<PaymentReceipt>>(
          `/api/v1/payments/orders/${encodeURIComponent(orderId)}/receipt`,
          { signal },
        )
      ).data,
  });

/** The customer's 세금계산서 or 현금영수증 request; the form shows a refusal next to its field. */
export function useSaveTaxRequest(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation<BookingPayments, ApiError, TaxRequestBody>({
    mutationFn: async (body) =>
      (
        await apiRequest<Envelope<BookingPayments>>(`${bookingPath(bookingId)}/tax-request`, {
          method: 'PUT',
          body,
          notify: false,
        })
      ).data,
    onSuccess: async (money) => {
      queryClient.setQueryData(paymentKeys.ofBooking(bookingId), money);
      // What follows from it is the booking's too (its reviews open with 구매확정): shown at once, not on reload.
      await queryClient.invalidateQueries({ queryKey: queryRoots.bookings });
    },
  });
}
