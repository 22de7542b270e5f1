import { quoteTotals } from '@ft/shared';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bookings, foodTrucks, quotes } from './schema/index.ts';

let t: TestApp;
let bookingId: string;
let truckIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.database.db;
  // A request sent to one truck: the demo's open request already has quotes.
  bookingId = (
    await db.select({ id: bookings.id }).from(bookings).where(isNotNull(bookings.targetTruckId)).limit(1)
  )[0]!.id;
  truckIds = (await db.select({ id: foodTrucks.id }).from(foodTrucks).limit(2)).map((row) => row.id);
});
afterAll(() => t.close());

const lines = [{ name: '떡볶이', unit: 'serving' as const, unitPrice: 4_500, quantity: 100 }];
const row = (
  truckId: number,
  figures = quoteTotals({ lines, calloutFee: 50_000, vatIncluded: false }, 100),
) => ({
  bookingId,
  truckId,
  bookingVersion: 1,
  lines,
  menu: figures.menu,
  calloutFee: figures.calloutFee,
  vatIncluded: false,
  vat: figures.vat,
  total: figures.total,
  perPerson: figures.perPerson,
  hoursOnSite: 3,
  validUntil: new Date('2027-01-01T00:00:00Z'),
});

describe('the quotes table (migrations 0030–0031)', () => {
  it('keeps one quote per request and truck, with totals that add up', async () => {
    const db = t.app.database.db;
    const [first] = await db.insert(quotes).values(row(truckIds[0]!)).returning();
    expect(first).toMatchObject({ status: 'sent', revision: 1, total: 500_000 + 50_000 });
    // A second quote from the same truck is a revision of the first, never a row of its own.
    await expect(db.insert(quotes).values(row(truckIds[0]!))).rejects.toThrow();
    // Figures that do not add up are refused by the database itself.
    const wrong = { ...quoteTotals({ lines, calloutFee: 50_000, vatIncluded: false }, 100), total: 1 };
    await expect(db.insert(quotes).values(row(truckIds[1]!, wrong))).rejects.toThrow();
    await expect(db.insert(quotes).values({ ...row(truckIds[1]!), hoursOnSite: 0 })).rejects.toThrow();
    await db.insert(quotes).values(row(truckIds[1]!));
  });
});
