import { computeSettlement, DEFAULT_COMMISSION_RATE, SETTLEMENT_CODE_PATTERN, seoulDate } from '@ft/shared';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodTrucks, settlements, users } from '../../db/schema/index.ts';
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

const GANGNAM = { sido: '서울특별시', sigungu: '강남구' };

let t: TestApp;
let customer: Caller;
let admin: Caller;
let eventTypeId: number;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let otherVendor: Awaited<ReturnType<typeof createVendorWithTruck>>;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const ref = await referenceIds(t.app.database.db);
  eventTypeId = ref.eventTypeId;
  customer = await signedUpCaller(t.app, 'settle-customer@example.com');
  admin = await signedUpCaller(t.app, 'settle-ops@example.com', '정산담당');
  await t.app.database.db
    .update(users)
    .set({ role: 'admin' })
    .where(eq(users.email, 'settle-ops@example.com'));
  vendor = await createVendorWithTruck(t.app, {
    email: 'settle-vendor@example.com',
    regions: [GANGNAM],
    categorySlugs: ['bunsik'],
  });
  otherVendor = await createVendorWithTruck(t.app, {
    email: 'other-vendor@example.com',
    regions: [GANGNAM],
    categorySlugs: ['bunsik'],
  });
});
afterAll(() => t.close());

/** A booking of the vendor's truck, accepted at `amount` and completed after its (backdated) event. */
async function completedBooking(amount: number): Promise<string> {
  const body = bookingBody(
    { eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
    { truckId: vendor.truckId, info: { eventDate: daysFromToday(20 + Math.floor(Math.random() * 300)) } },
  );
  const created = await postBooking(customer, body);
  if (created.statusCode !== 201) throw new Error(created.body);
  const id = created.json().data.id as string;
  const accepted = await setBookingStatus(vendor.vendor, id, { status: 'accepted', quotedAmount: amount });
  if (accepted.statusCode !== 200) throw new Error(accepted.body);
  // Over two days ago, and from before payments (no schedule, never paid): settled from its quote.
  await t.app.database.db.execute(
    sql`update bookings set starts_at = now() - interval '2 days', ends_at = now() - interval '2 days' + interval '3 hours',
      accepted_at = null, deposit_amount = null, deposit_due_at = null, balance_due_at = null where id = ${id}`,
  );
  const completed = await setBookingStatus(vendor.vendor, id, { status: 'completed' });
  if (completed.statusCode !== 200) throw new Error(completed.body);
  return id;
}

const claim = (person: Caller, truckId = vendor.truckId) =>
  person.call({ method: 'POST', url: `/api/v1/settlements/foodtruck/${truckId}` });
const history = (person: Caller, truckId = vendor.truckId) =>
  person.call({ method: 'GET', url: `/api/v1/settlements/foodtruck/${truckId}` });
const move = (id: string, status: string, reason?: string) =>
  admin.call({
    method: 'PUT',
    url: `/api/v1/settlements/${id}/status`,
    payload: { status, ...(reason && { reason }) },
  });

describe('claiming a settlement', () => {
  it('needs a payout account, then something to settle', async () => {
    await completedBooking(300_000);
    const noAccount = await claim(vendor.vendor);
    expect(noAccount.statusCode).toBe(422);
    expect(noAccount.json().code).toBe('BUSINESS_RULE_VIOLATION');

    for (const truckId of [vendor.truckId, otherVendor.truckId]) {
      await t.app.database.db
        .update(foodTrucks)
        .set({
          payoutBank: '신한은행',
          payoutHolder: '홍길동',
          payoutAccountCipher: t.app.payoutBox.seal('110123456789'),
          payoutAccountLast4: '6789',
        })
        .where(eq(foodTrucks.id, truckId));
    }
    const empty = await claim(otherVendor.vendor, otherVendor.truckId);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe('NOTHING_TO_SETTLE');
  });

  it('gathers every completed booking once, in integer won with the commission rounded down', async () => {
    await completedBooking(450_001);
    const before = (await history(vendor.vendor)).json();
    expect(before.settleable).toMatchObject({
      bookingCount: 2,
      gross: 750_001,
      commission: 75_000,
      net: 675_001,
    });

    const res = await claim(vendor.vendor);
    expect(res.statusCode).toBe(201);
    const settlement = res.json().data;
    expect(settlement).toMatchObject({
      status: 'requested',
      gross: 750_001,
      commission: 75_000,
      net: 675_001,
      commissionRate: DEFAULT_COMMISSION_RATE,
      bookingCount: 2,
      payout: { bank: '신한은행', accountNumber: '110123456789', masked: false },
    });
    expect(settlement.bookings).toHaveLength(2);
    expect(settlement.history).toEqual([expect.objectContaining({ from: null, to: 'requested' })]);
    // 정산 번호: short and readable, of the Seoul day it was claimed.
    expect(settlement.code).toMatch(SETTLEMENT_CODE_PATTERN);
    expect(settlement.code.slice(3, 11)).toBe(seoulDate().replaceAll('-', ''));

    const again = await claim(vendor.vendor);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOTHING_TO_SETTLE');
    const after = (await history(vendor.vendor)).json();
    expect(after.total).toBe(1);
    expect(after.settleable.bookingCount).toBe(0);
  });

  it('lets exactly one of two racing claims take the bookings', async () => {
    await completedBooking(100_000);
    const [a, b] = await Promise.all([claim(vendor.vendor), claim(vendor.vendor)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().code).toBe('NOTHING_TO_SETTLE');
  });

  it('keeps settlements to their truck: another vendor 404, a customer 403, an admin sees them', async () => {
    expect((await claim(otherVendor.vendor)).statusCode).toBe(404);
    expect((await history(otherVendor.vendor)).statusCode).toBe(404);
    expect((await claim(customer)).statusCode).toBe(403);
    expect((await history(customer)).statusCode).toBe(403);
    const first = (await history(vendor.vendor)).json().data[0];
    expect(
      (await otherVendor.vendor.call({ method: 'GET', url: `/api/v1/settlements/${first.id}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await customer.call({
          method: 'PUT',
          url: `/api/v1/settlements/${first.id}/status`,
          payload: { status: 'approved' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await history(admin)).json().total).toBe(2);
  });
});

describe('operators move settlements along the shared machine', () => {
  it('refuses skipping approval, needs a reason to reject, and a rejection frees the bookings', async () => {
    const { data } = (await history(vendor.vendor)).json();
    const target = data.find((s: { bookingCount: number }) => s.bookingCount === 2);
    const skip = await move(target.id, 'paid');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().code).toBe('OPERATION_NOT_ALLOWED');
    const noReason = await move(target.id, 'rejected');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().code).toBe('REQUIRED_FIELD_MISSING');

    const rejected = await move(target.id, 'rejected', '예약 금액 확인이 필요해요');
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejectionReason: '예약 금액 확인이 필요해요',
    });
    const freed = (await history(vendor.vendor)).json().settleable;
    expect(freed.bookingCount).toBe(2);

    const reclaimed = (await claim(vendor.vendor)).json().data;
    expect(reclaimed.bookingCount).toBe(2);
    expect((await move(reclaimed.id, 'approved')).json().data.status).toBe('approved');
    const paid = (await move(reclaimed.id, 'paid')).json().data;
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    expect(paid.history.map((h: { to: string }) => h.to)).toEqual(['requested', 'approved', 'paid']);
    expect((await move(reclaimed.id, 'approved')).json().code).toBe('OPERATION_NOT_ALLOWED');
  });

  it('lists every settlement for operators, filtered by status', async () => {
    const res = await admin.call({ method: 'GET', url: '/api/v1/admin/settlements?status=paid' });
    expect(res.json()).toMatchObject({ total: 1, data: [expect.objectContaining({ status: 'paid' })] });
  });

  it('stores amounts that add up (the database checks it too)', async () => {
    const rows = await t.app.database.db.select().from(settlements);
    for (const row of rows) expect(row.commissionAmount + row.netAmount).toBe(row.grossAmount);
  });
});

describe('settlement arithmetic', () => {
  it('for any bookings and rate: integer won, commission rounded down, nets + commissions = gross', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { maxLength: 200 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amounts, ratePpm) => {
          const rate = ratePpm / 1_000_000;
          const { gross, commission, net } = computeSettlement(amounts, rate);
          const exactGross = amounts.reduce((sum, a) => sum + BigInt(a), 0n);
          expect(BigInt(gross)).toBe(exactGross);
          expect(BigInt(commission)).toBe((exactGross * BigInt(ratePpm)) / 1_000_000n);
          expect(commission + net).toBe(gross);
          expect(Number.isInteger(net) && net >= 0).toBe(true);
        },
      ),
    );
  });
});
