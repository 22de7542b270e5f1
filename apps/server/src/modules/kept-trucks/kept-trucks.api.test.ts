import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
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
import { deliverDueEvents } from '../notifications/notifications.service.ts';

/** 찜 (issue 31): kept trucks in 마이, and a wanted day announced once when it opens on a kept truck. */
let t: TestApp;
let keeper: Caller;
let keeperId: string;
let organiser: Caller;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let ref: Awaited<ReturnType<typeof referenceIds>>;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  ref = await referenceIds(t.app.database.db);
  keeper = await signedUpCaller(t.app, 'keeper@example.com');
  keeperId = (await keeper.call({ method: 'GET', url: '/api/v1/users/profile' })).json().data.id;
  organiser = await signedUpCaller(t.app, 'keep-organiser@example.com');
  vendor = await createVendorWithTruck(t.app, {
    email: 'keep-vendor@example.com',
    regions: [{ sido: '서울특별시', sigungu: '강남구' }],
    categorySlugs: ['bunsik'],
  });
});
afterAll(() => t.close());

const keep = (person: Caller, truckId: number, payload: Record<string, unknown> = {}) =>
  person.call({ method: 'PUT', url: `/api/v1/kept-trucks/${truckId}`, payload });
const kept = async (person: Caller) =>
  (await person.call({ method: 'GET', url: '/api/v1/kept-trucks' })).json().data;
const opened = async () => {
  await deliverDueEvents(t.app.database.db);
  const rows = await t.app.database.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(eq(notifications.userId, keeperId));
  return rows.filter((row) => row.title === '찜한 푸드트럭의 일정이 비었어요');
};

/** An accepted booking of the vendor's truck on `eventDate`: the day is taken. */
async function takenDay(eventDate: string, startTime = '11:00', endTime = '14:00'): Promise<string> {
  const res = await postBooking(
    organiser,
    bookingBody(
      { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 100 }] },
      { truckId: vendor.truckId, info: { eventDate, startTime, endTime } },
    ),
  );
  const id = res.json().data.id as string;
  expect(
    (await setBookingStatus(vendor.vendor, id, { status: 'accepted', quotedAmount: 300_000 })).statusCode,
  ).toBe(200);
  return id;
}

describe('찜', () => {
  it('keeps and releases a listed truck, each person their own', async () => {
    expect((await keep(keeper, vendor.truckId)).statusCode).toBe(200);
    expect(await kept(keeper)).toEqual([expect.objectContaining({ id: vendor.truckId, wantedDate: null })]);
    expect(await kept(organiser)).toEqual([]);
    expect((await keep(keeper, 999_999)).statusCode).toBe(404);
    expect((await keep(keeper, vendor.truckId, { wantedDate: daysFromToday(-1) })).statusCode).toBe(400);
    const guest = await keeper.call({ method: 'GET', url: '/api/v1/kept-trucks', headers: { cookie: '' } });
    expect(guest.statusCode).toBe(401);
    expect(
      (await keeper.call({ method: 'DELETE', url: `/api/v1/kept-trucks/${vendor.truckId}` })).statusCode,
    ).toBe(200);
    expect(await kept(keeper)).toEqual([]);
  });

  it('tells the keeper once when the day they wanted opens, and not while another booking keeps it taken', async () => {
    const day = daysFromToday(45);
    const morning = await takenDay(day, '09:00', '11:00');
    const afternoon = await takenDay(day, '13:00', '15:00');
    await keep(keeper, vendor.truckId, { wantedDate: day });
    expect((await setBookingStatus(organiser, morning, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await opened()).toHaveLength(0);
    expect(
      (await setBookingStatus(vendor.vendor, afternoon, { status: 'cancelled', reason: '차량 정비' }))
        .statusCode,
    ).toBe(200);
    const notices = await opened();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toMatch(/의 \d+월 \d+일 일정이 비었어요/);
    expect((await kept(keeper))[0].wantedDate).toBeNull();

    // Once: the day taken and freed again says nothing more.
    await setBookingStatus(organiser, await takenDay(day), { status: 'cancelled' });
    expect(await opened()).toHaveLength(1);
  });
});
