import { randomUUID } from 'node:crypto';
import {
  BOOKING_CODE_PATTERN,
  bookingDetailSchema,
  bookingSchema,
  cancellationQuote,
  ERROR_CATALOG,
  listEnvelope,
  seoulInstant,
  successEnvelope,
} from '@ft/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStatusHistory, bookings, files, foodTruckPhotos, users } from '../../db/schema/index.ts';
import {
  bookingBody,
  type CatalogItem,
  createVendorWithTruck,
  daysFromToday,
  postBooking,
  referenceIds,
  setBookingStatus,
  takeOpenRequest,
} from '../../test/booking-fixtures.ts';
import { type Caller, caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runBookingMaintenance } from './booking-maintenance.ts';

const GANGNAM = { sido: '서울특별시', sigungu: '강남구' };
const MAPO = { sido: '서울특별시', sigungu: '마포구' };

let t: TestApp;
let customer: Caller;
let otherCustomer: Caller;
let admin: Caller;
let eventTypeId: number;
let bunsik: CatalogItem[];
let coffee: CatalogItem[];
/** Serves 강남구 with 분식: sees open 분식 requests there, and takes targeted ones. */
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
/** Serves 마포구 with 커피: matches none of the open requests below. */
let farVendor: Awaited<ReturnType<typeof createVendorWithTruck>>;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const ref = await referenceIds(t.app.database.db);
  eventTypeId = ref.eventTypeId;
  bunsik = ref.itemsOf('bunsik');
  coffee = ref.itemsOf('coffee');
  customer = await signedUpCaller(t.app, 'booker@example.com', '예약고객');
  otherCustomer = await signedUpCaller(t.app, 'stranger@example.com', '다른고객');
  admin = await signedUpCaller(t.app, 'ops@example.com', '운영자');
  await t.app.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'ops@example.com'));
  vendor = await createVendorWithTruck(t.app, {
    email: 'gangnam-vendor@example.com',
    regions: [GANGNAM],
    categorySlugs: ['bunsik'],
  });
  farVendor = await createVendorWithTruck(t.app, {
    email: 'mapo-vendor@example.com',
    regions: [MAPO],
    categorySlugs: ['coffee'],
  });
});
afterAll(() => t.close());

const openBody = (overrides: Parameters<typeof bookingBody>[1] = {}) =>
  bookingBody(
    {
      eventTypeId,
      menus: [
        { menuItemId: bunsik[0]!.id, servings: 100 },
        { menuItemId: bunsik[1]!.id, servings: 50 },
      ],
    },
    overrides,
  );

/** Each targeted request gets a day of its own: the truck is busy once one of them is accepted. */
let targetedDay = 40;
const targetedBody = (overrides: Parameters<typeof bookingBody>[1] = {}) =>
  bookingBody(
    { eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 100 }] },
    {
      truckId: vendor.truckId,
      ...overrides,
      info: { eventDate: daysFromToday(targetedDay++), ...overrides.info },
    },
  );

async function created(person: Caller, payload: unknown) {
  const res = await postBooking(person, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const get = (person: Caller, url: string) => person.call({ method: 'GET', url });
const edit = (person: Caller, id: string, payload: unknown) =>
  person.call({ method: 'PUT', url: `/api/v1/bookings/${id}`, payload: payload as Record<string, unknown> });
const bookingCount = async () => (await t.app.database.db.select({ n: count() }).from(bookings))[0]!.n;

describe('a booking from request to cancellation', () => {
  it('creates an open request priced from the catalogue, with a code, the region and one history entry', async () => {
    const res = await postBooking(customer, openBody());
    expect(res.statusCode).toBe(201);
    expect(successEnvelope(bookingDetailSchema).safeParse(res.json()).error).toBeUndefined();
    const booking = res.json().data;
    const body = openBody();
    expect(booking).toMatchObject({
      status: 'requested',
      isOpenRequest: true,
      truck: null,
      viewerRole: 'customer',
      estimate: bunsik[0]!.unitPrice * 100 + bunsik[1]!.unitPrice * 50,
      quotedAmount: null,
      cancellationFee: null,
      contact: { name: '김민지', phone: '01012345678', email: 'minji@example.com' },
      info: { address: { ...GANGNAM, postcode: '06236', detailAddress: '3층' }, guestCount: 120 },
      startsAt: seoulInstant(body.info.eventDate, '11:00').toISOString(),
      endsAt: seoulInstant(body.info.eventDate, '14:00').toISOString(),
    });
    expect(booking.code).toMatch(BOOKING_CODE_PATTERN);
    expect(booking.menus[0]).toEqual({
      menuItemId: bunsik[0]!.id,
      categoryId: bunsik[0]!.categoryId,
      name: expect.any(String),
      unitPrice: bunsik[0]!.unitPrice,
      servings: 100,
    });
    expect(booking.history).toEqual([
      { from: null, to: 'requested', actor: 'customer', reason: null, at: expect.any(String) },
    ]);
    // The answer to the POST is exactly what reading it back gives.
    expect((await get(customer, `/api/v1/bookings/${booking.id}`)).json().data).toEqual(booking);
  });

  it('prices a targeted request from that truck’s own menu plus its call-out fee', async () => {
    const db = t.app.database.db;
    const [file] = await db
      .insert(files)
      .values({
        folder: 'trucks',
        storageKey: 'public/trucks/booking-test.webp',
        thumbnailKey: 'public/trucks/booking-test.thumb.webp',
        contentType: 'image/webp',
        byteSize: 1,
        visibility: 'public',
      })
      .returning({ id: files.id });
    await db.insert(foodTruckPhotos).values({ truckId: vendor.truckId, fileId: file!.id, kind: 'truck' });
    const booking = await created(customer, targetedBody());
    expect(booking).toMatchObject({
      isOpenRequest: false,
      truck: {
        id: vendor.truckId,
        name: expect.stringContaining('테스트 트럭'),
        thumbnailUrl: '/files/trucks/booking-test.thumb.webp',
      },
      estimate: 5000 * 100 + 100_000,
    });
    expect((await get(customer, `/api/v1/bookings/${booking.id}`)).json().data).toEqual(booking);
    const catalogueItem = await postBooking(
      customer,
      targetedBody({ menus: [{ menuItemId: bunsik[0]!.id, servings: 10 }] }),
    );
    expect(catalogueItem.statusCode).toBe(400);
    expect(catalogueItem.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(catalogueItem.json().fields['menus.0.menuItemId']).toMatch(/[가-힣]/);
  });

  it('refuses servings outside the truck’s range (or the catalogue’s limits) per line, as the menu step does', async () => {
    // The test truck prepares 30~500인분 (booking-fixtures): at most 500 of a dish, at least 30 in all.
    const line = (servings: number) => [{ menuItemId: vendor.menuItemIds[0]!, servings }];
    const tooMany = await postBooking(customer, targetedBody({ menus: line(501) }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { 'menus.0.servings': '이 푸드트럭은 한 메뉴에 500인분까지 준비할 수 있어요' },
    });
    const tooFew = await postBooking(
      customer,
      targetedBody({ menus: [...line(10), { menuItemId: vendor.menuItemIds[1]!, servings: 10 }] }),
    );
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().fields).toEqual({ menus: '이 푸드트럭은 모두 합쳐 30인분부터 준비할 수 있어요' });
    // A small second dish is fine once the order as a whole reaches the minimum.
    await created(
      customer,
      targetedBody({ menus: [...line(500), { menuItemId: vendor.menuItemIds[1]!, servings: 5 }] }),
    );
    // An open request has no truck range: the catalogue's limit, with a message that names it.
    const open = await postBooking(
      customer,
      openBody({ menus: [{ menuItemId: bunsik[0]!.id, servings: 10_001 }] }),
    );
    expect(open.statusCode).toBe(400);
    expect(open.json().fields['menus.0.servings']).toBe('한 메뉴에 10,000인분까지 요청할 수 있어요');

    // Editing the menu of a sent request is held to the same range.
    const booking = await created(customer, targetedBody());
    const edited = await edit(customer, booking.id, { menus: line(600) });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().fields['menus.0.servings']).toBe(
      '이 푸드트럭은 한 메뉴에 500인분까지 준비할 수 있어요',
    );
  });

  it('reads it back and lists the person’s bookings newest first, filtered by a status list', async () => {
    const person = await signedUpCaller(t.app, 'lister@example.com');
    const first = await created(person, openBody());
    const second = await created(person, targetedBody());
    const detail = await get(person, `/api/v1/bookings/${first.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ id: first.id, code: first.code, viewerRole: 'customer' });

    const all = await get(person, '/api/v1/bookings');
    expect(listEnvelope(bookingSchema).safeParse(all.json()).error).toBeUndefined();
    expect(all.json()).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(all.json().data.map((b: { id: string }) => b.id)).toEqual([second.id, first.id]);

    await setBookingStatus(vendor.vendor, second.id, { status: 'accepted', quotedAmount: 600_000 });
    const accepted = (await get(person, '/api/v1/bookings?status=accepted,completed')).json();
    expect(accepted.data.map((b: { id: string }) => b.id)).toEqual([second.id]);
    const waiting = (await get(person, '/api/v1/bookings?status=requested')).json();
    expect(waiting).toMatchObject({ total: 1, data: [{ id: first.id }] });
    const paged = (await get(person, '/api/v1/bookings?limit=1&page=2')).json();
    expect(paged).toMatchObject({ total: 2, page: 2, limit: 1, data: [{ id: first.id }] });
    // A page past the end has no row to carry the count: it is still the count of all of them.
    const pastEnd = (await get(person, '/api/v1/bookings?limit=1&page=3')).json();
    expect(pastEnd).toMatchObject({ total: 2, page: 3, data: [] });
    const pastEndInStatus = (await get(person, '/api/v1/bookings?status=requested&page=2')).json();
    expect(pastEndInStatus).toMatchObject({ total: 1, data: [] });

    const bad = await get(person, '/api/v1/bookings?status=paid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.status).toMatch(/[가-힣]/);
    // Nobody else's bookings leak into the list.
    expect((await get(otherCustomer, '/api/v1/bookings')).json().total).toBe(0);
  });

  it('edits every section while requested and re-derives region, times, menu and estimate', async () => {
    const booking = await created(customer, openBody());
    const date = daysFromToday(40);
    const res = await edit(customer, booking.id, {
      info: {
        ...openBody().info,
        eventDate: date,
        startTime: '17:00',
        endTime: '21:30',
        address: { postcode: '04001', roadAddress: '서울 마포구 월드컵북로 396', detailAddress: '' },
      },
      menus: [{ menuItemId: coffee[0]!.id, servings: 200 }],
      requests: '전기 사용 가능해요',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      info: { eventDate: date, startTime: '17:00', address: MAPO },
      startsAt: seoulInstant(date, '17:00').toISOString(),
      endsAt: seoulInstant(date, '21:30').toISOString(),
      menus: [{ menuItemId: coffee[0]!.id, servings: 200 }],
      estimate: coffee[0]!.unitPrice * 200,
      requests: '전기 사용 가능해요',
      // Sections not sent are left as they were.
      contact: { name: '김민지' },
    });
    const [row] = await t.app.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      sido: '서울특별시',
      sigungu: '마포구',
      categoryIds: [coffee[0]!.categoryId],
    });

    const contactOnly = await edit(customer, booking.id, {
      contact: { name: '박서준', phone: '010 9876 5432', email: 'sj@example.com' },
    });
    expect(contactOnly.json().data).toMatchObject({
      contact: { name: '박서준', phone: '01098765432' },
      requests: '전기 사용 가능해요',
    });
  });

  it('accepts only the version the vendor read: a request changed since is refused with 409, none with 400', async () => {
    const booking = await created(
      customer,
      targetedBody({ info: { eventDate: daysFromToday(41), guestCount: 50 } }),
    );
    expect(booking.version).toBe(1);
    const accept = (version?: number) =>
      vendor.vendor.call({
        method: 'PUT',
        url: `/api/v1/bookings/${booking.id}/status`,
        payload: { status: 'accepted', quotedAmount: 400_000, ...(version === undefined ? {} : { version }) },
      });
    // The customer changes the request after the vendor read it: 999 guests, 300 servings.
    const changed = await edit(customer, booking.id, {
      info: { ...targetedBody().info, eventDate: daysFromToday(41), guestCount: 999 },
      menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 300 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.version).toBe(2);

    const stale = await accept(1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'BOOKING_CHANGED',
      error: '고객이 요청 내용을 바꿨어요. 바뀐 내용을 확인한 뒤 다시 수락해주세요.',
    });
    const unnamed = await accept();
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields.version).toBeDefined();
    expect((await get(customer, `/api/v1/bookings/${booking.id}`)).json().data.status).toBe('requested');

    const read = await accept(2);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ status: 'accepted', version: 2, info: { guestCount: 999 } });
  });

  it('once accepted, lets the customer change only contact and requests; cancelling records the fee', async () => {
    // Two days ahead: the refund policy charges 30 % of the quote (docs/product.md § Domain,
    // /policies/refund).
    const booking = await created(customer, targetedBody({ info: { eventDate: daysFromToday(2) } }));
    const accept = await setBookingStatus(vendor.vendor, booking.id, {
      status: 'accepted',
      quotedAmount: 500_000,
    });
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json().data).toMatchObject({
      status: 'accepted',
      quotedAmount: 500_000,
      viewerRole: 'vendor',
    });

    const ok = await edit(customer, booking.id, {
      contact: { name: '김민지', phone: '01011112222', email: 'minji@example.com' },
      requests: '도착하면 전화 주세요',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      contact: { phone: '01011112222' },
      requests: '도착하면 전화 주세요',
    });

    for (const section of [
      { info: targetedBody().info },
      { menus: [{ menuItemId: vendor.menuItemIds[1]!, servings: 10 }] },
      { eventTypeId },
      { requests: '바꿔요', info: targetedBody().info },
    ]) {
      const refused = await edit(customer, booking.id, section);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'BOOKING_EDIT_LIMITED' });
      expect(refused.json().error).toContain('연락처와 요청사항');
    }
    expect((await get(customer, `/api/v1/bookings/${booking.id}`)).json().data.requests).toBe(
      '도착하면 전화 주세요',
    );

    const cancel = await setBookingStatus(customer, booking.id, { status: 'cancelled', reason: '행사 취소' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const expectedFee = cancellationQuote({
      status: 'accepted',
      quotedAmount: 500_000,
      eventDate: booking.info.eventDate,
      now: new Date(),
    }).fee;
    expect(expectedFee).toBe(150_000);
    expect(cancel.json().data).toMatchObject({
      status: 'cancelled',
      cancellationFee: expectedFee,
      statusReason: '행사 취소',
      viewerRole: 'customer',
    });
    expect(
      cancel
        .json()
        .data.history.map((h: { from: string; to: string; actor: string }) => [h.from, h.to, h.actor]),
    ).toEqual([
      [null, 'requested', 'customer'],
      ['requested', 'accepted', 'vendor'],
      ['accepted', 'cancelled', 'customer'],
    ]);

    const afterCancel = await edit(customer, booking.id, { requests: '다시요' });
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json().code).toBe('BOOKING_NOT_EDITABLE');
  });

  it('cancels a request nobody accepted for free', async () => {
    const booking = await created(customer, openBody());
    const res = await setBookingStatus(customer, booking.id, { status: 'cancelled' });
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancellationFee: 0, statusReason: null });
  });
});

describe('the state machine through the API', () => {
  it('needs a quote to accept', async () => {
    const booking = await created(customer, targetedBody());
    const res = await setBookingStatus(vendor.vendor, booking.id, { status: 'accepted' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'REQUIRED_FIELD_MISSING', error: '견적 금액을 입력해주세요.' });
    const zero = await setBookingStatus(vendor.vendor, booking.id, { status: 'accepted', quotedAmount: 0 });
    expect(zero.json().code).toBe('INVALID_INPUT');
  });

  it('does not let the customer accept their own request: 403 INSUFFICIENT_PERMISSIONS', async () => {
    const booking = await created(customer, targetedBody());
    const res = await setBookingStatus(customer, booking.id, { status: 'accepted', quotedAmount: 100 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('INSUFFICIENT_PERMISSIONS');
  });

  it('lets the target truck reject with a reason, but not an open request', async () => {
    const booking = await created(customer, targetedBody());
    const noReason = await setBookingStatus(vendor.vendor, booking.id, { status: 'rejected' });
    expect(noReason.json().code).toBe('REQUIRED_FIELD_MISSING');
    const rejected = await setBookingStatus(vendor.vendor, booking.id, {
      status: 'rejected',
      reason: '그날은 다른 행사가 있어요',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      statusReason: '그날은 다른 행사가 있어요',
    });

    const open = await created(customer, openBody());
    const refused = await setBookingStatus(vendor.vendor, open.id, { status: 'rejected', reason: '안 돼요' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('OPEN_REQUEST_NOT_REJECTABLE');
  });

  it('refuses to cancel a completed booking: 409 INVALID_STATUS_TRANSITION', async () => {
    const booking = await created(customer, targetedBody({ info: { eventDate: daysFromToday(3) } }));
    await setBookingStatus(vendor.vendor, booking.id, { status: 'accepted', quotedAmount: 300_000 });
    // The event happened long ago: the maintenance job completes it.
    await t.app.database.db.execute(
      sql`update bookings set starts_at = now() - interval '10 days', ends_at = now() - interval '10 days' + interval '3 hours' where id = ${booking.id}`,
    );
    await runBookingMaintenance(t.app.database.db);
    const detail = (await get(customer, `/api/v1/bookings/${booking.id}`)).json().data;
    expect(detail.status).toBe('completed');
    const res = await setBookingStatus(customer, booking.id, { status: 'cancelled' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_STATUS_TRANSITION');
    expect(res.json().error).toMatch(/[가-힣]/);
  });
});

describe('idempotency', () => {
  it('20 concurrent submits with one key make one booking, and every answer carries its id', async () => {
    const person = await signedUpCaller(t.app, 'double-tap@example.com');
    const key = `submit-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => postBooking(person, openBody(), key)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    const ids = new Set(answers.map((a) => a.json().data.id));
    expect(ids.size).toBe(1);
    const id = [...ids][0] as string;
    const db = t.app.database.db;
    const [rows] = await db.select({ n: count() }).from(bookings).where(eq(bookings.idempotencyKey, key));
    expect(rows!.n).toBe(1);
    const [history] = await db
      .select({ n: count() })
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, id));
    expect(history!.n).toBe(1);
  });

  it('returns the first booking for a later repeat, and keys belong to one person', async () => {
    const key = `again-${randomUUID()}`;
    const first = await postBooking(customer, openBody(), key);
    expect(first.statusCode).toBe(201);
    const repeat = await postBooking(customer, openBody(), key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data).toMatchObject({ id: first.json().data.id, requests: '주차 공간이 있어요' });
    const someoneElse = await postBooking(otherCustomer, openBody(), key);
    expect(someoneElse.statusCode).toBe(201);
    expect(someoneElse.json().data.id).not.toBe(first.json().data.id);
  });

  it('answers a repeat with the first booking even when the request would now fail its checks', async () => {
    const key = `stale-${randomUUID()}`;
    const first = await postBooking(customer, openBody(), key);
    expect(first.statusCode).toBe(201);
    const db = t.app.database.db;
    await db.execute(sql`update menu_items set is_active = false where id = ${bunsik[0]!.id}`);
    try {
      const repeat = await postBooking(customer, openBody(), key);
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json().data.id).toBe(first.json().data.id);
      const fresh = await postBooking(customer, openBody(), `fresh-${randomUUID()}`);
      expect(fresh.statusCode).toBe(400);
      expect(Object.keys(fresh.json().fields)).toEqual(['menus.0.menuItemId']);
    } finally {
      await db.execute(sql`update menu_items set is_active = true where id = ${bunsik[0]!.id}`);
    }
  });

  it('refuses the same key with a different request (422), so a fix is never silently dropped', async () => {
    const person = await signedUpCaller(t.app, 'fixed-after-failure@example.com');
    const key = `fixed-${randomUUID()}`;
    expect((await postBooking(person, openBody(), key)).statusCode).toBe(201);
    const fixed = await postBooking(person, openBody({ requests: '주차는 건물 뒤편이에요' }), key);
    expect(fixed.statusCode).toBe(422);
    expect(fixed.json()).toMatchObject({
      success: false,
      code: 'IDEMPOTENCY_KEY_REUSED',
      error: ERROR_CATALOG.IDEMPOTENCY_KEY_REUSED.message,
    });
    const [rows] = await t.app.database.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.idempotencyKey, key));
    expect(rows!.n).toBe(1);
    // Racing submits of two bodies under one key: one booking, the other body refused.
    const raceKey = `race-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postBooking(person, openBody({ requests: i % 2 ? '다른 요청' : '경주하는 요청' }), raceKey),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(3);
  });

  it('needs a well-formed Idempotency-Key header', async () => {
    for (const key of [null, 'short', 'has spaces in it', 'x'.repeat(129)]) {
      const res = await postBooking(customer, openBody(), key);
      expect(res.statusCode, String(key)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json().fields['Idempotency-Key']).toMatch(/Idempotency-Key/);
      expect(res.json().fields['Idempotency-Key']).toMatch(/[가-힣]/);
    }
  });
});

describe('who may see and change a booking', () => {
  let open: { id: string };
  let targeted: { id: string };
  beforeAll(async () => {
    open = await created(customer, openBody());
    targeted = await created(customer, targetedBody());
  });

  it('answers 404 to another customer for GET, PUT and PUT /status alike', async () => {
    for (const id of [open.id, targeted.id]) {
      const reads = await get(otherCustomer, `/api/v1/bookings/${id}`);
      const edits = await edit(otherCustomer, id, { requests: '몰래 바꾸기' });
      const moves = await setBookingStatus(otherCustomer, id, { status: 'cancelled' });
      for (const res of [reads, edits, moves]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('BOOKING_NOT_FOUND');
      }
    }
    // An id that does not exist answers the same way.
    const missing = await get(otherCustomer, `/api/v1/bookings/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect((await get(customer, `/api/v1/bookings/${open.id}`)).json().data.requests).toBe(
      '주차 공간이 있어요',
    );
  });

  it('answers 401 to a guest', async () => {
    const guest = caller(t.app);
    for (const res of [
      await get(guest, '/api/v1/bookings'),
      await get(guest, `/api/v1/bookings/${open.id}`),
      await postBooking(guest, openBody()),
      await edit(guest, open.id, { requests: 'x' }),
      await setBookingStatus(guest, open.id, { status: 'cancelled' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('AUTH_ERROR');
    }
  });

  it('shows an open request to vendors whose approved truck serves its area and a category, nobody else', async () => {
    const seen = await get(vendor.vendor, `/api/v1/bookings/${open.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ viewerRole: 'vendor', isOpenRequest: true });
    // Before anyone takes it, a vendor sees the event but not how to reach the customer.
    expect(seen.json().data.contact).toEqual({
      name: '김**',
      phone: '010****5678',
      email: 'm***@example.com',
    });
    expect(seen.body).not.toContain('01012345678');
    expect(seen.body).not.toContain('minji@');
    expect((await get(farVendor.vendor, `/api/v1/bookings/${open.id}`)).statusCode).toBe(404);
    // The same area without a matching category is not enough.
    const sameAreaOtherMenu = await createVendorWithTruck(t.app, {
      email: 'gangnam-coffee@example.com',
      regions: [GANGNAM],
      categorySlugs: ['coffee'],
    });
    expect((await get(sameAreaOtherMenu.vendor, `/api/v1/bookings/${open.id}`)).statusCode).toBe(404);
    // A truck still waiting for approval sees nothing.
    const pending = await createVendorWithTruck(t.app, {
      email: 'gangnam-pending@example.com',
      regions: [GANGNAM],
      categorySlugs: ['bunsik'],
      status: 'pending',
    });
    expect((await get(pending.vendor, `/api/v1/bookings/${open.id}`)).statusCode).toBe(404);
    expect(
      (await setBookingStatus(pending.vendor, open.id, { status: 'accepted', quotedAmount: 1 })).statusCode,
    ).toBe(404);
  });

  it('shows the customer’s contact to the vendor who takes an open request, and to nobody else before', async () => {
    // A date of its own, so no booking this vendor accepted earlier overlaps it.
    const request = await created(customer, openBody({ info: { eventDate: daysFromToday(77) } }));
    expect((await get(vendor.vendor, `/api/v1/bookings/${request.id}`)).json().data.contact.phone).toBe(
      '010****5678',
    );
    const accepted = await takeOpenRequest(vendor.vendor, customer, request.id, vendor.truckId, 700_000);
    expect(accepted.statusCode).toBe(200);
    expect((await get(vendor.vendor, `/api/v1/bookings/${request.id}`)).json().data.contact).toEqual({
      name: '김민지',
      phone: '01012345678',
      email: 'minji@example.com',
    });
  });

  it('shows everything to an admin, who may cancel but not accept', async () => {
    const res = await get(admin, `/api/v1/bookings/${targeted.id}`);
    expect(res.json().data.viewerRole).toBe('admin');
    const accept = await setBookingStatus(admin, targeted.id, { status: 'accepted', quotedAmount: 1000 });
    expect(accept.json().code).toBe('INSUFFICIENT_PERMISSIONS');
    const edits = await edit(admin, targeted.id, { requests: '운영자가 바꿈' });
    expect(edits.statusCode).toBe(404);
  });

  it('lists a truck’s bookings and matching open requests to its vendor only', async () => {
    const mine = await get(vendor.vendor, `/api/v1/bookings/foodtruck/${vendor.truckId}?limit=100`);
    expect(mine.statusCode).toBe(200);
    expect(listEnvelope(bookingSchema).safeParse(mine.json()).error).toBeUndefined();
    const ids = mine.json().data.map((b: { id: string }) => b.id);
    expect(ids).toContain(open.id);
    expect(ids).toContain(targeted.id);
    for (const booking of mine.json().data) {
      expect(booking.viewerRole).toBe('vendor');
      expect(booking.truck === null || booking.truck.id === vendor.truckId).toBe(true);
    }
    const createdAts = mine.json().data.map((b: { createdAt: string }) => b.createdAt);
    expect(createdAts).toEqual([...createdAts].sort().reverse());
    // Page by page, the own bookings and the open requests merge into the same list, counted once each.
    expect(mine.json().total).toBe(ids.length);
    const paged: string[] = [];
    for (let page = 1; page <= ids.length; page++) {
      const one = (
        await get(vendor.vendor, `/api/v1/bookings/foodtruck/${vendor.truckId}?limit=1&page=${page}`)
      ).json();
      expect(one.total).toBe(ids.length);
      paged.push(...one.data.map((b: { id: string }) => b.id));
    }
    expect(paged).toEqual(ids);
    const pastEnd = (
      await get(vendor.vendor, `/api/v1/bookings/foodtruck/${vendor.truckId}?limit=1&page=${ids.length + 1}`)
    ).json();
    expect(pastEnd).toMatchObject({ total: ids.length, data: [] });
    const waiting = (
      await get(vendor.vendor, `/api/v1/bookings/foodtruck/${vendor.truckId}?status=requested&limit=100`)
    ).json();
    expect(waiting.data.map((b: { id: string }) => b.id)).toContain(open.id);
    expect(waiting.total).toBe(waiting.data.length);
    const onlyAccepted = (
      await get(vendor.vendor, `/api/v1/bookings/foodtruck/${vendor.truckId}?status=accepted`)
    ).json();
    expect(onlyAccepted.data.every((b: { status: string }) => b.status === 'accepted')).toBe(true);

    const far = (await get(farVendor.vendor, `/api/v1/bookings/foodtruck/${farVendor.truckId}`)).json();
    expect(far.data.map((b: { id: string }) => b.id)).not.toContain(open.id);

    const someoneElsesTruck = await get(farVendor.vendor, `/api/v1/bookings/foodtruck/${vendor.truckId}`);
    expect(someoneElsesTruck.statusCode).toBe(404);
    expect(someoneElsesTruck.json().code).toBe('FOODTRUCK_NOT_FOUND');
    expect((await get(farVendor.vendor, '/api/v1/bookings/foodtruck/999999')).statusCode).toBe(404);
    const asCustomer = await get(customer, `/api/v1/bookings/foodtruck/${vendor.truckId}`);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().code).toBe('ROLE_REQUIRED');
    const asAdmin = (await get(admin, `/api/v1/bookings/foodtruck/${vendor.truckId}`)).json();
    expect(asAdmin.data.length).toBeGreaterThan(0);
    expect(asAdmin.data[0].viewerRole).toBe('admin');
  });

  it('hides an open request from other vendors once its customer chose another truck', async () => {
    // A day of its own: the vendor's truck already has accepted bookings on the default date.
    const request = await created(customer, openBody({ info: { eventDate: daysFromToday(50) } }));
    const rival = await createVendorWithTruck(t.app, {
      email: 'gangnam-rival@example.com',
      regions: [GANGNAM],
      categorySlugs: ['bunsik', 'coffee'],
    });
    expect((await get(rival.vendor, `/api/v1/bookings/${request.id}`)).statusCode).toBe(200);
    const taken = await takeOpenRequest(vendor.vendor, customer, request.id, vendor.truckId, 420_000);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toMatchObject({ status: 'accepted', truck: { id: vendor.truckId } });
    expect((await get(rival.vendor, `/api/v1/bookings/${request.id}`)).statusCode).toBe(404);
    const late = await setBookingStatus(rival.vendor, request.id, { status: 'accepted', quotedAmount: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('BOOKING_ALREADY_TAKEN');
    expect(
      (await setBookingStatus(rival.vendor, request.id, { status: 'cancelled', reason: 'x' })).statusCode,
    ).toBe(404);

    // A request the customer withdrew before anyone took it is closed, not taken.
    const withdrawn = await created(customer, openBody({ info: { eventDate: daysFromToday(51) } }));
    await setBookingStatus(customer, withdrawn.id, { status: 'cancelled' });
    const tooLate = await setBookingStatus(rival.vendor, withdrawn.id, {
      status: 'accepted',
      quotedAmount: 1,
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().code).toBe('OPEN_REQUEST_CLOSED');
  });
});

describe('invalid requests', () => {
  const valid = () => openBody();
  const withInfo = (info: Record<string, unknown>) => ({ ...valid(), info: { ...valid().info, ...info } });
  // Payloads are built when the test runs: the catalogue ids come from the database.
  const cases: [string, () => unknown, string[]][] = [
    ['an empty body', () => ({}), ['eventTypeId', 'info', 'menus', 'contact', 'agreedToPolicy']],
    [
      'missing info fields',
      () => ({ ...valid(), info: {} }),
      ['info.eventName', 'info.eventDate', 'info.guestCount'],
    ],
    ['a date in the past', () => withInfo({ eventDate: daysFromToday(-1) }), ['info.eventDate']],
    ['an end before the start', () => withInfo({ startTime: '15:00', endTime: '13:00' }), ['info.endTime']],
    ['no guests', () => withInfo({ guestCount: 0 }), ['info.guestCount']],
    ['guests as a string', () => withInfo({ guestCount: '120' }), ['info.guestCount']],
    ['a 500 KB event name', () => withInfo({ eventName: 'a'.repeat(500 * 1024) }), ['info.eventName']],
    [
      'a landline phone',
      () => ({ ...valid(), contact: { ...valid().contact, phone: '02-123-4567' } }),
      ['contact.phone'],
    ],
    [
      'an address without its 시/도',
      () => withInfo({ address: { postcode: '12345', roadAddress: '테헤란로 1' } }),
      ['info.address.roadAddress'],
    ],
    ['no policy consent', () => ({ ...valid(), agreedToPolicy: false }), ['agreedToPolicy']],
    ['no menu', () => ({ ...valid(), menus: [] }), ['menus']],
    [
      'zero servings',
      () => ({ ...valid(), menus: [{ menuItemId: bunsik[0]!.id, servings: 0 }] }),
      ['menus.0.servings'],
    ],
  ];

  it.each(cases)('refuses %s with 400 and a Korean message per field', async (_label, payload, fields) => {
    const before = await bookingCount();
    const res = await postBooking(customer, payload());
    expect(res.statusCode, res.body.slice(0, 500)).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(body.error).toMatch(/[가-힣]/);
    for (const field of fields) expect(body.fields[field], field).toMatch(/[가-힣]/);
    expect(await bookingCount()).toBe(before);
  });

  it('refuses menu items and event types that do not exist, naming each line', async () => {
    const res = await postBooking(
      customer,
      openBody({
        eventTypeId: 999_999,
        menus: [
          { menuItemId: bunsik[0]!.id, servings: 10 },
          { menuItemId: 999_999, servings: 10 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.json().fields).sort()).toEqual(['eventTypeId', 'menus.1.menuItemId']);
    expect(res.json().error).toBe('eventTypeId 필드를 확인해주세요');
  });

  it('answers 404 with the field for a truck that is not taking bookings', async () => {
    const pending = await createVendorWithTruck(t.app, {
      email: 'not-yet@example.com',
      regions: [GANGNAM],
      categorySlugs: ['bunsik'],
      status: 'pending',
    });
    for (const truckId of [999_999, pending.truckId]) {
      const res = await postBooking(customer, openBody({ truckId }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'FOODTRUCK_NOT_FOUND',
        fields: { truckId: expect.any(String) },
      });
    }
  });

  it('validates edits and status changes the same way', async () => {
    const booking = await created(customer, openBody());
    const emptyEdit = await edit(customer, booking.id, {});
    expect(emptyEdit.statusCode).toBe(400);
    const unknownSection = await edit(customer, booking.id, { status: 'accepted' });
    expect(unknownSection.statusCode).toBe(400);
    const hugeRequests = await edit(customer, booking.id, { requests: 'a'.repeat(500 * 1024) });
    expect(hugeRequests.statusCode).toBe(400);
    expect(hugeRequests.json().fields.requests).toMatch(/1,000자/);
    const badStatus = await setBookingStatus(customer, booking.id, { status: 'paid' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().fields.status).toMatch(/[가-힣]/);
    const badId = await get(customer, '/api/v1/bookings/not-a-uuid');
    expect(badId.statusCode).toBe(400);
  });

  it('refuses bodies above 1 MB outright with 413 and the catalogue message', async () => {
    const res = await postBooking(customer, withInfo({ eventName: 'a'.repeat(1024 * 1024 + 1) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      error: ERROR_CATALOG.PAYLOAD_TOO_LARGE.message,
    });
    const edit11MB = await edit(customer, (await created(customer, openBody())).id, {
      requests: 'a'.repeat(11 * 1024 * 1024),
    });
    expect(edit11MB.statusCode).toBe(413);
  });
});

describe('flood limit', () => {
  it('refuses a person past BOOKING_CREATE_LIMIT_PER_HOUR with 429 and Retry-After; others carry on', async () => {
    const limited = await createTestApp({ demo: false, config: { bookingCreateLimitPerHour: 3 } });
    try {
      const ref = await referenceIds(limited.app.database.db);
      // Five different requests: the same one again would be answered with the first.
      const body = (round = 0) =>
        bookingBody(
          {
            eventTypeId: ref.eventTypeId,
            menus: [{ menuItemId: ref.itemsOf('bunsik')[0]!.id, servings: 50 }],
          },
          { info: { eventName: `체육대회 ${round + 1}회차` } },
        );
      const flooder = await signedUpCaller(limited.app, 'flooder@example.com');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await postBooking(flooder, body(i))).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const refused = await postBooking(flooder, body(5));
      expect(refused.json().code).toBe('RATE_LIMIT_EXCEEDED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const neighbour = await signedUpCaller(limited.app, 'organiser@example.com');
      expect((await postBooking(neighbour, body())).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
