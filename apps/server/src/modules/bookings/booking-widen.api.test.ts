import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStatusHistory, bookings, notifications } from '../../db/schema/index.ts';
import {
  bookingBody,
  createVendorWithTruck,
  postBooking,
  referenceIds,
  setBookingStatus,
} from '../../test/booking-fixtures.ts';
import { type Caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliverDueEvents } from '../notifications/notifications.service.ts';
import { WIDENED_REASON } from './booking-create.service.ts';

/**
 * 열린 요청으로 넓히기: a direct request nobody answered becomes an open request with the same
 * content; the direct one is cancelled in the same transaction, and only its own customer may do it.
 */
let t: TestApp;
let customer: Caller;
let stranger: Caller;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let ref: Awaited<ReturnType<typeof referenceIds>>;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  ref = await referenceIds(t.app.database.db);
  customer = await signedUpCaller(t.app, 'widen-customer@example.com');
  stranger = await signedUpCaller(t.app, 'widen-stranger@example.com');
  vendor = await createVendorWithTruck(t.app, {
    email: 'widen-vendor@example.com',
    regions: [{ sido: '서울특별시', sigungu: '강남구' }],
    categorySlugs: ['bunsik'],
  });
});
afterAll(() => t.close());

const direct = async (startTime: string) => {
  const res = await postBooking(
    customer,
    bookingBody(
      { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
      { truckId: vendor.truckId, info: { startTime, endTime: `${Number(startTime.slice(0, 2)) + 2}:00` } },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
};

const widened = (replacesBookingId: string, startTime: string) =>
  bookingBody(
    { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: ref.itemsOf('bunsik')[0]!.id, servings: 50 }] },
    { replacesBookingId, info: { startTime, endTime: `${Number(startTime.slice(0, 2)) + 2}:00` } },
  );

const rowOf = async (id: string) =>
  (await t.app.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const bookingCount = async () => (await t.app.database.db.select({ n: count() }).from(bookings))[0]!.n;

describe('widening a direct request to an open one', () => {
  it('cancels the direct request as its customer and sends the open one, once per key', async () => {
    const id = await direct('10:00');
    const key = randomUUID();
    const res = await postBooking(customer, widened(id, '10:00'), key);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ isOpenRequest: true, status: 'requested' });
    expect(await rowOf(id)).toMatchObject({
      status: 'cancelled',
      statusReason: WIDENED_REASON,
      cancellationFee: 0,
    });
    const [move] = await t.app.database.db
      .select()
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.toStatus, 'cancelled'));
    expect(move).toMatchObject({ bookingId: id, actor: 'customer' });

    // The same submit again (a retry after a lost answer) answers with the first open request.
    const before = await bookingCount();
    const again = await postBooking(customer, widened(id, '10:00'), key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBe(res.json().data.id);
    expect(await bookingCount()).toBe(before);

    await deliverDueEvents(t.app.database.db);
    const told = await t.app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, vendor.userId));
    expect(told.find((row) => row.type === 'booking.cancelled')?.body).toContain(`사유: ${WIDENED_REASON}`);
  });

  it('refuses anyone else’s request, an answered one, and a truck request, writing nothing', async () => {
    const id = await direct('13:00');
    const before = await bookingCount();
    const foreign = await postBooking(stranger, widened(id, '13:00'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('BOOKING_NOT_FOUND');

    const toTruck = await postBooking(customer, { ...widened(id, '13:00'), truckId: vendor.truckId });
    expect(toTruck.statusCode).toBe(400);
    expect(toTruck.json().fields.replacesBookingId).toBe('열린 요청으로만 넓힐 수 있어요');

    await setBookingStatus(vendor.vendor, id, { status: 'accepted', quotedAmount: 300_000 });
    const answered = await postBooking(customer, widened(id, '13:00'));
    expect(answered.statusCode).toBe(409);
    expect(answered.json().code).toBe('BOOKING_NOT_WIDENABLE');
    expect(await bookingCount()).toBe(before);
    expect((await rowOf(id)).status).toBe('accepted');
  });
});
