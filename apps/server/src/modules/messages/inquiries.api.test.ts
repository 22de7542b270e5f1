import { MESSAGE_LIMITS } from '@ft/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodTrucks, users } from '../../db/schema/index.ts';
import {
  bookingBody,
  createVendorWithTruck,
  postBooking,
  quoteBody,
  referenceIds,
  sendQuote,
  setBookingStatus,
} from '../../test/booking-fixtures.ts';
import { type Caller, caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartForm, photoBytes } from '../../test/vendor-fixtures.ts';
import { deliverDueEvents } from '../notifications/notifications.service.ts';

/**
 * 문의하기 (decision 090): a customer asks a truck before any request, the truck's owner answers from their list,
 * in the same messages as a booking's (limit, reports, notices); nobody else reaches it; a later request to the
 * truck continues it. Runs on PGlite, and on PostgreSQL in CI's second pass.
 */
const SEOUL = { sido: '서울특별시', sigungu: '강남구' };

let t: TestApp;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let customer: Caller;
let otherCustomer: Caller;
let admin: Caller;
type Vendor = Awaited<ReturnType<typeof createVendorWithTruck>>;
let vendor: Vendor;
let rival: Vendor;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  ref = await referenceIds(t.app.database.db);
  customer = await signedUpCaller(t.app, 'ask-customer@example.com', '김민지');
  otherCustomer = await signedUpCaller(t.app, 'ask-other@example.com');
  admin = await signedUpCaller(t.app, 'ask-admin@example.com');
  await t.app.database.db
    .update(users)
    .set({ role: 'admin' })
    .where(eq(users.email, 'ask-admin@example.com'));
  const truck = (email: string) =>
    createVendorWithTruck(t.app, { email, regions: [SEOUL], categorySlugs: ['bunsik'] });
  vendor = await truck('ask-vendor@example.com');
  rival = await truck('ask-rival@example.com');
});
afterAll(() => t.close());

const expectCode = (res: LightMyRequestResponse, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
};
const open = (person: Caller, truckId: number) =>
  person.call({ method: 'PUT', url: `/api/v1/foodtrucks/${truckId}/inquiry` });
const read = (person: Caller, id: string) => person.call({ method: 'GET', url: `/api/v1/inquiries/${id}` });
const send = (person: Caller, id: string, payload: Record<string, unknown>) =>
  person.call({ method: 'POST', url: `/api/v1/inquiries/${id}/messages`, payload });
const listOf = async (person: Caller) => {
  const res = await person.call({ method: 'GET', url: '/api/v1/foodtrucks/mine/inquiries' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    inquiries: {
      id: string;
      customerName: string;
      unread: number;
      lastMessage: { body: string };
      booking: unknown;
    }[];
    total: number;
    unread: number;
  };
};
const bodies = (res: LightMyRequestResponse) =>
  (res.json().data.messages as { body: string }[]).map((message) => message.body);

async function opened(person: Caller, truckId: number): Promise<string> {
  const res = await open(person, truckId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

describe('an inquiry', () => {
  it('carries a question and its answer, with read receipts, notices and the truck’s list', async () => {
    const res = await open(customer, vendor.truckId);
    expect(res.statusCode, res.body).toBe(200);
    const inquiry = res.json().data;
    expect(inquiry).toMatchObject({
      truckId: vendor.truckId,
      viewerSide: 'customer',
      open: true,
      messages: [],
      booking: null,
    });
    // Opening again is the same inquiry, and an unanswered empty one is on nobody's list.
    expect((await open(customer, vendor.truckId)).json().data.id).toBe(inquiry.id);
    expect((await listOf(vendor.vendor)).total).toBe(0);

    const asked = await send(customer, inquiry.id, { body: '  200명 가능해요?  ' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data).toMatchObject({ body: '200명 가능해요?', mine: true, side: 'customer' });

    const list = await listOf(vendor.vendor);
    expect(list).toMatchObject({ total: 1, unread: 1 });
    expect(list.inquiries[0]).toMatchObject({
      id: inquiry.id,
      customerName: '김**',
      unread: 1,
      lastMessage: { body: '200명 가능해요?' },
      booking: null,
    });
    // Before any booking the truck learns no phone number or email of the customer, here or in its list.
    const seen = await read(vendor.vendor, inquiry.id);
    expect(seen.json().data).toMatchObject({ viewerSide: 'vendor', customerName: '김**', unread: 1 });
    expect(seen.body).not.toMatch(/ask-customer|김민지/);

    const marked = await vendor.vendor.call({ method: 'PUT', url: `/api/v1/inquiries/${inquiry.id}/read` });
    expect(marked.json().data).toEqual({ read: 1 });
    const answered = await send(vendor.vendor, inquiry.id, { body: '네, 200명까지 가능해요.' });
    expect(answered.statusCode, answered.body).toBe(201);
    const mine = await read(customer, inquiry.id);
    expect(bodies(mine)).toEqual(['200명 가능해요?', '네, 200명까지 가능해요.']);
    expect(mine.json().data.messages[0].readAt).not.toBeNull();
    expect(mine.json().data.unread).toBe(1);

    // The truck's owner is told of the question, the customer of the answer, each with a link to the inquiry.
    await deliverDueEvents(t.app.database.db);
    const notices = async (person: Caller) =>
      (await person.call({ method: 'GET', url: '/api/v1/notifications?limit=50' })).json().data as {
        title: string;
        body: string;
        link: string;
      }[];
    expect(await notices(vendor.vendor)).toContainEqual(
      expect.objectContaining({
        title: '새 문의가 왔어요',
        body: expect.stringContaining('200명 가능해요?'),
        link: `/foodtruck/inquiries/${inquiry.id}`,
      }),
    );
    expect(await notices(customer)).toContainEqual(
      expect.objectContaining({
        title: expect.stringMatching(/문의에 답했어요$/),
        body: '네, 200명까지 가능해요.',
        link: `/inquiries/${inquiry.id}`,
      }),
    );
  });

  it('carries a photo, uploaded through the inquiry, as a booking message does', async () => {
    const id = await opened(customer, vendor.truckId);
    const upload = async (person: Caller) =>
      person.call({
        method: 'POST',
        url: `/api/v1/inquiries/${id}/messages/photos`,
        ...multipartForm([
          { name: 'photo', filename: '현장.jpg', type: 'image/jpeg', bytes: await photoBytes() },
        ]),
      });
    const uploaded = await upload(customer);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const sent = await send(customer, id, { photoFileId: uploaded.json().data.id });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.photo).toMatchObject({ id: uploaded.json().data.id });
    // Someone outside it cannot send one there: refused before the form is read.
    expectCode(await upload(otherCustomer), 404, 'RESOURCE_NOT_FOUND');
  });

  it('reaches nobody outside it: another customer, another truck, a guest, an operator without a report', async () => {
    const id = await opened(customer, vendor.truckId);
    for (const outsider of [otherCustomer, rival.vendor, admin]) {
      expectCode(await read(outsider, id), 404, 'RESOURCE_NOT_FOUND');
      expectCode(await send(outsider, id, { body: '끼어들기' }), 404, 'RESOURCE_NOT_FOUND');
      expectCode(
        await outsider.call({ method: 'PUT', url: `/api/v1/inquiries/${id}/read` }),
        404,
        'RESOURCE_NOT_FOUND',
      );
      expectCode(
        await outsider.call({
          method: 'POST',
          url: `/api/v1/inquiries/${id}/report`,
          payload: { reason: '스팸' },
        }),
        404,
        'RESOURCE_NOT_FOUND',
      );
    }
    expect((await listOf(rival.vendor)).inquiries.map((each) => each.id)).not.toContain(id);
    const guest = caller(t.app);
    expect((await read(guest, id)).statusCode).toBe(401);
    expect((await send(guest, id, { body: '안녕하세요' })).statusCode).toBe(401);
    expect((await open(guest, vendor.truckId)).statusCode).toBe(401);
    expect((await guest.call({ method: 'GET', url: '/api/v1/foodtrucks/mine/inquiries' })).statusCode).toBe(
      401,
    );
    // A customer is not a truck's owner: the list is the owners'.
    expectCode(
      await customer.call({ method: 'GET', url: '/api/v1/foodtrucks/mine/inquiries' }),
      403,
      'ROLE_REQUIRED',
    );
    // An id that is not one says so in Korean.
    const bad = await read(customer, 'not-an-id');
    expectCode(bad, 400, 'VALIDATION_ERROR');
  });

  it('refuses the owner’s own truck, a truck not listed, and a suspended one, in Korean', async () => {
    const own = await open(vendor.vendor, vendor.truckId);
    expectCode(own, 403, 'PERMISSION_ERROR');
    expect(own.json().error).toBe('내 푸드트럭에는 문의할 수 없어요.');
    expectCode(await open(customer, 999_999), 404, 'FOODTRUCK_NOT_FOUND');
    const pending = await createVendorWithTruck(t.app, {
      email: 'ask-pending@example.com',
      regions: [SEOUL],
      categorySlugs: ['bunsik'],
      status: 'pending',
    });
    expectCode(await open(customer, pending.truckId), 404, 'FOODTRUCK_NOT_FOUND');

    const paused = await createVendorWithTruck(t.app, {
      email: 'ask-paused@example.com',
      regions: [SEOUL],
      categorySlugs: ['bunsik'],
    });
    const id = await opened(customer, paused.truckId);
    expect((await send(customer, id, { body: '다음 달에 가능할까요?' })).statusCode).toBe(201);
    const db = t.app.database.db;
    await db.update(foodTrucks).set({ status: 'suspended' }).where(eq(foodTrucks.id, paused.truckId));
    const refused = await open(customer, paused.truckId);
    expectCode(refused, 409, 'TRUCK_NOT_APPROVED');
    expect(refused.json().error).toMatch(/운영이 잠시 멈춘 푸드트럭이라 지금은 문의할 수 없어요/);
    // What was said stays readable, and neither side writes in it.
    const kept = await read(customer, id);
    expect(kept.json().data).toMatchObject({
      open: false,
      closedReason: expect.stringContaining('운영이 잠시 멈춘'),
    });
    expect(bodies(kept)).toEqual(['다음 달에 가능할까요?']);
    const closed = await send(customer, id, { body: '혹시요?' });
    expectCode(closed, 409, 'MESSAGE_THREAD_CLOSED');
    expect(closed.json().error).toMatch(/운영이 잠시 멈춘/);
    expectCode(await send(paused.vendor, id, { body: '답변드려요' }), 409, 'MESSAGE_THREAD_CLOSED');
  });

  it('refuses empty and oversized messages in the words a booking message uses', async () => {
    const id = await opened(customer, vendor.truckId);
    const empty = await send(customer, id, { body: '   ' });
    expectCode(empty, 400, 'MESSAGE_EMPTY');
    expect(empty.json().fields).toEqual({ body: '메시지를 입력해주세요.' });
    expectCode(
      await send(customer, id, { body: '가'.repeat(MESSAGE_LIMITS.bodyMax + 1) }),
      400,
      'MESSAGE_TOO_LONG',
    );
  });

  it('counts against the sender’s one limit, shared with booking messages', async () => {
    const person = await signedUpCaller(t.app, 'ask-chatty@example.com');
    const id = await opened(person, rival.truckId);
    const booking = await postBooking(
      person,
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
        { truckId: vendor.truckId },
      ),
    );
    const bookingId = booking.json().data.id as string;
    for (let i = 0; i < MESSAGE_LIMITS.perWindow - 1; i += 1) {
      expect((await send(person, id, { body: `문의 ${i}` })).statusCode).toBe(201);
    }
    const last = await person.call({
      method: 'POST',
      url: `/api/v1/bookings/${bookingId}/messages`,
      payload: { body: '예약 메시지' },
    });
    expect(last.statusCode, last.body).toBe(201);
    const refused = await send(person, id, { body: '하나 더' });
    expectCode(refused, 429, 'MESSAGE_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatch(/\d+초 뒤에 다시 보내주세요/);
    // The limit is the sender's: the truck answering is not held back by it.
    expect((await send(rival.vendor, id, { body: '천천히 보내주세요' })).statusCode).toBe(201);
  });

  it('is read by operators once reported, read-only, as a booking thread is', async () => {
    const person = await signedUpCaller(t.app, 'ask-reporter@example.com', '박서준');
    const id = await opened(person, rival.truckId);
    await send(person, id, { body: '계좌로 먼저 보내면 깎아주시나요?' });
    await send(rival.vendor, id, { body: '010-9999-8888로 전화주세요, 현금이면 10% 할인' });
    expectCode(
      await admin.call({ method: 'GET', url: `/api/v1/admin/inquiry-reports/${id}` }),
      404,
      'RESOURCE_NOT_FOUND',
    );

    const empty = await person.call({ method: 'POST', url: `/api/v1/inquiries/${id}/report`, payload: {} });
    expectCode(empty, 400, 'VALIDATION_ERROR');
    const reported = await person.call({
      method: 'POST',
      url: `/api/v1/inquiries/${id}/report`,
      payload: { reason: '플랫폼 밖 거래를 권해요' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect((await read(person, id)).json().data.reportedByMe).toBe(true);
    expect((await read(rival.vendor, id)).json().data.reportedByMe).toBe(false);

    const list = await admin.call({ method: 'GET', url: '/api/v1/admin/inquiry-reports' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        inquiryId: id,
        truckId: rival.truckId,
        customerName: '박**',
        messageCount: 2,
        reports: [expect.objectContaining({ reporterSide: 'customer', reason: '플랫폼 밖 거래를 권해요' })],
      }),
    );
    const thread = await admin.call({ method: 'GET', url: `/api/v1/admin/inquiry-reports/${id}` });
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().data).toMatchObject({ viewerSide: 'operator', open: false });
    expect(bodies(thread)).toHaveLength(2);
    // The operator reads it where its parties do, and writes nothing.
    expect((await read(admin, id)).statusCode).toBe(200);
    expectCode(await send(admin, id, { body: '운영자입니다' }), 403, 'PERMISSION_ERROR');
    // Only operators see the reports.
    for (const party of [person, rival.vendor]) {
      expectCode(
        await party.call({ method: 'GET', url: '/api/v1/admin/inquiry-reports' }),
        403,
        'ROLE_REQUIRED',
      );
    }
  });
});

describe('a later request', () => {
  it('to the truck continues the inquiry in the booking’s thread, and the inquiry opens again once it ends', async () => {
    const person = await signedUpCaller(t.app, 'ask-books@example.com', '이도윤');
    const id = await opened(person, vendor.truckId);
    await send(person, id, { body: '200명 가능해요?' });
    await send(vendor.vendor, id, { body: '네, 가능해요.' });

    const sent = await postBooking(
      person,
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 200 }] },
        { truckId: vendor.truckId, info: { eventName: '200명 워크숍' } },
      ),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const bookingId = sent.json().data.id as string;
    const after = await person.call({
      method: 'POST',
      url: `/api/v1/bookings/${bookingId}/messages`,
      payload: { body: '요청 보냈어요!' },
    });
    expect(after.statusCode, after.body).toBe(201);

    // One conversation: the booking's thread starts with the inquiry, marked as such, for both sides.
    for (const party of [person, vendor.vendor]) {
      const threads = (
        await party.call({ method: 'GET', url: `/api/v1/bookings/${bookingId}/messages` })
      ).json().data.threads as { truckId: number; messages: { body: string; fromInquiry: boolean }[] }[];
      expect(threads).toHaveLength(1);
      expect(threads[0]!.messages.map((m) => [m.body, m.fromInquiry])).toEqual([
        ['200명 가능해요?', true],
        ['네, 가능해요.', true],
        ['요청 보냈어요!', false],
      ]);
    }
    // The inquiry points there and takes nothing more while the booking is live.
    const inquiry = (await read(person, id)).json().data;
    expect(inquiry).toMatchObject({
      open: false,
      messages: [],
      booking: { bookingId, eventName: '200명 워크숍', status: 'requested', live: true },
    });
    expect(inquiry.closedReason).toMatch(/예약의 메시지에서/);
    expectCode(await send(person, id, { body: '하나 더요' }), 409, 'MESSAGE_THREAD_CLOSED');
    expect((await listOf(vendor.vendor)).inquiries.find((each) => each.id === id)?.booking).toMatchObject({
      bookingId,
      live: true,
    });

    // Refused: the customer may ask the truck again, in the same inquiry, from an empty page.
    const rejected = await setBookingStatus(vendor.vendor, bookingId, {
      status: 'rejected',
      reason: '일정이 차 있어요',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const reopened = (await read(person, id)).json().data;
    expect(reopened).toMatchObject({ open: true, messages: [], booking: { bookingId, live: false } });
    expect((await send(person, id, { body: '다른 날은 어떠세요?' })).statusCode).toBe(201);
  });

  it('as the truck’s quote on the customer’s open request continues the inquiry there', async () => {
    const person = await signedUpCaller(t.app, 'ask-open@example.com');
    const id = await opened(person, rival.truckId);
    await send(person, id, { body: '떡볶이 덜 맵게 되나요?' });
    const request = await postBooking(
      person,
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: ref.itemsOf('bunsik')[0]!.id, servings: 60 }] },
        { info: { eventName: '열린 요청 워크숍' } },
      ),
    );
    expect(request.statusCode, request.body).toBe(201);
    const bookingId = request.json().data.id as string;
    // An open request alone continues nothing: no truck was chosen by it.
    expect((await read(person, id)).json().data.messages).toHaveLength(1);

    const quoted = await sendQuote(rival.vendor, bookingId, quoteBody(rival.truckId, 500_000));
    expect(quoted.statusCode, quoted.body).toBe(201);
    const threads = (
      await person.call({ method: 'GET', url: `/api/v1/bookings/${bookingId}/messages` })
    ).json().data.threads as { truckId: number; messages: { body: string }[] }[];
    expect(threads.find((th) => th.truckId === rival.truckId)?.messages.map((m) => m.body)).toEqual([
      '떡볶이 덜 맵게 되나요?',
    ]);
    expect((await read(person, id)).json().data).toMatchObject({
      messages: [],
      booking: { bookingId, live: true },
    });
  });
});
