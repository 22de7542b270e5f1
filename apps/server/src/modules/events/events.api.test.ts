import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stampMove } from '../../db/move-line.ts';
import { bookingStatusHistory, settlements, users } from '../../db/schema/index.ts';
import {
  bookingBody,
  createVendorWithTruck,
  postBooking,
  referenceIds,
  setBookingStatus,
} from '../../test/booking-fixtures.ts';
import { type Caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applicationBody } from '../../test/vendor-fixtures.ts';
import { eventsOf } from './events.repo.ts';

/**
 * The one seam: every move of a booking, settlement or vendor application is announced once,
 * by the database, in the move's own transaction. Runs on PGlite, and on PostgreSQL in CI's second pass.
 */
const SEOUL = { sido: '서울특별시', sigungu: '강남구' };

let t: TestApp;
let customer: Caller;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let body: () => ReturnType<typeof bookingBody>;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const ref = await referenceIds(t.app.database.db);
  customer = await signedUpCaller(t.app, 'events-customer@example.com');
  vendor = await createVendorWithTruck(t.app, {
    email: 'events-vendor@example.com',
    regions: [SEOUL],
    categorySlugs: ['bunsik'],
  });
  body = () =>
    bookingBody(
      { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
      { truckId: vendor.truckId },
    );
});
afterAll(() => t.close());

describe('a booking announces each move once, in the move’s transaction', () => {
  it('announces the request, the customer’s change and the accept, with who and from what', async () => {
    const created = await postBooking(customer, body());
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    const edit = await customer.call({
      method: 'PUT',
      url: `/api/v1/bookings/${id}`,
      payload: { requests: '주차는 건물 뒤편이에요' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const accepted = await setBookingStatus(vendor.vendor, id, { status: 'accepted', quotedAmount: 300_000 });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const events = await eventsOf(t.app.database.db, 'booking', id);
    expect(events.map((event) => event.type)).toEqual([
      'booking.requested',
      'booking.changed',
      'booking.accepted',
    ]);
    expect(events[0]!.data).toMatchObject({ from: null, to: 'requested', actor: 'customer' });
    expect(events[1]!.data).toMatchObject({ fromVersion: 1, version: 2 });
    expect(events[2]).toMatchObject({
      actorUserId: vendor.userId,
      data: { from: 'requested', to: 'accepted', actor: 'vendor' },
    });
    // One event per history row: the history and the outbox never disagree.
    const history = await t.app.database.db
      .select()
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, id));
    expect(events.filter((event) => event.type !== 'booking.changed')).toHaveLength(history.length);
  });

  it('announces nothing for a move that was refused and rolled back', async () => {
    const id = (await postBooking(customer, body())).json().data.id as string;
    // An accept of a version the vendor never read is refused inside the transaction.
    const refused = await setBookingStatus(vendor.vendor, id, {
      status: 'accepted',
      quotedAmount: 300_000,
      version: 7,
    });
    expect(refused.statusCode).toBe(409);
    expect((await eventsOf(t.app.database.db, 'booking', id)).map((event) => event.type)).toEqual([
      'booking.requested',
    ]);
  });

  it('announces a cancellation with its reason', async () => {
    const id = (await postBooking(customer, body())).json().data.id as string;
    expect(
      (await setBookingStatus(customer, id, { status: 'cancelled', reason: '행사가 취소됐어요' })).statusCode,
    ).toBe(200);
    const events = await eventsOf(t.app.database.db, 'booking', id);
    expect(events.at(-1)).toMatchObject({ type: 'booking.cancelled', data: { reason: '행사가 취소됐어요' } });
  });
});

describe('settlements and applications announce through the same seam', () => {
  it('announces an application submitted and approved', async () => {
    const applicant = await signedUpCaller(t.app, 'events-applicant@example.com');
    const admin = await signedUpCaller(t.app, 'events-admin@example.com');
    await t.app.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.email, 'events-admin@example.com'));
    const applied = await applicant.call({
      method: 'POST',
      url: '/api/v1/foodtrucks/apply',
      payload: await applicationBody(t.app.database.db, applicant),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const application = applied.json().data.application as { id: string };
    const approved = await admin.call({
      method: 'POST',
      url: `/api/v1/admin/applications/${application.id}/approve`,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const events = await eventsOf(t.app.database.db, 'application', application.id);
    expect(events.map((event) => event.type)).toEqual(['application.submitted', 'application.approved']);
  });

  it('announces each settlement move its status column makes, with the line the application stamps', async () => {
    const db = t.app.database.db;
    const [settlement] = await db
      .insert(settlements)
      .values({
        code: 'ST-20261126-EVNT',
        truckId: vendor.truckId,
        grossAmount: 100_000,
        commissionAmount: 10_000,
        netAmount: 90_000,
        commissionRatePpm: 100_000,
        bookingCount: 1,
        periodStart: '2026-11-20',
        periodEnd: '2026-11-20',
        payoutBank: '신한은행',
        payoutHolder: '홍길동',
        payoutAccountCipher: 'sealed',
        payoutAccountLast4: '6789',
      })
      .returning({ id: settlements.id });
    await db.transaction(async (tx) => {
      await stampMove(tx, { actor: 'admin', actorUserId: null, reason: '금액 확인 필요', at: new Date() });
      await tx.update(settlements).set({ status: 'rejected' }).where(eq(settlements.id, settlement!.id));
    });
    const events = await eventsOf(db, 'settlement', settlement!.id);
    expect(events.map((event) => event.type)).toEqual(['settlement.requested', 'settlement.rejected']);
    expect(events[1]!.data).toMatchObject({ from: 'requested', to: 'rejected', reason: '금액 확인 필요' });
  });
});
