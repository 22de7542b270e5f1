import { currentTime, moveClockForward, resetClock } from '@ft/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationDeliveries,
  notificationPreferences,
  notifications,
  users,
} from '../../db/schema/index.ts';
import {
  bookingBody,
  createVendorWithTruck,
  postBooking,
  referenceIds,
  setBookingStatus,
  useAnotherBookingDay,
} from '../../test/booking-fixtures.ts';
import { type Caller, signedUpCaller } from '../../test/http.ts';
import { moveClockToKoreanHour, startNoticeChannels } from '../../test/notice-channels.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { backoffMs, deliverDueChannels, MAX_ATTEMPTS } from './channel-delivery.ts';
import { deliverDueEvents } from './notifications.service.ts';

/**
 * Email and 알림톡: each notice reaches a real SMTP server on loopback and the NHN
 * fake once, as the person's settings allow; an outage is waited out with back-off; a delivery that gives up is
 * shown to operators only; racing workers send each once. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
const SEOUL = { sido: '서울특별시', sigungu: '강남구' };
let t: TestApp;
let ch: Awaited<ReturnType<typeof startNoticeChannels>>;
let customer: Caller;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let eventTypeId: number;

const request = async (eventName: string) => {
  const res = await postBooking(
    customer,
    bookingBody(
      { eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
      { truckId: vendor.truckId, info: { eventName } },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
};

/** The delivery rows of the notices whose link names the booking. */
const deliveriesOf = (bookingId: string) =>
  t.app.database.db
    .select({
      id: notificationDeliveries.id,
      channel: notificationDeliveries.channel,
      status: notificationDeliveries.status,
      attempts: notificationDeliveries.attempts,
      lastError: notificationDeliveries.lastError,
      nextAttemptAt: notificationDeliveries.nextAttemptAt,
      userId: notifications.userId,
      type: notifications.type,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.link, `/foodtruck/bookings/${bookingId}`));

beforeAll(async () => {
  // Daytime in Korea: quiet hours have their own test (quiet-hours.api.test.ts).
  moveClockToKoreanHour(10);
  t = await createTestApp({ demo: false });
  ch = await startNoticeChannels(t.app.database.db);
  eventTypeId = (await referenceIds(t.app.database.db)).eventTypeId;
  customer = await signedUpCaller(t.app, 'channel-customer@example.com');
  vendor = await createVendorWithTruck(t.app, {
    email: 'channel-vendor@example.com',
    regions: [SEOUL],
    categorySlugs: ['bunsik'],
  });
  await t.app.database.db.update(users).set({ phone: '01098765432' }).where(eq(users.id, vendor.userId));
});
afterAll(async () => {
  await ch.close();
  await t.close();
  resetClock();
});

describe('a notice by email and 알림톡', () => {
  it('mails the truck a new request, HTML and text, from the service with its link and the settings link', async () => {
    const id = await request('가을 축제');
    await ch.deliver();
    const mails = ch.mailsTo('channel-vendor@example.com').filter((m) => m.parsed.text?.includes(id));
    expect(mails).toHaveLength(1);
    const { parsed } = mails[0]!;
    expect(parsed.from?.value).toEqual([{ name: '푸드트럭 예약', address: 'no-reply@foodtruck.example' }]);
    expect(parsed.subject).toBe('[푸드트럭 예약] 새 예약 요청이 왔어요');
    expect(parsed.text).toContain('가을 축제를 확인하고 견적을 보내주세요.');
    expect(parsed.text).toContain(`https://foodtruck.example/foodtruck/bookings/${id}`);
    expect(String(parsed.html)).toContain(`href="https://foodtruck.example/foodtruck/bookings/${id}"`);
    expect(String(parsed.html)).toContain('href="https://foodtruck.example/settings"');
    expect(parsed.headers.get('list')).toEqual({
      unsubscribe: expect.objectContaining({ url: 'https://foodtruck.example/settings' }),
    });
  });

  it('sends the truck the booking template by 알림톡 with the notice as its variables, once', async () => {
    const id = await request('겨울 장터');
    await ch.deliver();
    await ch.deliver();
    const sent = ch.nhn.received.filter((m) => m.templateParameter.링크 === `/foodtruck/bookings/${id}`);
    expect(sent).toEqual([
      {
        templateCode: 'FT_BOOKING',
        recipientNo: '01098765432',
        templateParameter: {
          제목: '새 예약 요청이 왔어요',
          내용: '겨울 장터를 확인하고 견적을 보내주세요.',
          링크: `/foodtruck/bookings/${id}`,
        },
        resendParameter: expect.objectContaining({ isResend: true, resendType: 'LMS' }),
        idempotencyKey: expect.stringMatching(/^ft-delivery-\d+-0$/),
      },
    ]);
    expect(ch.mailsTo('channel-vendor@example.com').filter((m) => m.parsed.text?.includes(id))).toHaveLength(
      1,
    );
    expect((await deliveriesOf(id)).map((d) => [d.channel, d.status, d.attempts]).sort()).toEqual([
      ['alimtalk', 'sent', 1],
      ['email', 'sent', 1],
    ]);
  });

  it('sends nothing a person turned off, and says why; no phone, no 알림톡', async () => {
    const db = t.app.database.db;
    const [me] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'channel-customer@example.com'));
    await db
      .insert(notificationPreferences)
      .values({ userId: me!.id, kind: 'booking', channel: 'email', enabled: false });
    const id = await request('봄 소풍');
    await ch.deliver();
    const before = ch.mailsTo('channel-customer@example.com').length;
    expect(
      (await setBookingStatus(vendor.vendor, id, { status: 'accepted', quotedAmount: 900_000 })).statusCode,
    ).toBe(200);
    await ch.deliver();
    expect(ch.mailsTo('channel-customer@example.com')).toHaveLength(before);
    const toCustomer = await db
      .select({
        channel: notificationDeliveries.channel,
        status: notificationDeliveries.status,
        lastError: notificationDeliveries.lastError,
      })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(and(eq(notifications.userId, me!.id), eq(notifications.link, `/bookings/${id}`)));
    expect(toCustomer.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'alimtalk', status: 'skipped', lastError: 'no phone number' },
      { channel: 'email', status: 'skipped', lastError: 'turned off in settings' },
    ]);
    await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, me!.id));
  });

  it('holds a notice a person turned off after it was written', async () => {
    const db = t.app.database.db;
    const id = await request('여름 캠프');
    await deliverDueEvents(db, ch.channels);
    await db.insert(notificationPreferences).values([
      { userId: vendor.userId, kind: 'booking', channel: 'email', enabled: false },
      { userId: vendor.userId, kind: 'booking', channel: 'alimtalk', enabled: false },
    ]);
    await deliverDueChannels(db, ch.channels, ch.options);
    expect(ch.mailsTo('channel-vendor@example.com').filter((m) => m.parsed.text?.includes(id))).toHaveLength(
      0,
    );
    expect((await deliveriesOf(id)).map((d) => [d.status, d.lastError])).toEqual([
      ['skipped', 'turned off in settings'],
      ['skipped', 'turned off in settings'],
    ]);
    await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, vendor.userId));
  });
});

describe('when SMTP is away', () => {
  it('retries with back-off and delivers once when it is back', async () => {
    const id = await request('가을 운동회');
    ch.sink.down();
    await ch.deliver();
    const email = async () => (await deliveriesOf(id)).find((d) => d.channel === 'email')!;
    expect(await email()).toMatchObject({ status: 'pending', attempts: 1, lastError: 'smtp EMESSAGE 421' });
    // Not due before its back-off has passed.
    moveClockForward(backoffMs(1) - 1_000);
    await ch.deliver();
    expect((await email()).attempts).toBe(1);
    moveClockForward(1_000);
    await ch.deliver();
    expect(await email()).toMatchObject({ status: 'pending', attempts: 2 });
    // Twice the first wait, counted from the failed try.
    const wait = (await email()).nextAttemptAt.getTime() - currentTime().getTime();
    expect(wait).toBeGreaterThan(backoffMs(2) - 5_000);
    expect(wait).toBeLessThanOrEqual(backoffMs(2));
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    ch.sink.up();
    moveClockForward(backoffMs(2));
    await ch.deliver();
    await ch.deliver();
    expect(await email()).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(ch.mailsTo('channel-vendor@example.com').filter((m) => m.parsed.text?.includes(id))).toHaveLength(
      1,
    );
  });

  it('gives up after the bound, shows operators the failure without the address, and retries on their word', async () => {
    const db = t.app.database.db;
    const admin = await signedUpCaller(t.app, 'channel-ops@example.com');
    await db.update(users).set({ role: 'admin' }).where(eq(users.email, 'channel-ops@example.com'));
    const id = await request('송년회');
    ch.sink.down();
    ch.nhn.failNext(MAX_ATTEMPTS);
    await ch.deliver();
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      moveClockForward(backoffMs(attempt));
      await ch.deliver();
    }
    const rows = await deliveriesOf(id);
    expect(rows.map((d) => [d.channel, d.status, d.attempts, d.lastError]).sort()).toEqual([
      ['alimtalk', 'failed', MAX_ATTEMPTS, 'nhn http 500'],
      ['email', 'failed', MAX_ATTEMPTS, 'smtp EMESSAGE 421'],
    ]);
    ch.sink.up();
    const list = await admin.call({ method: 'GET', url: '/api/v1/admin/notification-failures' });
    expect(list.statusCode, list.body).toBe(200);
    const ours = new Set(rows.map((d) => d.id));
    const mine = list.json().data.filter((f: { id: number }) => ours.has(f.id));
    expect(mine.map((f: { channel: string }) => f.channel).sort()).toEqual(['alimtalk', 'email']);
    expect(mine[0]).toMatchObject({ kind: 'booking', type: 'booking.requested', attempts: MAX_ATTEMPTS });
    expect(list.body).not.toContain('channel-vendor@example.com');
    expect(list.body).not.toContain('01098765432');
    const others = list.json().data.filter((f: { id: number }) => !ours.has(f.id));
    expect(others, JSON.stringify(others)).toEqual([]);
    // Customers and vendors are refused the console's list and its retry.
    expect(
      (await customer.call({ method: 'GET', url: '/api/v1/admin/notification-failures' })).statusCode,
    ).toBe(403);
    const failedEmail = mine.find((f: { channel: string }) => f.channel === 'email');
    const retryUrl = `/api/v1/admin/notification-failures/${failedEmail.id}/retry`;
    expect((await vendor.vendor.call({ method: 'POST', url: retryUrl })).statusCode).toBe(403);
    expect((await admin.call({ method: 'POST', url: retryUrl })).statusCode).toBe(200);
    expect((await admin.call({ method: 'POST', url: retryUrl })).statusCode).toBe(404);
    await ch.deliver();
    expect(ch.mailsTo('channel-vendor@example.com').filter((m) => m.parsed.text?.includes(id))).toHaveLength(
      1,
    );
    // One more try: the count goes on, so a 알림톡 retry's idempotency key is one never used.
    expect((await deliveriesOf(id)).find((d) => d.channel === 'email')).toMatchObject({
      status: 'sent',
      attempts: MAX_ATTEMPTS + 1,
    });
  });
});

describe('racing workers', () => {
  it('send each delivery once', async () => {
    const db = t.app.database.db;
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) {
      useAnotherBookingDay();
      ids.push(await request(`동시 발송 ${i}`));
    }
    await deliverDueEvents(db, ch.channels);
    const mailsBefore = ch.mailsTo('channel-vendor@example.com').length;
    const talksBefore = ch.nhn.received.length;
    const settled = await Promise.all([1, 2, 3].map(() => deliverDueChannels(db, ch.channels, ch.options)));
    expect(settled.reduce((a, b) => a + b, 0)).toBe(48);
    const mails = ch.mailsTo('channel-vendor@example.com').slice(mailsBefore);
    expect(mails).toHaveLength(24);
    expect(new Set(mails.map((m) => m.parsed.messageId)).size).toBe(24);
    expect(ch.nhn.received.length - talksBefore).toBe(24);
    for (const id of ids) expect(mails.filter((m) => m.parsed.text?.includes(id))).toHaveLength(1);
  });
});
