import type { TossSandbox } from '@ft/toss-sandbox';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookings, ledgerEntries } from '../../db/schema/index.ts';
import {
  bookingBody,
  createVendorWithTruck,
  daysFromToday,
  postBooking,
  referenceIds,
  setBookingStatus,
} from '../../test/booking-fixtures.ts';
import { type Caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { approveInCheckout } from '../../test/toss-checkout.ts';
import { refundCancelledBookings } from './refunds.service.ts';

/**
 * Whatever a booking's customer, vendor, gateway and webhooks do, in any order, the ledger
 * balances, the money held for the booking is what was paid less what was refunded, no payment is refunded more
 * than it took, and once a cancellation's refunds are made exactly the customer's fee is kept.
 */
let t: TestApp;
let sandbox: TossSandbox;
let customer: Caller;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
const QUOTE = 900_000;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  sandbox = t.sandbox!;
  ref = await referenceIds(t.app.database.db);
  customer = await signedUpCaller(t.app, 'ledger-customer@example.com');
  vendor = await createVendorWithTruck(t.app, {
    email: 'ledger-vendor@example.com',
    regions: [{ sido: '서울특별시', sigungu: '강남구' }],
    categorySlugs: ['bunsik'],
  });
});
afterAll(() => t.close());

type Step =
  /** One of what the booking offers now (the n-th, wrapping), or a kind it does not offer. */
  | { kind: 'pay'; option: number; offered: boolean; twice: boolean }
  | { kind: 'decline'; what: 'deposit' | 'full' }
  | { kind: 'cancel'; by: 'customer' | 'vendor' }
  | { kind: 'refunds' }
  | { kind: 'webhookReplay' };

// Paying and cancelling are what move money: drawn more often than the rest.
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      option: fc.nat(2),
      offered: fc.nat(4).map((n) => n > 0),
      twice: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('decline' as const),
      what: fc.constantFrom('deposit' as const, 'full' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      by: fc.constantFrom('customer' as const, 'vendor' as const),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'refunds' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'webhookReplay' as const }) },
);

let run = 0;

/** Each run's booking in a slot of its own (the truck takes one booking at a time, shrinking adds runs). */
function slotOf(n: number): { eventDate: string; startTime: string; endTime: string } {
  const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
  // A third of the events 3–6 days ahead: paid in full at once, cancelled with a 10 % fee.
  const near = n % 3 === 0;
  const k = near ? Math.floor(n / 3) : n;
  const days = near ? 3 + (k % 4) : 10 + (k % 300);
  const start = 6 + (Math.floor(k / (near ? 4 : 300)) % 16);
  return { eventDate: daysFromToday(days), startTime: hour(start), endTime: hour(start + 1) };
}

async function acceptedBooking(n: number): Promise<string> {
  const res = await postBooking(
    customer,
    bookingBody(
      { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
      { truckId: vendor.truckId, info: slotOf(n) },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as string;
  expect(
    (await setBookingStatus(vendor.vendor, id, { status: 'accepted', quotedAmount: QUOTE })).statusCode,
  ).toBe(200);
  return id;
}

async function checkout(bookingId: string, what: string) {
  const order = await customer.call({
    method: 'POST',
    url: `/api/v1/bookings/${bookingId}/payments`,
    payload: { kind: what },
  });
  if (order.statusCode !== 201) return null;
  const { returnedTo: _, ...returned } = await approveInCheckout(order.json().data.checkoutUrl);
  return returned;
}

const confirm = (body: { paymentKey: string; orderId: string; amount: number }) =>
  customer.call({ method: 'POST', url: '/api/v1/payments/confirm', payload: body });

it('keeps the ledger balanced and refunds within what was paid, whatever happens in whatever order', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 7 }), async (steps) => {
      run += 1;
      const id = await acceptedBooking(run);
      for (const s of steps) {
        if (s.kind === 'pay') {
          const money = (
            await customer.call({ method: 'GET', url: `/api/v1/bookings/${id}/payments` })
          ).json().data as { options: { kind: string }[] };
          const kinds = ['deposit', 'balance', 'full'];
          const what = s.offered
            ? money.options[s.option % Math.max(1, money.options.length)]?.kind
            : kinds.find((kind) => !money.options.some((o) => o.kind === kind));
          if (!what) continue;
          const returned = await checkout(id, what);
          if (!returned) continue;
          if (s.twice) await Promise.all([confirm(returned), confirm(returned)]);
          else await confirm(returned);
        } else if (s.kind === 'decline') {
          const returned = await checkout(id, s.what);
          if (!returned) continue;
          sandbox.faults.declineNextConfirm();
          await confirm(returned);
        } else if (s.kind === 'cancel') {
          await setBookingStatus(s.by === 'customer' ? customer : vendor.vendor, id, {
            status: 'cancelled',
            ...(s.by === 'vendor' ? { reason: '차량 고장' } : {}),
          });
        } else if (s.kind === 'refunds') {
          await refundCancelledBookings(t.app.payments);
        } else {
          // Every webhook the gateway sent arrives again (its retries), each fetched again by the server.
          for (const sent of sandbox.webhooksSent.slice(-6)) {
            const res = await t.app.inject({
              method: 'POST',
              url: '/api/v1/payments/webhook',
              payload: sent,
            });
            expect(res.statusCode).toBe(200);
          }
        }
      }
      await refundCancelledBookings(t.app.payments);

      const db = t.app.database.db;
      const [total] = await db
        .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
        .from(ledgerEntries);
      expect(Number(total!.sum)).toBe(0);
      const money = (await customer.call({ method: 'GET', url: `/api/v1/bookings/${id}/payments` })).json()
        .data;
      const lines = await db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, id));
      const held = lines.filter((l) => l.account === 'customer_funds').reduce((sum, l) => sum - l.amount, 0);
      let paid = 0;
      let refunded = 0;
      for (const payment of money.payments as {
        amount: number;
        refundedAmount: number;
        status: string;
        orderId: string;
      }[]) {
        expect(payment.refundedAmount).toBeLessThanOrEqual(payment.amount);
        if (['DONE', 'PARTIAL_CANCELED', 'CANCELED'].includes(payment.status)) {
          paid += payment.amount;
          refunded += payment.refundedAmount;
          const atGateway = sandbox.payments().find((p) => p.orderId === payment.orderId)!;
          expect(atGateway.balanceAmount).toBe(payment.amount - payment.refundedAmount);
        }
      }
      expect(paid).toBeLessThanOrEqual(QUOTE);
      expect(held).toBe(paid - refunded);
      expect(money.paidAmount).toBe(held);
      const [booking] = await db
        .select({ status: bookings.status, fee: bookings.cancellationFee })
        .from(bookings)
        .where(eq(bookings.id, id));
      if (booking!.status === 'cancelled') expect(held).toBe(Math.min(paid, booking!.fee ?? 0));
    }),
    { numRuns: 40 },
  );
}, 120_000);
