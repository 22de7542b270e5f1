import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import {
  bookingBody,
  createVendorWithTruck,
  daysFromToday,
  postBooking,
  referenceIds,
  setBookingStatus,
} from '../../test/booking-fixtures.ts';
import { type Caller, caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const GANGNAM = { sido: '서울특별시', sigungu: '강남구' };

let t: TestApp;
let customer: Caller;
let eventTypeId: number;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let otherVendor: Awaited<ReturnType<typeof createVendorWithTruck>>;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  eventTypeId = (await referenceIds(t.app.database.db)).eventTypeId;
  customer = await signedUpCaller(t.app, 'calendar-customer@example.com');
  vendor = await createVendorWithTruck(t.app, {
    email: 'calendar-vendor@example.com',
    regions: [GANGNAM],
    categorySlugs: ['bunsik'],
  });
  otherVendor = await createVendorWithTruck(t.app, {
    email: 'calendar-other@example.com',
    regions: [GANGNAM],
    categorySlugs: ['bunsik'],
  });
});
afterAll(() => t.close());

const block = (person: Caller, payload: object, truckId = vendor.truckId) =>
  person.call({ method: 'POST', url: `/api/v1/foodtrucks/${truckId}/blocks`, payload });
const request = (date: string, startTime = '11:00', endTime = '14:00') =>
  postBooking(
    customer,
    bookingBody(
      { eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
      { truckId: vendor.truckId, info: { eventDate: date, startTime, endTime } },
    ),
  );

describe('blocks', () => {
  it('blocks whole days or hours, and the public sees only that the truck is busy', async () => {
    const days = await block(vendor.vendor, {
      startDate: daysFromToday(10),
      endDate: daysFromToday(11),
      reason: 'day_off',
      note: '가족 여행',
    });
    expect(days.statusCode).toBe(201);
    expect(days.json().data).toMatchObject({ reason: 'day_off', note: '가족 여행' });
    const hours = await block(vendor.vendor, {
      startDate: daysFromToday(12),
      startTime: '09:00',
      endTime: '12:00',
      reason: 'maintenance',
    });
    expect(hours.statusCode).toBe(201);

    const pub = await caller(t.app).call({
      method: 'GET',
      url: `/api/v1/foodtrucks/${vendor.truckId}/availability?from=${daysFromToday(0)}&to=${daysFromToday(30)}`,
    });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data).toHaveLength(2);
    expect(JSON.stringify(pub.json())).not.toMatch(/가족 여행|day_off|maintenance/);
  });

  it('refuses a targeted request for a blocked time before it is sent, but takes the hours around it', async () => {
    const blocked = await request(daysFromToday(10));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('TRUCK_UNAVAILABLE');
    expect(blocked.json().fields['info.eventDate']).toBeDefined();
    expect((await request(daysFromToday(12), '10:00', '13:00')).json().code).toBe('TRUCK_UNAVAILABLE');
    expect((await request(daysFromToday(12), '12:00', '15:00')).statusCode).toBe(201);
  });

  it('never overlaps an accepted booking, in either order (the database enforces it)', async () => {
    const booking = (await request(daysFromToday(20))).json().data;
    expect(
      (await setBookingStatus(vendor.vendor, booking.id, { status: 'accepted', quotedAmount: 500_000 }))
        .statusCode,
    ).toBe(200);
    const overBooking = await block(vendor.vendor, { startDate: daysFromToday(20), reason: 'other_event' });
    expect(overBooking.statusCode).toBe(409);
    expect(overBooking.json().code).toBe('BLOCK_OVERLAP');
    // A request made before the block; the block comes; the vendor may not accept over it.
    const early = (await request(daysFromToday(25))).json().data;
    expect(
      (await block(vendor.vendor, { startDate: daysFromToday(25), reason: 'maintenance' })).statusCode,
    ).toBe(201);
    const accept = await setBookingStatus(vendor.vendor, early.id, {
      status: 'accepted',
      quotedAmount: 400_000,
    });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().code).toBe('SCHEDULE_BLOCKS_ACCEPT');
    // Even written behind the service's back, the database refuses the overlap.
    await expect(
      t.app.database.db.execute(
        sql`update bookings set status = 'accepted', truck_id = ${vendor.truckId} where id = ${early.id}`,
      ),
    ).rejects.toThrow();
  });

  it('frees the time when an accepted booking is cancelled', async () => {
    const booking = (await request(daysFromToday(40))).json().data;
    await setBookingStatus(vendor.vendor, booking.id, { status: 'accepted', quotedAmount: 300_000 });
    expect((await block(vendor.vendor, { startDate: daysFromToday(40), reason: 'day_off' })).statusCode).toBe(
      409,
    );
    await setBookingStatus(vendor.vendor, booking.id, {
      status: 'cancelled',
      reason: '차량 고장으로 출장이 어려워요',
    });
    expect((await block(vendor.vendor, { startDate: daysFromToday(40), reason: 'day_off' })).statusCode).toBe(
      201,
    );
  });

  it('shows the vendor a calendar of blocks and bookings, and lets them remove a block', async () => {
    const month = `from=${daysFromToday(0)}&to=${daysFromToday(60)}`;
    const cal = (
      await vendor.vendor.call({
        method: 'GET',
        url: `/api/v1/foodtrucks/${vendor.truckId}/calendar?${month}`,
      })
    ).json().data;
    expect(cal.blocks.length).toBeGreaterThanOrEqual(3);
    expect(cal.bookings.map((b: { status: string }) => b.status)).toContain('accepted');
    const first = cal.blocks[0];
    const url = `/api/v1/foodtrucks/${vendor.truckId}/blocks/${first.id}`;
    expect((await otherVendor.vendor.call({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await vendor.vendor.call({ method: 'DELETE', url })).statusCode).toBe(200);
    expect((await vendor.vendor.call({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('keeps a truck’s calendar and blocks to its owner', async () => {
    const month = `from=${daysFromToday(0)}&to=${daysFromToday(30)}`;
    expect(
      (
        await otherVendor.vendor.call({
          method: 'GET',
          url: `/api/v1/foodtrucks/${vendor.truckId}/calendar?${month}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await block(otherVendor.vendor, { startDate: daysFromToday(5), reason: 'day_off' })).statusCode,
    ).toBe(404);
    expect((await block(customer, { startDate: daysFromToday(5), reason: 'day_off' })).statusCode).toBe(403);
  });

  it('checks the shape of a block: past times, hours across days, reversed ranges', async () => {
    expect((await block(vendor.vendor, { startDate: daysFromToday(-3), reason: 'day_off' })).statusCode).toBe(
      400,
    );
    const across = await block(vendor.vendor, {
      startDate: daysFromToday(50),
      endDate: daysFromToday(51),
      startTime: '09:00',
      endTime: '10:00',
      reason: 'day_off',
    });
    expect(across.statusCode).toBe(400);
    const reversed = await block(vendor.vendor, {
      startDate: daysFromToday(50),
      startTime: '12:00',
      endTime: '09:00',
      reason: 'day_off',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields.endTime).toContain('끝 시간');
  });

  it('answers 404 for the availability of an unlisted truck', async () => {
    await t.app.database.db
      .update(users)
      .set({ role: 'vendor' })
      .where(eq(users.email, 'calendar-other@example.com'));
    const res = await caller(t.app).call({
      method: 'GET',
      url: `/api/v1/foodtrucks/999999/availability?from=${daysFromToday(0)}&to=${daysFromToday(1)}`,
    });
    expect(res.statusCode).toBe(404);
  });
});
