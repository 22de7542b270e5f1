import { resetClock } from '@ft/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notificationDeliveries, notifications } from '../../db/schema/index.ts';
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

/**
 * Quiet hours (decision 038): between 21:00 and 08:00 in Korea email and 알림톡 carry only
 * urgent booking news; the rest waits until 08:00 and then goes, once.
 */
let t: TestApp;
let ch: Awaited<ReturnType<typeof startNoticeChannels>>;
let customer: Caller;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let eventTypeId: number;
const VENDOR = 'quiet-vendor@example.com';

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
const mailsAbout = (id: string) => ch.mailsTo(VENDOR).filter((mail) => mail.parsed.text?.includes(id));

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
});
afterAll(async () => {
  await ch.close();
  await t.close();
  resetClock();
});

it('holds a new request at night until 08:00, lets a cancellation through at once, and sends each once', async () => {
  const cancelled = await request('취소될 행사');
  const night = moveClockToKoreanHour(22);
  const held = await request('밤에 온 요청');
  const cancel = await setBookingStatus(customer, cancelled, { status: 'cancelled', reason: '일정 변경' });
  expect(cancel.statusCode, cancel.body).toBe(200);
  await ch.deliver();
  // The cancellation is urgent: out at 22:00. The request waits.
  expect(ch.mailsTo(VENDOR).map((mail) => mail.parsed.subject)).toEqual(
    expect.arrayContaining(['[푸드트럭 예약] 예약이 취소됐어요']),
  );
  expect(mailsAbout(held)).toHaveLength(0);
  const [row] = await t.app.database.db
    .select({ status: notificationDeliveries.status, nextAttemptAt: notificationDeliveries.nextAttemptAt })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.link, `/foodtruck/bookings/${held}`));
  const morning = new Date(night.getTime() + 10 * 60 * 60 * 1000); // 08:00 KST
  expect(row).toEqual({ status: 'pending', nextAttemptAt: morning });
  moveClockToKoreanHour(7);
  await ch.deliver();
  expect(mailsAbout(held)).toHaveLength(0);
  moveClockToKoreanHour(8);
  await ch.deliver();
  await ch.deliver();
  expect(mailsAbout(held)).toHaveLength(1);
  expect(mailsAbout(held)[0]!.parsed.subject).toBe('[푸드트럭 예약] 새 예약 요청이 왔어요');
});
