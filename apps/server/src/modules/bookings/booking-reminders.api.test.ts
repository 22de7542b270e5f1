import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, domainEvents, notifications, users } from '../../db/schema/index.ts';
import {
  bookingBody,
  createVendorWithTruck,
  postBooking,
  referenceIds,
} from '../../test/booking-fixtures.ts';
import { type Caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliverDueEvents } from '../notifications/notifications.service.ts';
import { runBookingMaintenance } from './booking-maintenance.ts';

/**
 * Reminders about unanswered requests: the vendor after 12 h, both sides 24 h before the
 * request expires at its start (the customer with a way to widen it), each once, through the seam.
 */
const HOUR = 3_600_000;
const SEOUL_ADDRESS = { postcode: '06236', roadAddress: '서울 강남구 테헤란로 152', detailAddress: '' };

let t: TestApp;
let customer: Caller;
let customerId: string;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let ref: Awaited<ReturnType<typeof referenceIds>>;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  ref = await referenceIds(t.app.database.db);
  customer = await signedUpCaller(t.app, 'reminded-customer@example.com');
  const [row] = await t.app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'reminded-customer@example.com'));
  customerId = row!.id;
  vendor = await createVendorWithTruck(t.app, {
    email: 'reminded-vendor@example.com',
    regions: [{ sido: '서울특별시', sigungu: '강남구' }],
    categorySlugs: ['bunsik'],
  });
});
afterAll(() => t.close());

async function request(options: { open?: boolean }): Promise<string> {
  const res = await postBooking(
    customer,
    options.open
      ? bookingBody(
          {
            eventTypeId: ref.eventTypeId,
            menus: [{ menuItemId: ref.itemsOf('bunsik')[0]!.id, servings: 60 }],
          },
          { info: { address: SEOUL_ADDRESS } },
        )
      : bookingBody(
          { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
          { truckId: vendor.truckId },
        ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** Places the request in time: sent `sentAgoH` hours before `now`, starting `startsInH` hours after it. */
async function placeInTime(id: string, now: Date, sentAgoH: number, startsInH: number) {
  const startsAt = new Date(now.getTime() + startsInH * HOUR);
  await t.app.database.db
    .update(bookings)
    .set({
      createdAt: new Date(now.getTime() - sentAgoH * HOUR),
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * HOUR),
    })
    .where(eq(bookings.id, id));
}

const eventsOf = async (id: string) =>
  (
    await t.app.database.db
      .select({ type: domainEvents.type })
      .from(domainEvents)
      .where(eq(domainEvents.subjectId, id))
  ).map((row) => row.type);

const noticesOf = async (userId: string, type: string) =>
  t.app.database.db
    .select()
    .from(notifications)
    .where(sql`${notifications.userId} = ${userId} and ${notifications.type} = ${type}`);

describe('reminders of unanswered requests', () => {
  it('reminds the vendor once, 12 hours after a request nobody answered', async () => {
    const id = await request({});
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    await placeInTime(id, now, 11.9, 72);
    expect((await runBookingMaintenance(t.app.database.db, now)).reminded).toBe(0);

    await placeInTime(id, now, 12, 72);
    expect((await runBookingMaintenance(t.app.database.db, now)).reminded).toBe(1);
    expect((await runBookingMaintenance(t.app.database.db, now)).reminded).toBe(0);
    expect((await eventsOf(id)).filter((type) => type === 'booking.unanswered')).toHaveLength(1);

    await deliverDueEvents(t.app.database.db);
    const [notice] = await noticesOf(vendor.userId, 'booking.unanswered');
    expect(notice).toMatchObject({
      title: '답을 기다리는 요청이 있어요',
      link: `/foodtruck/bookings/${id}`,
    });
    expect(notice!.body).toMatch(/12시간째 답을 기다리고 있어요/);
    expect(await noticesOf(customerId, 'booking.unanswered')).toHaveLength(0);
  });

  it('does not remind of a request answered, or one missed by more than a day', async () => {
    const stale = await request({});
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    await placeInTime(stale, now, 12 + 25, 73);
    const answered = await request({});
    await placeInTime(answered, now, 13, 96);
    await t.app.database.db.update(bookings).set({ status: 'rejected' }).where(eq(bookings.id, answered));
    await runBookingMaintenance(t.app.database.db, now);
    expect(await eventsOf(stale)).not.toContain('booking.unanswered');
    expect(await eventsOf(answered)).not.toContain('booking.unanswered');
  });

  it('tells both sides 24 hours before a request expires, and offers the customer an open request', async () => {
    const id = await request({});
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    await placeInTime(id, now, 48, 24.1);
    await runBookingMaintenance(t.app.database.db, now);
    expect(await eventsOf(id)).not.toContain('booking.expiring');

    await placeInTime(id, now, 48, 24);
    await runBookingMaintenance(t.app.database.db, now);
    await runBookingMaintenance(t.app.database.db, now);
    expect((await eventsOf(id)).filter((type) => type === 'booking.expiring')).toHaveLength(1);

    await deliverDueEvents(t.app.database.db);
    const [toCustomer] = await noticesOf(customerId, 'booking.expiring');
    expect(toCustomer).toMatchObject({
      title: '아직 답한 푸드트럭이 없어요',
      link: `/bookings/${id}?widen=open`,
    });
    expect(toCustomer!.body).toMatch(/열린 요청으로 넓히면/);
    const [toVendor] = await noticesOf(vendor.userId, 'booking.expiring');
    expect(toVendor).toMatchObject({
      title: '내일 만료되는 요청이 있어요',
      link: `/foodtruck/bookings/${id}`,
    });
  });

  it('does not remind of a request sent less than a day before it starts, and tells only the customer of an open one', async () => {
    const late = await request({});
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    await placeInTime(late, now, 2, 20);
    const open = await request({ open: true });
    await placeInTime(open, now, 30, 23);
    await runBookingMaintenance(t.app.database.db, now);
    expect(await eventsOf(late)).not.toContain('booking.expiring');
    expect(await eventsOf(open)).toContain('booking.expiring');
    // An open request is never "unanswered" to one vendor: it waits for any truck.
    expect(await eventsOf(open)).not.toContain('booking.unanswered');

    await deliverDueEvents(t.app.database.db);
    const customerNotices = await noticesOf(customerId, 'booking.expiring');
    expect(customerNotices.find((row) => row.link === `/bookings/${open}`)?.body).toMatch(
      /메뉴나 인원을 바꾸면/,
    );
    const vendorNotices = await noticesOf(vendor.userId, 'booking.expiring');
    expect(vendorNotices.some((row) => row.link.includes(open))).toBe(false);
  });
});
