import { currentTime, moveClockForward, resetClock } from '@ft/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notificationDeliveries, notifications, users } from '../../db/schema/index.ts';
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
import { runBookingMaintenance } from '../bookings/booking-maintenance.ts';

/**
 * Quiet hours (decisions 038, 083): between 21:00 and 08:00 in Korea booking news still goes by email at once
 * (email wakes no one); reminders wait, and so does 알림톡 unless the news is urgent; at 08:00 what waited goes,
 * once.
 */
let t: TestApp;
let ch: Awaited<ReturnType<typeof startNoticeChannels>>;
let customer: Caller;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let eventTypeId: number;
const VENDOR = 'quiet-vendor@example.com';
const VENDOR_PHONE = '01055556666';
const NEW_REQUEST = '[푸드트럭 예약] 새 예약 요청이 왔어요';
const UNANSWERED = '[푸드트럭 예약] 답을 기다리는 요청이 있어요';

const request = async (eventName: string) => {
  useAnotherBookingDay();
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
const mailsAbout = (id: string, subject: string) =>
  ch.mailsTo(VENDOR).filter((mail) => mail.parsed.text?.includes(id) && mail.parsed.subject === subject);
const talksAbout = (id: string) =>
  ch.nhn.received.filter(
    (talk) =>
      talk.recipientNo === VENDOR_PHONE && talk.templateParameter.링크 === `/foodtruck/bookings/${id}`,
  );
/** The vendor's delivery rows of a booking's notices, by channel and notice title. */
const rowsOf = (id: string) =>
  t.app.database.db
    .select({
      title: notifications.title,
      channel: notificationDeliveries.channel,
      status: notificationDeliveries.status,
      nextAttemptAt: notificationDeliveries.nextAttemptAt,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.link, `/foodtruck/bookings/${id}`));

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  ch = await startNoticeChannels(t.app.database.db);
  eventTypeId = (await referenceIds(t.app.database.db)).eventTypeId;
  customer = await signedUpCaller(t.app, 'quiet-customer@example.com');
  vendor = await createVendorWithTruck(t.app, {
    email: VENDOR,
    regions: [{ sido: '서울특별시', sigungu: '강남구' }],
    categorySlugs: ['bunsik'],
  });
  await t.app.database.db.update(users).set({ phone: VENDOR_PHONE }).where(eq(users.id, vendor.userId));
});
afterAll(async () => {
  await ch.close();
  await t.close();
  resetClock();
});

it('sends booking news by email at 23:30, holds its 알림톡 and a reminder until 08:00, lets a cancellation through, and sends each once', async () => {
  moveClockToKoreanHour(10);
  const waiting = await request('12시간째 기다리는 행사');
  const cancelled = await request('취소될 행사');
  await ch.deliver();
  expect(mailsAbout(waiting, NEW_REQUEST)).toHaveLength(1);

  moveClockToKoreanHour(23);
  moveClockForward(30 * 60_000);
  const night = currentTime(); // 23:30 KST
  const morning = new Date(night.getTime() + 8.5 * 60 * 60 * 1000); // 08:00 KST
  // The sweep finds the morning's request 13.5 hours unanswered: a reminder, written at 23:30.
  expect((await runBookingMaintenance(t.app.database.db)).reminded).toBeGreaterThanOrEqual(1);
  const late = await request('밤에 온 요청');
  const cancel = await setBookingStatus(customer, cancelled, { status: 'cancelled', reason: '일정 변경' });
  expect(cancel.statusCode, cancel.body).toBe(200);
  await ch.deliver();

  // Booking news by email at once: the new request and the cancellation, both at 23:30.
  expect(mailsAbout(late, NEW_REQUEST)).toHaveLength(1);
  expect(mailsAbout(cancelled, '[푸드트럭 예약] 예약이 취소됐어요')).toHaveLength(1);
  // By 알림톡 only the urgent cancellation; the request's 알림톡 and the reminder wait for the morning.
  expect(talksAbout(cancelled).length).toBeGreaterThanOrEqual(2); // its request by day, its cancellation now
  expect(talksAbout(late)).toHaveLength(0);
  expect(mailsAbout(waiting, UNANSWERED)).toHaveLength(0);
  expect(await rowsOf(late)).toEqual(
    expect.arrayContaining([
      { title: '새 예약 요청이 왔어요', channel: 'email', status: 'sent', nextAttemptAt: expect.any(Date) },
      { title: '새 예약 요청이 왔어요', channel: 'alimtalk', status: 'pending', nextAttemptAt: morning },
    ]),
  );
  expect((await rowsOf(waiting)).filter((row) => row.title === '답을 기다리는 요청이 있어요')).toEqual(
    expect.arrayContaining([
      { title: '답을 기다리는 요청이 있어요', channel: 'email', status: 'pending', nextAttemptAt: morning },
      {
        title: '답을 기다리는 요청이 있어요',
        channel: 'alimtalk',
        status: 'pending',
        nextAttemptAt: morning,
      },
    ]),
  );

  moveClockToKoreanHour(7);
  await ch.deliver();
  expect(mailsAbout(waiting, UNANSWERED)).toHaveLength(0);
  expect(talksAbout(late)).toHaveLength(0);
  moveClockToKoreanHour(8);
  await ch.deliver();
  await ch.deliver();
  expect(mailsAbout(waiting, UNANSWERED)).toHaveLength(1);
  expect(talksAbout(late)).toHaveLength(1);
  // Nothing sent twice: the night's mail is still the one.
  expect(mailsAbout(late, NEW_REQUEST)).toHaveLength(1);
});
