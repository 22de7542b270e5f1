import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { seedReference } from '../../db/seed/index.ts';
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
let admin: Caller;
let customer: Caller;
let eventTypeId: number;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  eventTypeId = (await referenceIds(t.app.database.db)).eventTypeId;
  admin = await signedUpCaller(t.app, 'console-ops@example.com', '콘솔운영자');
  await t.app.database.db
    .update(users)
    .set({ role: 'admin' })
    .where(eq(users.email, 'console-ops@example.com'));
  customer = await signedUpCaller(t.app, 'console-customer@example.com', '콘솔고객');
  vendor = await createVendorWithTruck(t.app, {
    email: 'console-vendor@example.com',
    regions: [GANGNAM],
    categorySlugs: ['bunsik'],
  });
});
afterAll(() => t.close());

const get = (person: Caller, url: string) => person.call({ method: 'GET', url });
const requestBooking = (day: number, menuItemId = vendor.menuItemIds[0]!) =>
  postBooking(
    customer,
    bookingBody(
      { eventTypeId, menus: [{ menuItemId, servings: 40 }] },
      { truckId: vendor.truckId, info: { eventDate: daysFromToday(day) } },
    ),
  );

describe('overview', () => {
  it('counts today’s requests, unanswered ones and what waits for payout', async () => {
    const first = (await requestBooking(30)).json().data;
    await requestBooking(31);
    await setBookingStatus(vendor.vendor, first.id, { status: 'accepted', quotedAmount: 400_000 });
    await t.app.database.db.execute(
      sql`update bookings set created_at = now() - interval '2 days' where code = (select code from bookings where status = 'requested' limit 1)`,
    );
    const data = (await get(admin, '/api/v1/admin/overview')).json().data;
    expect(data.today.requested).toBe(1);
    expect(data.today.accepted).toBe(1);
    expect(data.unansweredOver24h).toBe(1);
    expect(data.settlements).toEqual({
      requestedCount: 0,
      requestedNet: 0,
      approvedCount: 0,
      approvedNet: 0,
    });
  });
});

describe('bookings', () => {
  it('finds bookings by code, customer or truck, status and date', async () => {
    const all = (await get(admin, '/api/v1/admin/bookings')).json();
    expect(all.total).toBe(2);
    const code = all.data[0].code as string;
    expect(
      (await get(admin, `/api/v1/admin/bookings?q=${code}`)).json().data.map((b: { code: string }) => b.code),
    ).toEqual([code]);
    expect(
      (await get(admin, `/api/v1/admin/bookings?q=${encodeURIComponent('콘솔고객')}`)).json().total,
    ).toBe(2);
    expect((await get(admin, '/api/v1/admin/bookings?status=accepted')).json().total).toBe(1);
    expect((await get(admin, `/api/v1/admin/bookings?from=${daysFromToday(31)}`)).json().total).toBe(1);
    expect(
      (await get(admin, `/api/v1/admin/bookings?q=${encodeURIComponent('없는 사람')}`)).json().total,
    ).toBe(0);
    expect((await get(customer, '/api/v1/admin/bookings')).statusCode).toBe(403);
    expect((await get(vendor.vendor, '/api/v1/admin/overview')).statusCode).toBe(403);
  });

  it('refuses a day that does not exist with 400 naming it, not a 500 (decision 076)', async () => {
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['to=2027-02-29', 'to'],
      ['from=2026-13-01', 'from'],
      ['to=2026-04-31', 'to'],
    ] as const) {
      const res = await get(admin, `/api/v1/admin/bookings?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION_ERROR',
        error: `${field} 필드를 확인해주세요`,
        fields: { [field]: '날짜를 다시 골라주세요' },
      });
    }
    expect((await get(admin, '/api/v1/admin/bookings?from=2028-02-29')).statusCode).toBe(200);
  });

  it('reads page and limit as digits only, and a name typed decomposed as the one stored (decision 075)', async () => {
    for (const query of ['page=1e3', 'page=%201', 'limit=true', 'limit=20.0']) {
      const res = await get(admin, `/api/v1/admin/bookings?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([query.split('=')[0]]);
    }
    const decomposed = encodeURIComponent('콘솔\u200b고객'.normalize('NFD'));
    expect((await get(admin, `/api/v1/admin/bookings?q=${decomposed}`)).json().total).toBe(2);
  });
});

describe('trucks', () => {
  const move = (status: string, reason = '위생 점검 결과 확인이 필요해요') =>
    admin.call({
      method: 'PUT',
      url: `/api/v1/admin/trucks/${vendor.truckId}/status`,
      payload: { status, reason },
    });

  it('suspends a truck: unlisted at once, no new requests or accepts; reinstates it; each move needs a reason', async () => {
    const waiting = (await requestBooking(61)).json().data;
    expect(
      (
        await admin.call({
          method: 'PUT',
          url: `/api/v1/admin/trucks/${vendor.truckId}/status`,
          payload: { status: 'suspended' },
        })
      ).statusCode,
    ).toBe(400);
    const suspended = await move('suspended');
    expect(suspended.json().data).toMatchObject({
      status: 'suspended',
      statusReason: '위생 점검 결과 확인이 필요해요',
    });
    expect((await get(caller(t.app), `/api/v1/foodtrucks/${vendor.truckId}`)).statusCode).toBe(404);
    const list = (await get(caller(t.app), '/api/v1/foodtrucks?limit=100')).json().data;
    expect(list.map((truck: { id: number }) => truck.id)).not.toContain(vendor.truckId);
    expect((await requestBooking(60)).statusCode).toBe(404);
    // A request sent before the suspension waits: the truck cannot take it while suspended.
    const accept = await setBookingStatus(vendor.vendor, waiting.id, { status: 'accepted', quotedAmount: 1 });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().code).toBe('TRUCK_NOT_APPROVED');
    expect((await move('suspended')).json().code).toBe('OPERATION_NOT_ALLOWED');

    expect((await move('approved', '점검을 마쳐서 다시 열어요')).json().data.status).toBe('approved');
    expect((await get(caller(t.app), `/api/v1/foodtrucks/${vendor.truckId}`)).statusCode).toBe(200);
    expect(
      (await get(admin, '/api/v1/admin/trucks?status=approved'))
        .json()
        .data.map((truck: { id: number }) => truck.id),
    ).toContain(vendor.truckId);
  });
});

describe('catalogue', () => {
  it('creates, edits and deactivates: a deactivated item leaves the public lists and new requests, old bookings keep theirs', async () => {
    const categoryId = (await get(admin, '/api/v1/admin/catalogue')).json().data['menu-categories'][0].id;
    const created = await admin.call({
      method: 'POST',
      url: '/api/v1/admin/catalogue/menu-items',
      payload: {
        categoryId,
        slug: 'test-hotteok',
        name: '꿀호떡',
        description: '쫀득한 꿀호떡',
        unitPrice: 2500,
      },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    const booking = await postBooking(
      customer,
      bookingBody(
        { eventTypeId, menus: [{ menuItemId: item.id, servings: 30 }] },
        { info: { eventDate: daysFromToday(70) } },
      ),
    );
    expect(booking.statusCode).toBe(201);

    const renamed = await admin.call({
      method: 'PUT',
      url: `/api/v1/admin/catalogue/menu-items/${item.id}`,
      payload: { name: '꿀호떡 (단종)', isActive: false },
    });
    expect(renamed.json().data).toMatchObject({ name: '꿀호떡 (단종)', isActive: false });
    const grouped = JSON.stringify((await get(caller(t.app), '/api/v1/menu-items/grouped')).json());
    expect(grouped).not.toContain('test-hotteok');
    const again = await postBooking(
      customer,
      bookingBody(
        { eventTypeId, menus: [{ menuItemId: item.id, servings: 30 }] },
        { info: { eventDate: daysFromToday(71) } },
      ),
    );
    expect(again.statusCode).toBe(400);
    const old = (await get(customer, `/api/v1/bookings/${booking.json().data.id}`)).json().data;
    expect(old.menus.map((line: { name: string }) => line.name)).toEqual(['꿀호떡']);
  });

  it('refuses a taken slug, a bad body, and a bad category; a restart keeps the operators’ edits', async () => {
    const eventType = (await get(admin, '/api/v1/admin/catalogue')).json().data['event-types'][0];
    const dup = await admin.call({
      method: 'POST',
      url: '/api/v1/admin/catalogue/event-types',
      payload: { slug: eventType.slug, name: '중복', description: '중복' },
    });
    expect(dup.statusCode).toBe(409);
    const bad = await admin.call({
      method: 'POST',
      url: '/api/v1/admin/catalogue/truck-sizes',
      payload: { slug: 'x', name: '', description: 'd', lengthM: -1, widthM: 2 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('name');
    const orphan = await admin.call({
      method: 'POST',
      url: '/api/v1/admin/catalogue/menu-items',
      payload: { categoryId: 999999, slug: 'orphan', name: '고아', description: 'd', unitPrice: 1 },
    });
    expect(orphan.statusCode).toBe(400);

    const edit = (payload: object) =>
      admin.call({ method: 'PUT', url: `/api/v1/admin/catalogue/event-types/${eventType.id}`, payload });
    expect((await edit({ isActive: false, sortOrder: 7 })).json().data).toMatchObject({
      isActive: false,
      sortOrder: 7,
    });
    // Renaming alone leaves the rest as it was: no default fills in what the edit did not name.
    expect((await edit({ name: '회사 행사' })).json().data).toMatchObject({
      name: '회사 행사',
      isActive: false,
      sortOrder: 7,
    });
    await seedReference(t.app.database.db);
    const after = (await get(admin, '/api/v1/admin/catalogue')).json().data['event-types'];
    expect(after.find((row: { id: number }) => row.id === eventType.id)).toMatchObject({
      name: '회사 행사',
      isActive: false,
    });
    expect(
      (
        await admin.call({
          method: 'PUT',
          url: '/api/v1/admin/catalogue/policies/999999',
          payload: { title: '없음' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await customer.call({ method: 'POST', url: '/api/v1/admin/catalogue/event-types', payload: {} }))
        .statusCode,
    ).toBe(403);
  });
});
