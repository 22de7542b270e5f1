import { BOOKING_CODE_PATTERN, bookingSchema, listEnvelope } from '@ft/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveInside } from '../../lib/storage.ts';
import { caller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bookingStatusHistory,
  bookings,
  foodTrucks,
  menuCategories,
  menuItems,
  policies,
  reviews,
  truckTypes,
  users,
} from '../schema/index.ts';
import { seedDatabase } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoApplication: true });
});
afterAll(() => t.close());

async function counts() {
  const db = t.app.database.db;
  const [[trucks], [items], [docs], [accounts], [demoBookings], [history], [written]] = await Promise.all([
    db.select({ n: count() }).from(foodTrucks),
    db.select({ n: count() }).from(menuItems),
    db.select({ n: count() }).from(policies),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(bookings),
    db.select({ n: count() }).from(bookingStatusHistory),
    db.select({ n: count() }).from(reviews),
  ]);
  return {
    trucks: trucks?.n,
    items: items?.n,
    docs: docs?.n,
    accounts: accounts?.n,
    bookings: demoBookings?.n,
    history: history?.n,
    reviews: written?.n,
  };
}

describe('seed', () => {
  it('is idempotent: a second start changes nothing', async () => {
    const before = await counts();
    // The demo accounts and six reviewers; the demo's own bookings (8 moves) and one past booking per review, whose
    // insert wrote its one history line.
    expect(before).toMatchObject({
      docs: 5,
      accounts: 4 + 6,
      bookings: 4 + before.reviews!,
      history: 8 + before.reviews!,
    });
    expect(before.trucks).toBeGreaterThanOrEqual(24);
    expect(before.reviews).toBeGreaterThanOrEqual(before.trucks!);
    expect(before.items).toBeGreaterThanOrEqual(40);
    const again = await seedDatabase(t.app.database.db, t.app.storage, {
      demo: true,
      demoPassword: 'demo1234!',
      photos: false,
    });
    expect(again.demoCreated).toBe(false);
    expect(await counts()).toEqual(before);
  });
});

describe('demo application', () => {
  it('waits in the operator’s queue with its papers, made by the real application service', async () => {
    const admin = caller(t.app);
    await admin.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.com', password: 'demo1234!' },
    });
    const queue = (await admin.call({ method: 'GET', url: '/api/v1/admin/applications' })).json();
    expect(queue.total).toBe(1);
    expect(queue.data[0]).toMatchObject({
      kind: 'new',
      status: 'pending',
      applicant: { nickname: '입점신청 박사장' },
    });
    const detail = (
      await admin.call({ method: 'GET', url: `/api/v1/admin/applications/${queue.data[0].id}` })
    ).json().data;
    expect(detail.documents).toHaveLength(4);
    expect(detail.payout.accountNumber).toBe('3021234567891');
    const paper = await caller(t.app).call({ method: 'GET', url: detail.documents[0].url });
    expect(paper.statusCode).toBe(200);
    expect(paper.headers['content-type']).toContain('application/pdf');
  });
});

describe('demo vendor', () => {
  it('has a payout account on file, so a settlement can be requested on a fresh start', async () => {
    const vendor = caller(t.app);
    await vendor.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'vendor@example.com', password: 'demo1234!' },
    });
    const [truck] = (await vendor.call({ method: 'GET', url: '/api/v1/foodtrucks/mine' })).json().data;
    expect(truck.payout).toMatchObject({ bank: '신한은행', accountNumber: '110234567890', masked: false });
    const settled = await vendor.call({ method: 'POST', url: `/api/v1/settlements/foodtruck/${truck.id}` });
    expect(settled.statusCode).toBe(201);
    expect(settled.json().data.bookingCount).toBeGreaterThanOrEqual(1);
  });
});

describe('demo bookings', () => {
  it('give the demo customer one booking in each main state, and the demo vendor their truck’s', async () => {
    const person = caller(t.app);
    await person.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'customer@example.com', password: 'demo1234!' },
    });
    const list = (await person.call({ method: 'GET', url: '/api/v1/bookings' })).json();
    expect(listEnvelope(bookingSchema).safeParse(list).error).toBeUndefined();
    expect(list.data.map((b: { status: string }) => b.status).sort()).toEqual([
      'accepted',
      'cancelled',
      'completed',
      'requested',
    ]);
    for (const booking of list.data) expect(booking.code).toMatch(BOOKING_CODE_PATTERN);
    const accepted = list.data.find((b: { status: string }) => b.status === 'accepted');
    expect(accepted).toMatchObject({
      isOpenRequest: false,
      quotedAmount: 950_000,
      truck: { name: '달빛 떡볶이' },
    });

    const vendor = caller(t.app);
    await vendor.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'vendor@example.com', password: 'demo1234!' },
    });
    const truckId = accepted.truck.id;
    const theirs = (
      await vendor.call({ method: 'GET', url: `/api/v1/bookings/foodtruck/${truckId}` })
    ).json();
    expect(theirs.data.map((b: { id: string }) => b.id)).toContain(accepted.id);
  });
});

describe('demo reviews', () => {
  /** What each kind of truck's reviews never say: a coffee truck is not praised for mild 떡볶이. */
  const OFF_KIND: Record<string, RegExp> = {
    'coffee-drink': /맵|떡볶이|분식|음식|튀김|양도/,
    dessert: /맵|떡볶이|음식|커피차/,
    'ice-cream': /맵|떡볶이|음식|커피차/,
    bar: /맵|떡볶이|커피차/,
    meal: /커피차|음료가|디저트/,
    bunsik: /커피차|음료가|디저트/,
  };

  it('fit what each truck serves', async () => {
    const rows = await t.app.database.db
      .select({
        truck: foodTrucks.name,
        kind: truckTypes.slug,
        categories: foodTrucks.categoryIds,
        body: reviews.body,
      })
      .from(reviews)
      .innerJoin(foodTrucks, eq(foodTrucks.id, reviews.truckId))
      .innerJoin(truckTypes, eq(truckTypes.id, foodTrucks.truckTypeId));
    const [coffee] = await t.app.database.db
      .select({ id: menuCategories.id })
      .from(menuCategories)
      .where(eq(menuCategories.slug, 'coffee'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.body, `${row.truck} (${row.kind})`).not.toMatch(OFF_KIND[row.kind]!);
      // Nothing that serves coffee is praised for its spice.
      if (row.categories.includes(coffee!.id)) expect(row.body, row.truck).not.toMatch(/맵|떡볶이/);
    }
    // The coffee truck's organisers talk about its drinks.
    const seoulCoffee = rows.filter((row) => row.truck === '서울 커피 트럭');
    expect(seoulCoffee.length).toBeGreaterThan(1);
    expect(seoulCoffee.some((row) => /커피|음료|라떼/.test(row.body))).toBe(true);
  });
});

describe('storage', () => {
  it('refuses keys that escape its root', () => {
    expect(() => resolveInside('/srv/files', '../etc/passwd')).toThrow();
    expect(() => resolveInside('/srv/files', '/etc/passwd')).toThrow();
    expect(resolveInside('/srv/files', 'public/trucks/a.webp')).toBe('/srv/files/public/trucks/a.webp');
  });
});
