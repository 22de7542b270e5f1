import { addDays, currentTimeMs, resetClock, seoulDate, seoulInstant } from '@ft/shared';
import { startTossSandbox, type TossSandbox } from '@ft/toss-sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import {
  bookingBody,
  createVendorWithTruck,
  postBooking,
  referenceIds,
  setBookingStatus,
} from '../../test/booking-fixtures.ts';
import { type Caller, caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const seoulTime = (ms: number) => new Date(ms + 9 * 60 * MINUTE).toISOString().slice(11, 16);

describe('without TEST_CLOCK', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('has no clock to move', async () => {
    const admin = caller(t.app);
    const res = await admin.call({ method: 'POST', url: '/api/test/clock', payload: { forwardMs: MINUTE } });
    expect(res.statusCode).toBe(404);
  });
});

describe('with TEST_CLOCK', () => {
  let t: TestApp;
  let admin: Caller;
  let customer: Caller;
  let eventTypeId: number;
  let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;

  beforeAll(async () => {
    t = await createTestApp({ demo: false, config: { testClock: true } });
    eventTypeId = (await referenceIds(t.app.database.db)).eventTypeId;
    admin = await signedUpCaller(t.app, 'clock-ops@example.com');
    await t.app.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.email, 'clock-ops@example.com'));
    customer = await signedUpCaller(t.app, 'clock-customer@example.com');
    vendor = await createVendorWithTruck(t.app, {
      email: 'clock-vendor@example.com',
      regions: [{ sido: '서울특별시', sigungu: '강남구' }],
      categorySlugs: ['bunsik'],
    });
  });
  // The clock is the worker's: the next test file on it starts from the system clock.
  afterAll(async () => {
    resetClock();
    await t.close();
  });

  const move = (who: Caller, payload: { forwardMs: number }) =>
    who.call({ method: 'POST', url: '/api/test/clock', payload });

  it('lets operators only move it, forward only', async () => {
    expect((await move(caller(t.app), { forwardMs: MINUTE })).statusCode).toBe(401);
    expect((await move(customer, { forwardMs: MINUTE })).statusCode).toBe(403);
    const back = await move(admin, { forwardMs: -MINUTE });
    expect(back.statusCode).toBe(400);
    expect(back.json().fields.forwardMs).toBe('시간은 앞으로만 옮길 수 있어요');
    expect(currentTimeMs()).toBeLessThan(Date.now() + 1_000);
  });

  it('completes an event once the clock has passed its end (not at its start), without waiting', async () => {
    // An event starting two hours from now (the next day when that would cross midnight in Seoul).
    let startsAt = Math.ceil((Date.now() + 2 * 60 * MINUTE) / MINUTE) * MINUTE;
    if (seoulTime(startsAt) > '22:00') startsAt = seoulInstant(addDays(seoulDate(), 1), '11:00').getTime();
    const body = bookingBody(
      { eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
      {
        truckId: vendor.truckId,
        info: {
          eventDate: seoulDate(new Date(startsAt)),
          startTime: seoulTime(startsAt),
          endTime: seoulTime(startsAt + 60 * MINUTE),
        },
      },
    );
    const created = await postBooking(customer, body);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    expect(
      (await setBookingStatus(vendor.vendor, id, { status: 'accepted', quotedAmount: 500_000 })).statusCode,
    ).toBe(200);
    const early = await setBookingStatus(vendor.vendor, id, { status: 'completed' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('OPERATION_NOT_ALLOWED');

    const moved = await move(admin, { forwardMs: startsAt + MINUTE - Date.now() });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().data.now)).toBeGreaterThan(startsAt);
    const read = await admin.call({ method: 'GET', url: '/api/test/clock' });
    expect(Date.parse(read.json().data.now)).toBeGreaterThan(startsAt);
    // Started, not over: an event completed at its start was once paid a minute later.
    const running = await setBookingStatus(vendor.vendor, id, { status: 'completed' });
    expect(running.statusCode).toBe(409);
    expect(running.json().error).toBe("'완료' 처리는 행사가 끝난 뒤에 할 수 있어요.");

    const ended = startsAt + 60 * MINUTE;
    await move(admin, { forwardMs: ended + 1_000 - Date.parse(read.json().data.now) });

    const completed = await setBookingStatus(vendor.vendor, id, { status: 'completed' });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data.status).toBe('completed');
  });
});

describe('with TEST_CLOCK and a payment sandbox in a process of its own', () => {
  // On the system clock, as `npm start`'s and the browser tests' sandboxes are: only the server can move it.
  let sandbox: TossSandbox;
  let t: TestApp;
  beforeAll(async () => {
    sandbox = await startTossSandbox();
    t = await createTestApp({ demo: false, config: { testClock: true, tossSandboxUrl: sandbox.url } });
  });
  afterAll(async () => {
    resetClock();
    await t.close();
    await sandbox.close();
  });

  it('moves the sandbox’s clock with its own, so the gateway’s times are the ledger’s', async () => {
    const admin = await signedUpCaller(t.app, 'clock-sandbox-ops@example.com');
    await t.app.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.email, 'clock-sandbox-ops@example.com'));
    const sandboxNow = async () =>
      Date.parse(((await (await fetch(`${sandbox.url}/__test/clock`)).json()) as { now: string }).now);
    const moved = await admin.call({
      method: 'POST',
      url: '/api/test/clock',
      payload: { forwardMs: 2 * DAY },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(Math.abs((await sandboxNow()) - currentTimeMs())).toBeLessThan(5_000);
    expect(await sandboxNow()).toBeGreaterThan(Date.now() + 2 * DAY - 5_000);
  });
});
