import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import {
  bookingBody,
  createVendorWithTruck,
  postBooking,
  referenceIds,
  setBookingStatus,
} from '../../test/booking-fixtures.ts';
import { type Caller, caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applicationBody } from '../../test/vendor-fixtures.ts';
import { deliverDueEvents, noticesListener } from './notifications.service.ts';

/**
 * In-app notices: each event of the seam reaches the people it concerns, once, in Korean,
 * with a link; each person reads only their own. Runs on PGlite, and on PostgreSQL in CI's second pass.
 */
const SEOUL = { sido: '서울특별시', sigungu: '강남구' };
const BUSAN = { sido: '부산광역시', sigungu: '해운대구' };

let t: TestApp;
let customer: Caller;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let rival: Awaited<ReturnType<typeof createVendorWithTruck>>;
let faraway: Awaited<ReturnType<typeof createVendorWithTruck>>;
let ref: Awaited<ReturnType<typeof referenceIds>>;

const inbox = async (person: Caller) => {
  const res = await person.call({ method: 'GET', url: '/api/v1/notifications?limit=50' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { id: number; type: string; title: string; body: string; link: string; readAt: string | null }[];
    unread: number;
    total: number;
  };
};

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  ref = await referenceIds(t.app.database.db);
  customer = await signedUpCaller(t.app, 'notice-customer@example.com');
  vendor = await createVendorWithTruck(t.app, {
    email: 'notice-vendor@example.com',
    regions: [SEOUL],
    categorySlugs: ['bunsik'],
  });
  rival = await createVendorWithTruck(t.app, {
    email: 'notice-rival@example.com',
    regions: [SEOUL],
    categorySlugs: ['bunsik'],
  });
  faraway = await createVendorWithTruck(t.app, {
    email: 'notice-busan@example.com',
    regions: [BUSAN],
    categorySlugs: ['bunsik'],
  });
});
afterAll(() => t.close());

describe('who hears of a booking', () => {
  it('says what the booking was at the move, from the event itself, not what it became before delivery', async () => {
    const sent = await postBooking(
      customer,
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
        { truckId: vendor.truckId, info: { eventName: '봄 축제' } },
      ),
    );
    const id = sent.json().data.id as string;
    // Renamed behind the listener's back before it reads the event: its notice keeps the name of the move.
    await t.app.database.db.execute(sql`update bookings set event_name = '다른 이름' where id = ${id}`);
    await deliverDueEvents(t.app.database.db);
    const toVendor = (await inbox(vendor.vendor)).data.filter((n) => n.link === `/foodtruck/bookings/${id}`);
    expect(toVendor.map((n) => n.body)).toEqual(['봄 축제를 확인하고 견적을 보내주세요.']);
  });

  it('tells the truck of a request, and the customer of the accept with its amount, once each', async () => {
    const sent = await postBooking(
      customer,
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
        { truckId: vendor.truckId, info: { eventName: '가을 축제' } },
      ),
    );
    const id = sent.json().data.id as string;
    await deliverDueEvents(t.app.database.db);
    const toVendor = (await inbox(vendor.vendor)).data.filter((n) => n.link === `/foodtruck/bookings/${id}`);
    expect(toVendor).toEqual([
      expect.objectContaining({
        type: 'booking.requested',
        title: '새 예약 요청이 왔어요',
        body: '가을 축제를 확인하고 견적을 보내주세요.',
      }),
    ]);
    expect((await inbox(rival.vendor)).data.some((n) => n.link.endsWith(id))).toBe(false);
    expect((await inbox(customer)).data.some((n) => n.link.endsWith(id))).toBe(false);

    expect(
      (await setBookingStatus(vendor.vendor, id, { status: 'accepted', quotedAmount: 450_000 })).statusCode,
    ).toBe(200);
    // Two deliveries racing write each notice once.
    await Promise.all([deliverDueEvents(t.app.database.db), deliverDueEvents(t.app.database.db)]);
    const toCustomer = (await inbox(customer)).data.filter((n) => n.link === `/bookings/${id}`);
    expect(toCustomer).toEqual([
      expect.objectContaining({
        type: 'booking.accepted',
        title: '예약이 확정됐어요',
        body: expect.stringContaining('450,000원에 수락했어요'),
      }),
    ]);
  });

  it('tells every truck an open request reaches, and none it does not', async () => {
    const sent = await postBooking(
      customer,
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: ref.itemsOf('bunsik')[0]!.id, servings: 60 }] },
        { info: { eventName: '열린 요청 행사' } },
      ),
    );
    const id = sent.json().data.id as string;
    await deliverDueEvents(t.app.database.db);
    for (const truck of [vendor, rival]) {
      expect((await inbox(truck.vendor)).data.find((n) => n.link.endsWith(id))?.title).toBe(
        '새 열린 요청이 있어요',
      );
    }
    expect((await inbox(faraway.vendor)).data.some((n) => n.link.endsWith(id))).toBe(false);
  });

  it('tells operators of a new application', async () => {
    const admin = await signedUpCaller(t.app, 'notice-admin@example.com');
    await t.app.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.email, 'notice-admin@example.com'));
    const applicant = await signedUpCaller(t.app, 'notice-applicant@example.com');
    const applied = await applicant.call({
      method: 'POST',
      url: '/api/v1/foodtrucks/apply',
      payload: await applicationBody(t.app.database.db, applicant),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    await deliverDueEvents(t.app.database.db);
    const application = applied.json().data.application as { id: string };
    expect(
      (await inbox(admin)).data.find((n) => n.link === `/admin/applications/${application.id}`)?.title,
    ).toBe('새 입점 신청이 왔어요');
  });
});

describe('a person’s own notices', () => {
  it('are read one or all, count what is unread, and are nobody else’s to read', async () => {
    const before = await inbox(vendor.vendor);
    expect(before.unread).toBeGreaterThan(0);
    const first = before.data[0]!;
    expect(
      (await rival.vendor.call({ method: 'PUT', url: `/api/v1/notifications/${first.id}/read` })).statusCode,
    ).toBe(404);
    expect(
      (await vendor.vendor.call({ method: 'PUT', url: `/api/v1/notifications/${first.id}/read` })).statusCode,
    ).toBe(200);
    const after = await inbox(vendor.vendor);
    expect(after.unread).toBe(before.unread - 1);
    expect(after.data.find((n) => n.id === first.id)?.readAt).not.toBeNull();
    expect(
      (await vendor.vendor.call({ method: 'PUT', url: '/api/v1/notifications/read-all' })).statusCode,
    ).toBe(200);
    expect((await inbox(vendor.vendor)).unread).toBe(0);
    // A guest has none; a notice is stored once per event and person.
    expect((await caller(t.app).call({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
    const rows = await t.app.database.db.select().from(notifications);
    expect(new Set(rows.map((row) => `${row.eventId}:${row.userId}`)).size).toBe(rows.length);
  });
});

describe('deliveries take turns', () => {
  it("waits while another delivery holds the listener's cursor, so notices commit in the order of their events", async () => {
    const db = t.app.database.db;
    let released = 0;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const other = db.transaction(async (tx) => {
      await tx.execute(
        sql`select last_id from event_cursors where consumer = ${noticesListener.name} for update`,
      );
      holding();
      await new Promise((resolve) => setTimeout(resolve, 300));
      released = Date.now();
    });
    await held;
    await deliverDueEvents(db);
    const delivered = Date.now();
    await other;
    expect(delivered).toBeGreaterThanOrEqual(released);
  });
});
