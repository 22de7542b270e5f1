import { count, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, errorReports, users, webVitals } from '../../db/schema/index.ts';
import {
  bookingBody,
  createVendorWithTruck,
  postBooking,
  referenceIds,
  takeOpenRequest,
} from '../../test/booking-fixtures.ts';
import { caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pruneTelemetry } from './telemetry.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

const anonymousId = 'anon_test_0001';

describe('error reports', () => {
  it('stores a report with personal data removed, even when the client did not remove it', async () => {
    const res = await caller(t.app).call({
      method: 'POST',
      url: '/api/v1/error-reports',
      payload: {
        description: '예약 버튼이 안 눌려요. 연락은 kim@example.com, 010-1234-5678',
        stepsToReproduce: ['트럭 상세로 이동', '010 9999 8888 입력'],
        expectedBehavior: '예약 화면으로 이동',
        actualBehavior: '아무 반응 없음',
        context: {
          url: '/booking/info?token=abc',
          code: 'RENDER_ERROR',
          message: 'x',
          email: 'a@b.c',
          phone: '01011112222',
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.database.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.id, res.json().data.id));
    const stored = JSON.stringify(row);
    expect(stored).not.toMatch(/kim@example\.com|010-1234-5678|010 9999 8888|a@b\.c|01011112222|token=abc/);
    expect(row?.description).toBe('예약 버튼이 안 눌려요. 연락은 [EMAIL], [PHONE]');
    expect(row?.context.code).toBe('RENDER_ERROR');
  });

  it('requires a non-blank description (docs/product.md § Validation)', async () => {
    for (const description of [undefined, '', '   ']) {
      const res = await caller(t.app).call({
        method: 'POST',
        url: '/api/v1/error-reports',
        payload: { description },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.description).toMatch(/[가-힣]/);
    }
  });

  it('links a signed-in reporter, anonymously otherwise', async () => {
    const person = await signedUpCaller(t.app, 'reporter@example.com');
    const res = await person.call({
      method: 'POST',
      url: '/api/v1/error-reports',
      payload: { description: '화면이 멈췄어요' },
    });
    const [row] = await t.app.database.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.id, res.json().data.id));
    const [me] = await t.app.database.db.select().from(users).where(eq(users.email, 'reporter@example.com'));
    expect(row?.userId).toBe(me?.id);
  });
});

describe('analytics and web vitals', () => {
  it('accepts a batch of events without personal data and feeds the booking funnel', async () => {
    const now = Date.now();
    const events = [
      { type: 'page_view', path: '/', at: now, anonymousId },
      { type: 'click', path: '/', at: now, anonymousId, props: { text: '예약 요청하기', email: 'x@y.zz' } },
      { type: 'booking_step', path: '/booking/event-type', at: now, anonymousId, step: 'start' },
      { type: 'booking_step', path: '/booking/menu', at: now, anonymousId, step: 'menu_select' },
      {
        type: 'booking_step',
        path: '/booking/event-type',
        at: now,
        anonymousId: 'anon_test_0002',
        step: 'start',
      },
    ];
    const res = await caller(t.app).call({
      method: 'POST',
      url: '/api/v1/analytics/events',
      payload: { events },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().data.accepted).toBe(5);
    const stored = await t.app.database.db.select().from(analyticsEvents);
    expect(JSON.stringify(stored)).not.toContain('x@y.zz');

    const admin = await signedUpCaller(t.app, 'funnel-admin@example.com');
    await t.app.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.email, 'funnel-admin@example.com'));
    const funnel = async () =>
      (await admin.call({ method: 'GET', url: '/api/v1/analytics/funnel?days=1' })).json().data;
    expect(await funnel()).toEqual([
      { stage: 'drafts_started', count: 2, source: 'client' },
      { stage: 'requested', count: 0, source: 'server' },
      { stage: 'accepted', count: 0, source: 'server' },
      { stage: 'payment_started', count: 0, source: 'server' },
      { stage: 'paid', count: 0, source: 'server' },
      { stage: 'completed', count: 0, source: 'server' },
    ]);

    // Anyone may post analytics: 500 made-up "complete" events move nothing the server counts.
    for (let batch = 0; batch < 10; batch++) {
      await caller(t.app).call({
        method: 'POST',
        url: '/api/v1/analytics/events',
        payload: {
          events: Array.from({ length: 50 }, (_, i) => ({
            type: 'booking_step',
            path: '/booking/success',
            at: now,
            anonymousId: `anon_fake_${batch}_${i}`,
            step: 'complete',
          })),
        },
      });
    }
    const ref = await referenceIds(t.app.database.db);
    const customer = await signedUpCaller(t.app, 'funnel-customer@example.com');
    const vendor = await createVendorWithTruck(t.app, {
      email: 'funnel-vendor@example.com',
      regions: [{ sido: '서울특별시', sigungu: '강남구' }],
      categorySlugs: ['bunsik'],
    });
    const menus = [{ menuItemId: ref.itemsOf('bunsik')[0]!.id, servings: 50 }];
    const requested = await postBooking(customer, bookingBody({ eventTypeId: ref.eventTypeId, menus }));
    expect(requested.statusCode).toBe(201);
    const another = bookingBody({ eventTypeId: ref.eventTypeId, menus }, { info: { eventName: '송년회' } });
    expect((await postBooking(customer, another)).statusCode).toBe(201);
    const accept = await takeOpenRequest(
      vendor.vendor,
      customer,
      requested.json().data.id,
      vendor.truckId,
      500_000,
    );
    expect(accept.statusCode).toBe(200);
    expect((await funnel()).map((row: { count: number }) => row.count)).toEqual([2, 2, 1, 0, 0, 0]);
  });

  it('refuses unknown event types, oversized batches and empty ones', async () => {
    const at = Date.now();
    for (const events of [
      [{ type: 'mouse_move', path: '/', at, anonymousId }],
      Array.from({ length: 51 }, () => ({ type: 'page_view', path: '/', at, anonymousId })),
      [],
    ]) {
      const res = await caller(t.app).call({
        method: 'POST',
        url: '/api/v1/analytics/events',
        payload: { events },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('stores web vitals and budget checks', async () => {
    const res = await caller(t.app).call({
      method: 'POST',
      url: '/api/v1/metrics/web-vitals',
      payload: {
        metrics: [{ name: 'LCP', value: 2400, page: 'home', path: '/', budgetMs: 3000, overBudget: false }],
      },
    });
    expect(res.statusCode).toBe(202);
    const rows = await t.app.database.db.select().from(webVitals);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'LCP', value: 2400, page: 'home', overBudget: false });
  });
});

describe('keeping telemetry for a set time, and the last day of error reports for operators', () => {
  const day = 24 * 60 * 60 * 1000;
  const report = (description: string) =>
    caller(t.app).call({ method: 'POST', url: '/api/v1/error-reports', payload: { description } });

  it('lists the last day of reports to operators only, newest first, without whose they were', async () => {
    const admin = await signedUpCaller(t.app, 'reports-admin@example.com');
    await t.app.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.email, 'reports-admin@example.com'));
    const member = await signedUpCaller(t.app, 'reports-member@example.com');
    expect((await report('어제보다 오래된 신고')).statusCode).toBe(201);
    await t.app.database.db
      .update(errorReports)
      .set({ createdAt: new Date(Date.now() - day - 60_000) })
      .where(eq(errorReports.description, '어제보다 오래된 신고'));
    expect((await report('방금 들어온 첫 신고')).statusCode).toBe(201);
    const signedIn = await member.call({
      method: 'POST',
      url: '/api/v1/error-reports',
      payload: { description: '회원이 보낸 신고', context: { code: 'RENDER_ERROR' } },
    });
    expect(signedIn.statusCode).toBe(201);

    for (const stranger of [caller(t.app), member]) {
      const refused = await stranger.call({ method: 'GET', url: '/api/v1/admin/error-reports' });
      expect([401, 403]).toContain(refused.statusCode);
    }
    const res = await admin.call({ method: 'GET', url: '/api/v1/admin/error-reports?limit=50' });
    expect(res.statusCode).toBe(200);
    const descriptions = res.json().data.map((row: { description: string }) => row.description);
    expect(descriptions.slice(0, 2)).toEqual(['회원이 보낸 신고', '방금 들어온 첫 신고']);
    expect(descriptions).not.toContain('어제보다 오래된 신고');
    expect(res.json().data[0]).toMatchObject({ signedIn: true, context: { code: 'RENDER_ERROR' } });
    expect(res.json().data[0]).not.toHaveProperty('userId');
    expect(res.json().data[1]).toMatchObject({ signedIn: false });
  });

  it('prunes analytics, Web Vitals and reports older than the retention period, and nothing newer', async () => {
    const db = t.app.database.db;
    const now = new Date();
    const old = new Date(now.getTime() - 91 * day);
    const recent = new Date(now.getTime() - 89 * day);
    const event = { type: 'page_view', path: '/', anonymousId, props: {}, occurredAt: old };
    await db.insert(analyticsEvents).values([
      { ...event, receivedAt: old },
      { ...event, receivedAt: recent },
    ]);
    await db.insert(webVitals).values([
      { name: 'LCP', value: 900, path: '/', receivedAt: old },
      { name: 'LCP', value: 900, path: '/', receivedAt: recent },
    ]);
    const reportRow = { description: '보관 기간 시험', stepsToReproduce: [], context: {} };
    await db.insert(errorReports).values([
      { ...reportRow, createdAt: old },
      { ...reportRow, createdAt: recent },
    ]);
    const pruned = await pruneTelemetry(db, now, 90);
    expect(pruned).toEqual({ analyticsEvents: 1, webVitals: 1, errorReports: 1 });
    for (const [table, at] of [
      [analyticsEvents, analyticsEvents.receivedAt],
      [webVitals, webVitals.receivedAt],
      [errorReports, errorReports.createdAt],
    ] as const) {
      const [{ n }] = (await db.select({ n: count() }).from(table).where(lt(at, recent))) as [{ n: number }];
      expect(n).toBe(0);
    }
    expect(await db.select().from(errorReports).where(eq(errorReports.createdAt, recent))).toHaveLength(1);
    expect(await pruneTelemetry(db, now, 90)).toEqual({ analyticsEvents: 0, webVitals: 0, errorReports: 0 });
  });
});
