import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { BOOKING_AUTO_COMPLETE_AFTER_END_MS, QUOTE_LIMIT } from '@ft/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { bookingStatusHistory, bookings, foodTrucks, menuItems } from '../../db/schema/index.ts';
import { postgresError } from '../../lib/db-errors.ts';
import {
  bookingBody,
  type CatalogItem,
  chooseQuote,
  createVendorWithTruck,
  daysFromToday,
  insertTruck,
  postBooking,
  quoteBody,
  referenceIds,
  sendQuote,
  setBookingStatus,
  takeOpenRequest,
} from '../../test/booking-fixtures.ts';
import { type Caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertRequestedBooking } from './booking-create.repo.ts';
import { runBookingMaintenance } from './booking-maintenance.ts';

const HOUR = 3_600_000;
const BUSAN = { sido: '부산광역시', sigungu: '해운대구' };
const BUSAN_ADDRESS = { postcode: '48099', roadAddress: '부산 해운대구 해운대해변로 264', detailAddress: '' };

let t: TestApp;
let customer: Caller;
let eventTypeId: number;
let bunsik: CatalogItem[];
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const ref = await referenceIds(t.app.database.db);
  eventTypeId = ref.eventTypeId;
  bunsik = ref.itemsOf('bunsik');
  customer = await signedUpCaller(t.app, 'integrity@example.com');
  vendor = await createVendorWithTruck(t.app, {
    email: 'busy-vendor@example.com',
    regions: [BUSAN],
    categorySlugs: ['bunsik'],
  });
});
afterAll(() => t.close());

async function targeted(info: Partial<ReturnType<typeof bookingBody>['info']>): Promise<string> {
  const res = await postBooking(
    customer,
    bookingBody(
      { eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
      { truckId: vendor.truckId, info },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

async function openRequest(info: Partial<ReturnType<typeof bookingBody>['info']>): Promise<string> {
  const res = await postBooking(
    customer,
    bookingBody(
      { eventTypeId, menus: [{ menuItemId: bunsik[0]!.id, servings: 80 }] },
      { info: { address: BUSAN_ADDRESS, ...info } },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

const statusOf = async (id: string) =>
  (await t.app.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]
    ?.status;

const historyOf = (id: string) =>
  t.app.database.db
    .select()
    .from(bookingStatusHistory)
    .where(eq(bookingStatusHistory.bookingId, id))
    .orderBy(bookingStatusHistory.id);

describe('a new request is written with its first history row', () => {
  it('writes both in one statement, and neither when the booking code is taken', async () => {
    const db = t.app.database.db;
    const id = await openRequest({});
    const [first] = await db.select().from(bookings).where(eq(bookings.id, id));
    const clash = { ...first!, id: randomUUID(), idempotencyKey: randomUUID(), createdAt: new Date() };
    const history = async (bookingId: string) =>
      db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, bookingId));
    expect(await insertRequestedBooking(db, clash)).toBe(false);
    expect(await db.select().from(bookings).where(eq(bookings.id, clash.id))).toHaveLength(0);
    expect(await history(clash.id)).toHaveLength(0);
    // Another request of the same person (its own content), under a free code.
    const fresh = {
      ...clash,
      id: randomUUID(),
      code: `${first!.code.slice(0, -4)}ZZZZ`,
      requestHash: randomUUID(),
    };
    expect(await insertRequestedBooking(db, fresh)).toBe(true);
    expect(await history(fresh.id)).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'requested',
        actor: 'customer',
        actorUserId: first!.customerId,
        reason: null,
        createdAt: fresh.createdAt,
      }),
    ]);
  });
});

describe('the same request twice (two tabs, two Idempotency-Keys)', () => {
  const truckBody = (info: Partial<ReturnType<typeof bookingBody>['info']> = {}) =>
    bookingBody(
      { eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
      { truckId: vendor.truckId, info },
    );
  const inTruckInbox = async (id: string) => {
    const res = await vendor.vendor.call({
      method: 'GET',
      url: `/api/v1/bookings/foodtruck/${vendor.truckId}?limit=100`,
    });
    return res.json().data.filter((b: { id: string }) => b.id === id).length;
  };

  it('answers the same draft sent again under another key with the first booking, even when racing', async () => {
    const body = truckBody({ eventDate: daysFromToday(71) });
    const answers = await Promise.all(Array.from({ length: 8 }, () => postBooking(customer, body)));
    const ids = new Set(answers.map((res) => res.json().data.id));
    expect(ids.size).toBe(1);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const [id] = [...ids] as string[];
    expect(await inTruckInbox(id!)).toBe(1);
    const sameTime = await t.app.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.truckId, vendor.truckId), eq(bookings.eventDate, daysFromToday(71))));
    expect(sameTime).toHaveLength(1);
  });

  it('refuses another request for the same truck and time with 409 naming the first; another time is fine', async () => {
    const first = await postBooking(customer, truckBody({ eventDate: daysFromToday(72) }));
    const code = first.json().data.code;
    const changed = await postBooking(customer, truckBody({ eventDate: daysFromToday(72), guestCount: 999 }));
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'DUPLICATE_BOOKING_REQUEST' });
    expect(changed.json().error).toContain(code);
    // Another start on the same day, or the same time once the first is withdrawn, is a request of its own.
    const later = await postBooking(
      customer,
      truckBody({ eventDate: daysFromToday(72), startTime: '15:00', endTime: '17:00' }),
    );
    expect(later.statusCode).toBe(201);
    await setBookingStatus(customer, first.json().data.id, { status: 'cancelled' });
    expect(
      (await postBooking(customer, truckBody({ eventDate: daysFromToday(72), guestCount: 999 }))).statusCode,
    ).toBe(201);
    // Someone else may ask the same truck for the same time: the vendor chooses.
    const other = await signedUpCaller(t.app, 'same-time-neighbour@example.com');
    expect((await postBooking(other, truckBody({ eventDate: daysFromToday(72) }))).statusCode).toBe(201);
  });

  it('refuses an edit that makes a request a copy of another live one, and keeps the edited one as it was', async () => {
    const kept = await targeted({ eventDate: daysFromToday(73) });
    const moved = await targeted({ eventDate: daysFromToday(74) });
    const edit = await customer.call({
      method: 'PUT',
      url: `/api/v1/bookings/${moved}`,
      payload: { info: truckBody({ eventDate: daysFromToday(73) }).info },
    });
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json().code).toBe('DUPLICATE_BOOKING_REQUEST');
    const [row] = await t.app.database.db.select().from(bookings).where(eq(bookings.id, moved));
    expect(row!.eventDate).toBe(daysFromToday(74));
    expect(await statusOf(kept)).toBe('requested');
  });

  it('answers an open request sent twice with the first, so no vendor sees it twice', async () => {
    const body = bookingBody(
      { eventTypeId, menus: [{ menuItemId: bunsik[0]!.id, servings: 80 }] },
      { info: { address: BUSAN_ADDRESS, eventDate: daysFromToday(75) } },
    );
    const [a, b] = await Promise.all([postBooking(customer, body), postBooking(customer, body)]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect(await inTruckInbox(a.json().data.id)).toBe(1);
  });
});

describe('an open request and the truck that takes it (its menu, its limits, its 예약 마감)', () => {
  let owner: Awaited<ReturnType<typeof createVendorWithTruck>>;
  const dish = async (name: string) => {
    const [item] = await t.app.database.db.select().from(menuItems).where(eq(menuItems.name, name));
    return item!.id;
  };
  const openFor = async (
    lines: [string, number][],
    info: Partial<ReturnType<typeof bookingBody>['info']> = {},
  ) => {
    const menus = await Promise.all(
      lines.map(async ([name, servings]) => ({ menuItemId: await dish(name), servings })),
    );
    const res = await postBooking(
      customer,
      bookingBody({ eventTypeId, menus }, { info: { address: BUSAN_ADDRESS, ...info } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  // The truck quotes (where the fit is checked first) and the customer chooses it (checked again).
  const accept = (id: string) => takeOpenRequest(owner.vendor, customer, id, owner.truckId, 900_000);

  beforeAll(async () => {
    // The walk's truck: 200 servings a dish at most, 떡볶이 and 로제 떡볶이 on its menu and no 어묵.
    owner = await createVendorWithTruck(t.app, {
      email: 'fit-vendor@example.com',
      regions: [BUSAN],
      categorySlugs: ['bunsik'],
    });
    await t.app.database.db
      .update(foodTrucks)
      .set({ maxServings: 200 })
      .where(eq(foodTrucks.id, owner.truckId));
  });

  it('refuses dishes the truck does not serve and servings above its maximum, naming them', async () => {
    const both = await accept(
      await openFor([
        ['떡볶이', 150],
        ['어묵', 150],
      ]),
    );
    expect(both.statusCode).toBe(409);
    expect(both.json()).toMatchObject({
      code: 'OPEN_REQUEST_UNFIT',
      error: '내 메뉴에 없는 요리가 있어 받을 수 없어요: 어묵',
    });
    const many = await accept(await openFor([['떡볶이', 300]]));
    expect(many.statusCode).toBe(409);
    expect(many.json().error).toBe('떡볶이 300인분은 내 트럭의 한 메뉴 최대 200인분을 넘어요');
    const fits = await openFor([
      ['떡볶이', 200],
      ['로제 떡볶이', 100],
    ]);
    expect((await accept(fits)).statusCode).toBe(200);
    expect(await statusOf(fits)).toBe('accepted');
  });

  it('refuses a request closer to its start than the truck’s 예약 마감 (24 hours unless its owner moves it)', async () => {
    const soon = await openFor([['떡볶이', 100]], { eventDate: daysFromToday(90) });
    await t.app.database.db.execute(
      sql`update bookings set starts_at = now() + interval '13 minutes', ends_at = now() + interval '2 hours' where id = ${soon}`,
    );
    const refused = await accept(soon);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      '행사 시작 하루 전까지만 받을 수 있어요. 트럭 정보의 예약 마감을 확인해주세요.',
    );
    await t.app.database.db.execute(
      sql`update bookings set starts_at = now() + interval '4 hours', ends_at = now() + interval '6 hours' where id = ${soon}`,
    );
    expect((await accept(soon)).statusCode).toBe(409);
    await t.app.database.db
      .update(foodTrucks)
      .set({ minNoticeHours: 3 })
      .where(eq(foodTrucks.id, owner.truckId));
    expect((await accept(soon)).statusCode).toBe(200);
  });
});

describe('the open-request index', () => {
  it('survives VACUUM and ANALYZE, which evaluate its expression with only pg_catalog on the search path', async () => {
    const id = await openRequest({ eventDate: daysFromToday(40) });
    // PostgreSQL 17 (PGlite) runs maintenance with a restricted search path: an unqualified function inside
    // the indexed expression then fails, and with it every VACUUM and ANALYZE of the table.
    await t.app.database.db.execute(sql`vacuum (analyze) bookings`);
    const inbox = await vendor.vendor.call({
      method: 'GET',
      url: `/api/v1/bookings/foodtruck/${vendor.truckId}?status=requested&limit=100`,
    });
    expect(inbox.json().data.map((b: { id: string }) => b.id)).toContain(id);
  });
});

describe('no two accepted bookings of one truck overlap', () => {
  it('30 concurrent accepts of 30 overlapping requests leave exactly one accepted', async () => {
    const date = daysFromToday(20);
    // Starts 10:00–10:29, all ending 15:00: every pair overlaps.
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      ids.push(
        await targeted({ eventDate: date, startTime: `10:${String(i).padStart(2, '0')}`, endTime: '15:00' }),
      );
    }
    const answers = await Promise.all(
      ids.map((id) => setBookingStatus(vendor.vendor, id, { status: 'accepted', quotedAmount: 300_000 })),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    const overlaps = answers.filter((a) => a.statusCode === 409 && a.json().code === 'BOOKING_OVERLAP');
    expect(ok).toHaveLength(1);
    expect(overlaps).toHaveLength(29);
    expect(overlaps[0]!.json().error).toMatch(/[가-힣]/);
    const [accepted] = await t.app.database.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.truckId, vendor.truckId), eq(bookings.status, 'accepted')));
    expect(accepted!.n).toBe(1);
    // The losers are untouched and keep a single history entry.
    const loser = ids.find((id) => id !== ok[0]!.json().data.id)!;
    expect(await statusOf(loser)).toBe('requested');
    expect(await historyOf(loser)).toHaveLength(1);
  });

  it('lets back-to-back bookings both be accepted: a range ends where the next begins', async () => {
    const date = daysFromToday(21);
    const morning = await targeted({ eventDate: date, startTime: '09:00', endTime: '12:00' });
    const afternoon = await targeted({ eventDate: date, startTime: '12:00', endTime: '15:00' });
    for (const id of [morning, afternoon]) {
      const res = await setBookingStatus(vendor.vendor, id, { status: 'accepted', quotedAmount: 200_000 });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('is enforced by the database itself: a direct UPDATE past the service fails on the constraint', async () => {
    const date = daysFromToday(22);
    const first = await targeted({ eventDate: date, startTime: '11:00', endTime: '14:00' });
    const second = await targeted({ eventDate: date, startTime: '13:00', endTime: '16:00' });
    const db = t.app.database.db;
    await db.execute(sql`update bookings set status = 'accepted' where id = ${first}`);
    const error = await db.execute(sql`update bookings set status = 'accepted' where id = ${second}`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(postgresError(error)).toEqual({ code: '23P01', constraint: 'bookings_no_overlap' });
    expect(await statusOf(second)).toBe('requested');
    // The service answers the same conflict with BOOKING_OVERLAP, never a 500.
    const viaApi = await setBookingStatus(vendor.vendor, second, { status: 'accepted', quotedAmount: 1000 });
    expect(viaApi.statusCode).toBe(409);
    expect(viaApi.json().code).toBe('BOOKING_OVERLAP');
  });

  it('reports the idempotency index by name, which the create path relies on to answer a race', async () => {
    const [row] = await t.app.database.db.select().from(bookings).limit(1);
    const { id: _id, ...copy } = row!;
    const error = await t.app.database.db
      .insert(bookings)
      .values({ ...copy, code: `FT-20990101-${randomUUID().slice(0, 4).toUpperCase()}` })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(postgresError(error)).toEqual({ code: '23505', constraint: 'bookings_customer_idempotency_key' });
  });
});

describe('an open request takes at most QUOTE_LIMIT quotes, however many vendors answer at once', () => {
  it('10 vendors quoting together: five 201, five 409 QUOTES_CLOSED; the chosen one takes it', async () => {
    const id = await openRequest({ eventDate: daysFromToday(25) });
    const rivals = [];
    for (let i = 0; i < 10; i++) {
      rivals.push(
        await createVendorWithTruck(t.app, {
          email: `racer-${i}@example.com`,
          regions: [BUSAN],
          categorySlugs: ['bunsik'],
        }),
      );
    }
    const answers = await Promise.all(
      rivals.map((r) => sendQuote(r.vendor, id, quoteBody(r.truckId, 450_000))),
    );
    const sent = answers.filter((a) => a.statusCode === 201);
    const closed = answers.filter((a) => a.statusCode === 409);
    expect(sent).toHaveLength(QUOTE_LIMIT);
    expect(closed).toHaveLength(10 - QUOTE_LIMIT);
    for (const late of closed) expect(late.json().code).toBe('QUOTES_CLOSED');

    const winner = rivals[answers.findIndex((a) => a.statusCode === 201)]!;
    const chosen = await chooseQuote(customer, id, sent[0]!.json().data.id);
    expect(chosen.json().data).toMatchObject({
      status: 'accepted',
      quotedAmount: 450_000,
      truck: { id: winner.truckId },
      viewerRole: 'customer',
    });
    const history = await historyOf(id);
    expect(history.filter((h) => h.toStatus === 'accepted')).toHaveLength(1);
    expect(history.at(-1)).toMatchObject({ actor: 'customer' });
  });

  it('quotes from the truck the vendor names, if it matches', async () => {
    const id = await openRequest({ eventDate: daysFromToday(26) });
    const owner = await createVendorWithTruck(t.app, {
      email: 'two-trucks@example.com',
      regions: [BUSAN],
      categorySlugs: ['bunsik'],
    });
    const second = await insertTruck(t.app.database.db, owner.userId, {
      regions: [BUSAN],
      categorySlugs: ['bunsik'],
    });
    const elsewhere = await insertTruck(t.app.database.db, owner.userId, {
      regions: [{ sido: '제주특별자치도', sigungu: '제주시' }],
      categorySlugs: ['bunsik'],
    });
    const wrong = await sendQuote(owner.vendor, id, quoteBody(elsewhere.truckId, 1000));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.truckId).toMatch(/[가-힣]/);
    const res = await takeOpenRequest(owner.vendor, customer, id, second.truckId, 1000);
    expect(res.json().data.truck.id).toBe(second.truckId);
  });
});

describe('maintenance', () => {
  it('expires a request whose start has passed, as the system, and leaves future ones alone', async () => {
    const past = await openRequest({ eventDate: daysFromToday(5) });
    const future = await openRequest({ eventDate: daysFromToday(5), startTime: '15:00', endTime: '17:00' });
    const db = t.app.database.db;
    await db.execute(
      sql`update bookings set starts_at = now() - interval '1 hour', ends_at = now() + interval '2 hours' where id = ${past}`,
    );
    const counts = await runBookingMaintenance(db);
    expect(counts.expired).toBe(1);
    expect(await statusOf(past)).toBe('expired');
    expect(await statusOf(future)).toBe('requested');
    expect((await historyOf(past)).at(-1)).toMatchObject({
      fromStatus: 'requested',
      toStatus: 'expired',
      actor: 'system',
      actorUserId: null,
    });
    // Running again changes nothing.
    expect(await runBookingMaintenance(db)).toEqual({
      expired: 0,
      completed: 0,
      lapsed: 0,
      reminded: 0,
      quotesExpired: 0,
    });
  });

  it('completes an accepted booking only once 48 hours have passed since its end', async () => {
    const id = await targeted({ eventDate: daysFromToday(6) });
    await setBookingStatus(vendor.vendor, id, { status: 'accepted', quotedAmount: 250_000 });
    const db = t.app.database.db;
    const end = new Date(Math.floor(Date.now() / 1000) * 1000 - 100 * HOUR);
    const start = new Date(end.getTime() - 3 * HOUR);
    await db.update(bookings).set({ startsAt: start, endsAt: end }).where(eq(bookings.id, id));

    const justBefore = new Date(end.getTime() + BOOKING_AUTO_COMPLETE_AFTER_END_MS - 1000);
    expect((await runBookingMaintenance(db, justBefore)).completed).toBe(0);
    expect(await statusOf(id)).toBe('accepted');

    const onTime = new Date(end.getTime() + BOOKING_AUTO_COMPLETE_AFTER_END_MS);
    expect((await runBookingMaintenance(db, onTime)).completed).toBe(1);
    expect(await statusOf(id)).toBe('completed');
    expect((await historyOf(id)).at(-1)).toMatchObject({
      fromStatus: 'accepted',
      toStatus: 'completed',
      actor: 'system',
    });
  });

  it('runs on its own timer when enabled, logging counts and nothing personal', async () => {
    const id = await openRequest({ eventDate: daysFromToday(7) });
    await t.app.database.db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR) })
      .where(eq(bookings.id, id));
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const second = await buildApp({
      config: { ...t.app.config, bookingMaintenance: true, logLevel: 'info' },
      database: t.app.database,
      storage: t.app.storage,
      logger: { stream },
    });
    try {
      await second.ready();
      for (let i = 0; i < 100 && (await statusOf(id)) !== 'expired'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await statusOf(id)).toBe('expired');
    } finally {
      await second.close();
    }
    const line = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'booking maintenance');
    expect(line).toMatchObject({ expired: 1, completed: 0 });
    expect(lines.join('\n')).not.toMatch(/minji|김민지|01012345678|테헤란로|사내 체육대회/);
  });
});
