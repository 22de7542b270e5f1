import { bookingReviewsSchema, successEnvelope, truckReviewsSchema } from '@ft/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodTrucks, users } from '../../db/schema/index.ts';
import {
  bookingBody,
  createVendorWithTruck,
  daysFromToday,
  postBooking,
  referenceIds,
  setBookingStatus,
} from '../../test/booking-fixtures.ts';
import { type Caller, caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartForm, photoBytes } from '../../test/vendor-fixtures.ts';
import { publishClosedWindows } from './reviews.service.ts';

/**
 * Reviews (issue 31): only the two sides of a booking whose service was confirmed, once each, within 14 days;
 * double-blind until both wrote or the window closed; the truck's rating follows its published customer
 * reviews; the truck replies once; anyone reports; operators hide and restore with a reason.
 */
let t: TestApp;
let customer: Caller;
let stranger: Caller;
let admin: Caller;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let rival: Awaited<ReturnType<typeof createVendorWithTruck>>;
let ref: Awaited<ReturnType<typeof referenceIds>>;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  ref = await referenceIds(t.app.database.db);
  customer = await signedUpCaller(t.app, 'review-customer@example.com', '김후기');
  stranger = await signedUpCaller(t.app, 'review-stranger@example.com');
  admin = await signedUpCaller(t.app, 'review-ops@example.com');
  await t.app.database.db
    .update(users)
    .set({ role: 'admin' })
    .where(eq(users.email, 'review-ops@example.com'));
  const serving = { regions: [{ sido: '서울특별시', sigungu: '강남구' }], categorySlugs: ['bunsik'] };
  vendor = await createVendorWithTruck(t.app, { email: 'review-vendor@example.com', ...serving });
  rival = await createVendorWithTruck(t.app, { email: 'review-rival@example.com', ...serving });
});
afterAll(() => t.close());

let day = 20;
/** A booking of the vendor's truck, accepted and (unless told otherwise) served and confirmed. */
async function servedBooking({ confirmed = true } = {}): Promise<string> {
  const res = await postBooking(
    customer,
    bookingBody(
      { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 100 }] },
      { truckId: vendor.truckId, info: { eventDate: daysFromToday(day++) } },
    ),
  );
  const id = res.json().data.id as string;
  expect(
    (await setBookingStatus(vendor.vendor, id, { status: 'accepted', quotedAmount: 500_000 })).statusCode,
  ).toBe(200);
  if (confirmed) {
    // What 구매확정 leaves behind (payments' own tests walk it): completed, service confirmed now.
    await t.app.database.db.execute(
      sql`update bookings set status = 'completed', service_confirmed_at = now(), service_confirmed_by = 'customer' where id = ${id}`,
    );
  }
  return id;
}

const confirmedDaysAgo = (id: string, days: number) =>
  t.app.database.db.execute(
    sql`update bookings set service_confirmed_at = now() - make_interval(days => ${days}) - interval '1 second' where id = ${id}`,
  );

const write = (person: Caller, id: string, payload: Record<string, unknown>) =>
  person.call({ method: 'POST', url: `/api/v1/bookings/${id}/reviews`, payload });
const read = async (person: Caller, id: string) =>
  bookingReviewsSchema.parse(
    (await person.call({ method: 'GET', url: `/api/v1/bookings/${id}/reviews` })).json().data,
  );
const truckPage = async (query = '') =>
  successEnvelope(truckReviewsSchema).parse(
    (
      await caller(t.app).call({ method: 'GET', url: `/api/v1/foodtrucks/${vendor.truckId}/reviews${query}` })
    ).json(),
  ).data;
const truckRating = async () =>
  (
    await t.app.database.db
      .select({ rating: foodTrucks.rating, count: foodTrucks.reviewCount })
      .from(foodTrucks)
      .where(eq(foodTrucks.id, vendor.truckId))
  )[0]!;

describe('writing reviews', () => {
  it('keeps each side’s review from the other until both have written, then publishes both', async () => {
    const id = await servedBooking();
    const upload = await customer.call({
      method: 'POST',
      url: `/api/v1/bookings/${id}/messages/photos`,
      ...multipartForm([
        { name: 'photo', filename: '현장.jpg', type: 'image/jpeg', bytes: await photoBytes() },
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const mine = await write(customer, id, {
      rating: 5,
      body: '떡볶이가 정말 맛있었고 시간도 딱 맞췄어요',
      photoFileIds: [upload.json().data.id],
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().data.mine).toMatchObject({ status: 'submitted', rating: 5, authorName: '김**' });
    expect(mine.json().data.mine.photos).toHaveLength(1);

    // The truck knows a review waits, not what it says; the public and the rating know nothing yet.
    const vendorView = await read(vendor.vendor, id);
    expect(vendorView).toMatchObject({
      side: 'vendor',
      mine: null,
      theirs: null,
      theirsWaiting: true,
      canWrite: true,
    });
    expect((await truckPage()).count).toBe(0);
    expect(await truckRating()).toEqual({ rating: 0, count: 0 });

    const theirs = await write(vendor.vendor, id, { rating: 4, body: '준비를 잘 해주셔서 편하게 일했어요' });
    expect(theirs.json().data).toMatchObject({
      mine: { status: 'published' },
      theirs: { status: 'published', rating: 5 },
    });
    expect((await read(customer, id)).theirs).toMatchObject({ rating: 4, authorName: expect.any(String) });
    // Only the customer's review counts for the truck.
    expect(await truckRating()).toEqual({ rating: 5, count: 1 });
    const page = await truckPage();
    expect(page).toMatchObject({ average: 5, count: 1, total: 1 });
    expect(page.reviews[0]).toMatchObject({
      body: '떡볶이가 정말 맛있었고 시간도 딱 맞췄어요',
      photos: [expect.any(Object)],
    });
    expect((await truckPage('?sort=photos')).total).toBe(1);
  });

  it('lets nobody else in: no confirmed service, a stranger, another truck, an operator, a second review', async () => {
    const notServed = await servedBooking({ confirmed: false });
    const early = await write(customer, notServed, { rating: 5, body: '아직 행사 전이지만 미리 씁니다' });
    expect([early.statusCode, early.json().code]).toEqual([409, 'REVIEW_NOT_ALLOWED']);

    const id = await servedBooking();
    const body = { rating: 3, body: '무난했어요 다음에도 부를게요' };
    expect((await write(stranger, id, body)).statusCode).toBe(404);
    expect((await write(rival.vendor, id, body)).statusCode).toBe(404);
    expect((await write(admin, id, body)).statusCode).toBe(403);
    expect((await write(customer, id, body)).statusCode).toBe(201);
    const twice = await write(customer, id, body);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'REVIEW_ALREADY_WRITTEN']);
    const vendorPhoto = await write(vendor.vendor, id, { ...body, photoFileIds: [crypto.randomUUID()] });
    expect(vendorPhoto.json().fields.photoFileIds).toBe('사진은 고객 후기에만 올릴 수 있어요');
    const short = await write(vendor.vendor, id, { rating: 6, body: '짧음' });
    expect(Object.keys(short.json().fields).sort()).toEqual(['body', 'rating']);

    const late = await servedBooking();
    await confirmedDaysAgo(late, 15);
    const closed = await write(customer, late, body);
    expect([closed.statusCode, closed.json().code]).toEqual([409, 'REVIEW_NOT_ALLOWED']);
  });

  it('lets its author edit it for 48 hours, and publishes a lone review when the window closes', async () => {
    const id = await servedBooking();
    await write(customer, id, { rating: 2, body: '조금 늦게 도착했어요 아쉬웠어요' });
    const edit = (rating: number) =>
      customer.call({
        method: 'PUT',
        url: `/api/v1/bookings/${id}/reviews/mine`,
        payload: { rating, body: '조금 늦었지만 음식은 좋았어요 괜찮아요' },
      });
    expect((await edit(3)).json().data.mine).toMatchObject({ rating: 3 });
    // Written 49 hours ago (moving the clock that far would end the sessions too).
    await t.app.database.db.execute(
      sql`update reviews set created_at = now() - interval '49 hours' where booking_id = ${id}`,
    );
    expect((await edit(4)).json().code).toBe('REVIEW_EDIT_CLOSED');

    const before = (await truckPage()).count;
    await confirmedDaysAgo(id, 14);
    expect(await publishClosedWindows(t.app.database.db)).toBe(1);
    expect((await truckPage()).count).toBe(before + 1);
    expect((await read(vendor.vendor, id)).theirs).toMatchObject({ rating: 3 });
  });
});

describe('replies, reports and moderation', () => {
  it('the truck replies once; anyone reports; an operator hides it with a reason and restores it', async () => {
    const id = await servedBooking();
    await write(customer, id, { rating: 1, body: '연락도 없이 한 시간 늦게 왔어요' });
    await write(vendor.vendor, id, { rating: 5, body: '친절한 고객님이셨어요 감사합니다' });
    const reviewId = (await read(customer, id)).mine!.id;
    const countBefore = (await truckRating()).count;

    const reply = (person: Caller) =>
      person.call({
        method: 'POST',
        url: `/api/v1/reviews/${reviewId}/reply`,
        payload: { body: '불편을 드려 죄송해요' },
      });
    expect((await reply(rival.vendor)).statusCode).toBe(403);
    expect((await reply(vendor.vendor)).statusCode).toBe(201);
    expect((await reply(vendor.vendor)).json().code).toBe('REVIEW_REPLY_EXISTS');

    const report = await stranger.call({
      method: 'POST',
      url: `/api/v1/reviews/${reviewId}/report`,
      payload: { reason: '사실과 다른 내용이에요' },
    });
    expect(report.statusCode).toBe(200);
    const queue = (await admin.call({ method: 'GET', url: '/api/v1/admin/reviews' })).json().data;
    expect(queue.find((row: { id: string }) => row.id === reviewId)).toMatchObject({
      reports: [{ reason: '사실과 다른 내용이에요' }],
      reply: { body: '불편을 드려 죄송해요' },
    });
    expect((await stranger.call({ method: 'GET', url: '/api/v1/admin/reviews' })).statusCode).toBe(403);

    const moderate = (person: Caller, action: 'hide' | 'restore', reason?: string) =>
      person.call({
        method: 'POST',
        url: `/api/v1/admin/reviews/${reviewId}/${action}`,
        payload: reason ? { reason } : {},
      });
    expect((await moderate(vendor.vendor, 'hide', '내리고 싶어요')).statusCode).toBe(403);
    expect((await moderate(admin, 'hide')).statusCode).toBe(400);
    expect((await moderate(admin, 'hide', '확인되지 않은 비방')).statusCode).toBe(200);
    expect((await truckRating()).count).toBe(countBefore - 1);
    expect((await truckPage()).reviews.map((review) => review.id)).not.toContain(reviewId);
    expect((await moderate(admin, 'hide', '다시')).json().code).toBe('INVALID_STATUS_TRANSITION');
    expect((await moderate(admin, 'restore', '소명 자료 확인')).statusCode).toBe(200);
    expect((await truckRating()).count).toBe(countBefore);
  });
});
