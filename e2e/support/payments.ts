import { type APIRequestContext, expect } from '@playwright/test';

const HEADERS = { 'x-client-version': '1.0.0' };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * The customer pays a confirmed booking in full through the server's Toss sandbox, as their browser
 * would: the order, 카드 (승인) on the sandbox's checkout page, and the confirm. Without it the booking's unpaid
 * deposit would lapse once its deadline (at the latest its start) passes.
 */
export async function payInFull(customer: APIRequestContext, bookingId: string): Promise<void> {
  const order = await ok<{ checkoutUrl: string }>(
    await customer.post(`/api/v1/bookings/${bookingId}/payments`, {
      headers: HEADERS,
      data: { kind: 'full' },
    }),
  );
  const page = new URL(order.checkoutUrl);
  const checkout = await fetch(new URL('/checkout', page), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...Object.fromEntries(page.searchParams), choice: 'approve' }),
  });
  const back = new URL(checkout.headers.get('location') ?? '');
  const payment = await ok<{ status: string }>(
    await customer.post('/api/v1/payments/confirm', {
      headers: HEADERS,
      data: {
        paymentKey: back.searchParams.get('paymentKey'),
        orderId: back.searchParams.get('orderId'),
        amount: Number(back.searchParams.get('amount')),
      },
    }),
  );
  expect(payment.status).toBe('DONE');
}

/** 구매확정 after the event: the booking's money becomes the vendor's and can be settled. */
export async function confirmService(customer: APIRequestContext, bookingId: string): Promise<void> {
  await ok(await customer.post(`/api/v1/bookings/${bookingId}/service-confirmation`, { headers: HEADERS }));
}
