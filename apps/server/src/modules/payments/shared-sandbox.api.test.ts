import type { TossSandbox } from '@ft/toss-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  createVendorWithTruck,
  daysFromToday,
  postBooking,
  referenceIds,
  setBookingStatus,
} from '../../test/booking-fixtures.ts';
import { signedUpCaller } from '../../test/http.ts';
import { startTestSandbox } from '../../test/payment-sandbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { approveInCheckout } from '../../test/toss-checkout.ts';

/**
 * Instances without Toss keys on one PostgreSQL share one payment sandbox (TOSS_SANDBOX_URL, decision 073): a
 * payment made through one instance is known to the gateway every other instance asks, so a refund or a lookup
 * begun on another finds it. With a sandbox each, the other instance's gateway had never heard of it.
 */
let sandbox: TossSandbox;
let one: TestApp;
let other: TestApp;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  one = await createTestApp({ demo: false, config: { tossSandboxUrl: sandbox.url } });
  other = await createTestApp({ demo: false, config: { tossSandboxUrl: sandbox.url } });
});
afterAll(async () => {
  await one?.close();
  await other?.close();
  await sandbox?.close();
});

describe('one payment sandbox for every instance', () => {
  it('takes a payment through one instance that another instance’s gateway finds and can refund', async () => {
    // Neither instance starts a sandbox of its own: the browser is sent to the shared one's checkout page.
    expect([one.sandbox, other.sandbox]).toEqual([undefined, undefined]);
    const ref = await referenceIds(one.app.database.db);
    const customer = await signedUpCaller(one.app, 'shared-sandbox-customer@example.com');
    const vendor = await createVendorWithTruck(one.app, {
      email: 'shared-sandbox-vendor@example.com',
      regions: [{ sido: '서울특별시', sigungu: '강남구' }],
      categorySlugs: ['bunsik'],
    });
    const created = await postBooking(
      customer,
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
        {
          truckId: vendor.truckId,
          info: { eventDate: daysFromToday(20), startTime: '12:00', endTime: '14:00' },
        },
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    const bookingId = created.json().data.id as string;
    const accepted = await setBookingStatus(vendor.vendor, bookingId, {
      status: 'accepted',
      quotedAmount: 500_000,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const ordered = await customer.call({
      method: 'POST',
      url: `/api/v1/bookings/${bookingId}/payments`,
      payload: { kind: 'deposit' },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const { checkoutUrl } = ordered.json().data as { checkoutUrl: string };
    expect(new URL(checkoutUrl).origin).toBe(sandbox.url);
    const paid = await approveInCheckout(checkoutUrl);
    const confirmed = await customer.call({ method: 'POST', url: '/api/v1/payments/confirm', payload: paid });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe('DONE');

    // The other instance asks the same gateway: it knows the payment, and cancels it.
    const found = await other.app.payments.gateway.getPaymentByOrderId(paid.orderId);
    expect(found).toMatchObject({ ok: true, value: { paymentKey: paid.paymentKey, status: 'DONE' } });
    const cancelled = await other.app.payments.gateway.cancel(
      paid.paymentKey,
      { cancelReason: '다른 인스턴스의 환불' },
      { idempotencyKey: `refund-${paid.orderId}` },
    );
    expect(cancelled).toMatchObject({ ok: true, value: { status: 'CANCELED' } });
    expect(sandbox.payments().find((p) => p.orderId === paid.orderId)?.status).toBe('CANCELED');
  });
});
