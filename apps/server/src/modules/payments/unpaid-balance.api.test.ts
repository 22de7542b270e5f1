import {
  BALANCE_UNPAID_REASON,
  currentTime,
  currentTimeMs,
  type DomainEventType,
  moveClockForward,
  PAYMENT_RULES,
  resetClock,
} from '@ft/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingReminders,
  bookings,
  ledgerEntries,
  notifications,
  payments,
  users,
} from '../../db/schema/index.ts';
import { createVendorWithTruck, daysFromToday, referenceIds } from '../../test/booking-fixtures.ts';
import { type Caller, signedUpCaller } from '../../test/http.ts';
import { acceptedBooking, approvedOrder, confirmPayment, paidOrder } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runBookingMaintenance } from '../bookings/booking-maintenance.ts';
import { deliverDueEvents } from '../notifications/notifications.service.ts';
import { confirmServicesDue } from './service-confirmation.service.ts';

/**
 * The balance a customer has not paid (decision 069): reminded before it is due, both sides told once it is
 * overdue (however late the sweep comes), the truck giving more time or cancelling, the booking cancelled at the
 * event's start, and never a deposit released as if it were the whole price. The first payment's deadline and
 * its grace (the screen's words) are the server's too.
 */
let t: TestApp;
let customer: Caller;
let stranger: Caller;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
const QUOTE = 1_000_000;
const DEPOSIT = 300_000;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ demo: false, logger: false });
  ref = await referenceIds(t.app.database.db);
  customer = await signedUpCaller(t.app, 'balance-customer@example.com');
  stranger = await signedUpCaller(t.app, 'balance-stranger@example.com');
  vendor = await createVendorWithTruck(t.app, {
    email: 'balance-vendor@example.com',
    regions: [{ sido: '서울특별시', sigungu: '강남구' }],
    categorySlugs: ['bunsik'],
  });
});
afterAll(async () => {
  resetClock();
  await t.close();
});

let made = 0;
/** Accepted at QUOTE, 10 or more days ahead (a deposit and a balance), each on a day of its own. */
const newBooking = () => {
  made += 1;
  return acceptedBooking(customer, vendor, ref, daysFromToday(10 + made * 2), QUOTE);
};
const order = (id: string, kind: string) =>
  customer.call({ method: 'POST', url: `/api/v1/bookings/${id}/payments`, payload: { kind } });
const confirm = (body: object) => confirmPayment(customer, body);
async function payDeposit(id: string) {
  expect((await paidOrder(customer, id, 'deposit')).payment.amount).toBe(DEPOSIT);
}
const money = async (person: Caller, id: string) =>
  (await person.call({ method: 'GET', url: `/api/v1/bookings/${id}/payments` })).json().data;
const row = async (id: string) =>
  (await t.app.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
/** Moves the clock on, weeks at times: everyone signs in again (sessions last 14 days). */
async function moveTo(at: number) {
  moveClockForward(Math.max(0, at - currentTimeMs()));
  for (const [person, email] of [
    [customer, 'balance-customer@example.com'],
    [stranger, 'balance-stranger@example.com'],
    [vendor.vendor, 'balance-vendor@example.com'],
  ] as const) {
    const res = await person.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'goodpass123' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}
const customerId = async () =>
  (await t.app.database.db.select().from(users).where(eq(users.email, 'balance-customer@example.com')))[0]!
    .id;
const reminders = async (id: string) =>
  (await t.app.database.db.select().from(bookingReminders).where(eq(bookingReminders.bookingId, id)))
    .map((reminder) => reminder.kind)
    .sort();
async function noticesOf(userId: string, type: DomainEventType) {
  await deliverDueEvents(t.app.database.db);
  return t.app.database.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

describe('an unpaid balance', () => {
  it('is reminded of, then overdue for both sides once; the truck gives more time, then cancels keeping the fee', async () => {
    const id = await newBooking();
    await payDeposit(id);
    const due = (await row(id)).balanceDueAt!.getTime();

    await moveTo(due - 20 * HOUR);
    await runBookingMaintenance(t.app.database.db, currentTime());
    expect(await reminders(id)).toEqual(['balance_due']);
    const early = await money(vendor.vendor, id);
    expect(early.unpaidBalance).toMatchObject({ amount: QUOTE - DEPOSIT, overdue: false, canCancel: false });
    const tooSoon = await vendor.vendor.call({
      method: 'POST',
      url: `/api/v1/bookings/${id}/balance-cancel`,
    });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().code).toBe('BALANCE_NOT_OVERDUE');

    // The sweep comes late (servers were down over the deadline): the overdue notice is still sent, once.
    await moveTo(due + 5 * HOUR);
    await runBookingMaintenance(t.app.database.db, currentTime());
    await runBookingMaintenance(t.app.database.db, currentTime());
    expect(await reminders(id)).toEqual(['balance_due', 'balance_overdue']);
    expect(await noticesOf(await customerId(), 'booking.balance_overdue')).toHaveLength(1);
    const [vendorNotice, ...more] = await noticesOf(vendor.userId, 'booking.balance_overdue');
    expect(more).toHaveLength(0);
    expect(vendorNotice!.body).toContain('기한을 늘려주거나 미납으로 취소할 수 있어요');

    const seen = await money(customer, id);
    expect(seen.unpaidBalance).toMatchObject({ overdue: true, canCancel: false, canExtend: false });
    expect(seen.options).toEqual([expect.objectContaining({ kind: 'balance', amount: QUOTE - DEPOSIT })]);
    expect((await money(vendor.vendor, id)).unpaidBalance).toMatchObject({
      canCancel: true,
      canExtend: true,
    });

    // Only its truck decides, and only a deadline between now and the event's start.
    const start = (await row(id)).startsAt.getTime();
    const extend = (person: Caller, dueAt: number) =>
      person.call({
        method: 'PUT',
        url: `/api/v1/bookings/${id}/balance-due`,
        payload: { dueAt: new Date(dueAt).toISOString() },
      });
    expect((await extend(customer, start - HOUR)).statusCode).toBe(404);
    expect((await extend(stranger, start - HOUR)).statusCode).toBe(404);
    const late = await extend(vendor.vendor, start + HOUR);
    expect(late.statusCode).toBe(400);
    expect(late.json().fields.dueAt).toContain('행사 시작 전까지');
    const given = await extend(vendor.vendor, start - 24 * HOUR);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data.unpaidBalance).toMatchObject({ overdue: false, canCancel: false });
    expect(await reminders(id)).toEqual([]);

    // The new deadline passes too: told again, and now the truck cancels for it.
    await moveTo(start - 23 * HOUR);
    await runBookingMaintenance(t.app.database.db, currentTime());
    expect(await reminders(id)).toContain('balance_overdue');
    expect(
      (await customer.call({ method: 'POST', url: `/api/v1/bookings/${id}/balance-cancel` })).statusCode,
    ).toBe(404);
    const cancelled = await vendor.vendor.call({
      method: 'POST',
      url: `/api/v1/bookings/${id}/balance-cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await row(id);
    expect(after).toMatchObject({ status: 'cancelled', statusReason: BALANCE_UNPAID_REASON });
    // A day before the event the policy keeps 30 %: the whole deposit here, so nothing goes back.
    expect(after.cancellationFee).toBe(QUOTE * 0.3);
    const again = await vendor.vendor.call({ method: 'POST', url: `/api/v1/bookings/${id}/balance-cancel` });
    expect(again.statusCode).toBe(409);
    const [told] = await noticesOf(await customerId(), 'booking.cancelled');
    expect(told!.body).toContain(BALANCE_UNPAID_REASON);
  });

  it('cancels the booking at the event’s start, and nothing releases a deposit as if it were the whole price', async () => {
    const id = await newBooking();
    await payDeposit(id);
    const { startsAt, endsAt } = await row(id);
    // Before the fix this booking was served, confirmed itself 72 h later and paid the vendor 270,000.
    await moveTo(startsAt.getTime() + 60_000);
    await runBookingMaintenance(t.app.database.db, currentTime());
    expect(await row(id)).toMatchObject({ status: 'cancelled', statusReason: BALANCE_UNPAID_REASON });
    await moveTo(endsAt.getTime() + (PAYMENT_RULES.serviceConfirmHours + 1) * HOUR);
    await confirmServicesDue(t.app.payments);
    const [released] = await t.app.database.db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, id), eq(ledgerEntries.account, 'vendor_payable')));
    expect(Number(released!.total)).toBe(0);
    expect((await money(customer, id)).service.canConfirm).toBe(false);
  });
});

describe('the first payment’s deadline', () => {
  it('a window opened before the deadline may finish within the grace, not an hour later; no window opens after it', async () => {
    const inGrace = await newBooking();
    const tooLate = await newBooking();
    const deadline = (await row(inGrace)).depositDueAt!.getTime();
    // Both payment windows opened and approved two minutes before the deadline.
    await moveTo(deadline - 2 * 60_000);
    const graceful = await approvedOrder(customer, inGrace, 'deposit');
    const stale = await approvedOrder(customer, tooLate, 'deposit');

    await moveTo(deadline + 5 * 60_000);
    expect((await order(inGrace, 'full')).statusCode).toBe(409);
    await runBookingMaintenance(t.app.database.db, currentTime());
    expect((await row(inGrace)).status).toBe('accepted');
    const finished = await confirm(graceful);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().data.status).toBe('DONE');

    // An hour after its own deadline the other one is refused, and nothing is taken.
    await moveTo((await row(tooLate)).depositDueAt!.getTime() + HOUR);
    const refused = await confirm(stale);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PAYMENT_NOT_AVAILABLE');
    const [payment] = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, stale.orderId));
    expect(payment!.status).toBe('ABORTED');
    await runBookingMaintenance(t.app.database.db, currentTime());
    expect((await row(tooLate)).status).toBe('cancelled');
  });
});
