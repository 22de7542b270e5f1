import { currentTime } from '@ft/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingDisputes, ledgerEntries, notifications, payments, users } from '../../db/schema/index.ts';
import { isConstraintError } from '../../lib/db-errors.ts';
import { createVendorWithTruck, daysFromToday, referenceIds } from '../../test/booking-fixtures.ts';
import { type Caller, signedUpCaller } from '../../test/http.ts';
import { acceptedBooking, paidOrder } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliverDueEvents } from '../notifications/notifications.service.ts';
import { recordLedger } from './payments.repo.ts';

/**
 * Two operators resolving one dispute at once (every pairing of 사장님께 지급, 일부 환불 and 전액 환불): one
 * resolution wins, the other is refused before any money moves, and what left the booking — refunded at the
 * gateway and released to the vendor — is exactly what was paid. The ledger itself refuses to give out more than
 * a booking holds.
 */
let t: TestApp;
let customer: Caller;
const operators: Caller[] = [];
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
const PAID = 1_000_000;

beforeAll(async () => {
  t = await createTestApp({ demo: false, logger: false });
  ref = await referenceIds(t.app.database.db);
  customer = await signedUpCaller(t.app, 'race-customer@example.com');
  for (const email of ['race-ops-1@example.com', 'race-ops-2@example.com']) {
    operators.push(await signedUpCaller(t.app, email));
    await t.app.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, email));
  }
  vendor = await createVendorWithTruck(t.app, {
    email: 'race-vendor@example.com',
    regions: [{ sido: '서울특별시', sigungu: '강남구' }],
    categorySlugs: ['bunsik'],
  });
});
afterAll(() => t.close());

let made = 0;
/** A booking paid in full, disputed: the dispute's row is written as the customer's call writes it. */
async function disputedBooking(): Promise<{ id: string; paymentKey: string }> {
  made += 1;
  const id = await acceptedBooking(customer, vendor, ref, daysFromToday(9 + made), PAID);
  const { paymentKey } = await paidOrder(customer, id, 'full');
  await t.app.database.db
    .insert(bookingDisputes)
    .values({ bookingId: id, reason: '트럭이 늦게 왔어요', openedAt: currentTime() });
  return { id, paymentKey };
}

const BODIES = {
  release: { resolution: 'release', note: '사장님 말이 맞아요' },
  partial: { resolution: 'partial_refund', refundAmount: 500_000, note: '절반 환불' },
  full: { resolution: 'full_refund', note: '전액 환불' },
} as const;
type Kind = keyof typeof BODIES;
const PAIRS: [Kind, Kind][] = [
  ['release', 'release'],
  ['release', 'partial'],
  ['partial', 'release'],
  ['release', 'full'],
  ['full', 'release'],
  ['partial', 'partial'],
  ['partial', 'full'],
  ['full', 'partial'],
  ['full', 'full'],
];

/** Credits of each account for the booking, as positive won. */
async function accounts(bookingId: string) {
  const rows = await t.app.database.db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId))
    .groupBy(ledgerEntries.account);
  const of = (name: string) => 0 - Number(rows.find((row) => row.account === name)?.total ?? 0);
  return { held: of('customer_funds'), vendor: of('vendor_payable'), platform: of('platform_revenue') };
}

describe('two resolutions of one dispute at once', () => {
  for (const [first, second] of PAIRS) {
    it(`${first} beside ${second}: one wins, and no more leaves than was paid`, async () => {
      const { id, paymentKey } = await disputedBooking();
      const answers = await Promise.all([
        operators[0]!.call({ method: 'PUT', url: `/api/v1/admin/disputes/${id}`, payload: BODIES[first] }),
        operators[1]!.call({ method: 'PUT', url: `/api/v1/admin/disputes/${id}`, payload: BODIES[second] }),
      ]);
      const won = answers.filter((res) => res.statusCode === 200);
      expect(won, answers.map((res) => res.body).join('\n')).toHaveLength(1);
      const lost = answers.find((res) => res.statusCode !== 200)!;
      expect(['DISPUTE_BEING_RESOLVED', 'DISPUTE_NOT_FOUND']).toContain(lost.json().code);

      const winner = answers[0]!.statusCode === 200 ? first : second;
      const refunded = winner === 'release' ? 0 : winner === 'partial' ? 500_000 : PAID;
      const gateway = await t.app.payments.gateway.getPayment(paymentKey);
      expect(gateway.ok && gateway.value?.balanceAmount).toBe(PAID - refunded);
      const money = await accounts(id);
      expect(money.held).toBe(0);
      // Released to the vendor and the platform together, plus refunded at the gateway: exactly what was paid.
      expect(money.vendor + money.platform + refunded).toBe(PAID);
      const [dispute] = await t.app.database.db
        .select()
        .from(bookingDisputes)
        .where(eq(bookingDisputes.bookingId, id));
      expect(dispute).toMatchObject({ status: 'resolved', refundAmount: refunded || null });
    });
  }
});

describe('the ledger', () => {
  it('refuses a release of more than the booking holds, at commit', async () => {
    const { id } = await disputedBooking();
    const db = t.app.database.db;
    const overdraw = db.transaction(async (tx) => {
      await recordLedger(
        tx,
        { kind: 'release', bookingId: id, truckId: vendor.truckId, memo: '두 번째 지급' },
        [
          { account: 'customer_funds', amount: PAID + 1 },
          { account: 'vendor_payable', amount: -(PAID + 1) },
        ],
      );
    });
    await expect(overdraw).rejects.toSatisfy((error: unknown) =>
      isConstraintError(error, '23514', 'ledger_booking_not_overdrawn'),
    );
    expect((await accounts(id)).held).toBe(PAID);
  });

  it('결제 대사 lists a booking that gave out more than it held (written before the rule existed)', async () => {
    const { id } = await disputedBooking();
    const db = t.app.database.db;
    await db.execute(sql`alter table ledger_entries disable trigger ledger_entries_not_overdrawn`);
    try {
      await recordLedger(db, { kind: 'release', bookingId: id, truckId: vendor.truckId, memo: '예전 오류' }, [
        { account: 'customer_funds', amount: PAID + 500_000 },
        { account: 'vendor_payable', amount: -(PAID + 500_000) },
      ]);
    } finally {
      await db.execute(sql`alter table ledger_entries enable trigger ledger_entries_not_overdrawn`);
    }
    const [payment] = await db.select().from(payments).where(eq(payments.bookingId, id));
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(payment!.approvedAt!);
    const report = await operators[0]!.call({
      method: 'GET',
      url: `/api/v1/admin/reconciliation?date=${day}`,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data.overdrawn).toContainEqual({
      bookingId: id,
      code: expect.any(String),
      amount: 500_000,
    });
  });
});

describe('the truck’s side of a dispute', () => {
  it('is the truck’s to write while the dispute is open, told to the operators, and shown with it', async () => {
    const { id } = await disputedBooking();
    const respond = (person: Caller, response: string) =>
      person.call({ method: 'PUT', url: `/api/v1/bookings/${id}/dispute/response`, payload: { response } });
    const side = '약속한 11시에 도착했고, 주최 측 요청으로 배식 시작이 늦어졌어요.';
    expect((await respond(customer, side)).statusCode).toBe(404);
    expect((await respond(operators[0]!, side)).statusCode).toBe(404);
    const short = await respond(vendor.vendor, '아니에요');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.response).toContain('10자 이상');

    const written = await respond(vendor.vendor, side);
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().data.service.dispute).toMatchObject({ vendorResponse: side, canRespond: true });
    const seen = await customer.call({ method: 'GET', url: `/api/v1/bookings/${id}/payments` });
    expect(seen.json().data.service.dispute).toMatchObject({ vendorResponse: side, canRespond: false });
    const listed = await operators[0]!.call({ method: 'GET', url: '/api/v1/admin/disputes' });
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ bookingId: id, vendorResponse: side }),
    );

    await deliverDueEvents(t.app.database.db);
    const told = await t.app.database.db
      .select({ body: notifications.body })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.type, 'dispute.answered'), eq(users.email, 'race-ops-1@example.com')));
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(side);

    const resolved = await operators[0]!.call({
      method: 'PUT',
      url: `/api/v1/admin/disputes/${id}`,
      payload: BODIES.release,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await respond(vendor.vendor, `${side} 추가로`)).statusCode).toBe(404);
  });
});
