import { MESSAGE_LIMITS } from '@ft/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import {
  bookingBody,
  createVendorWithTruck,
  postBooking,
  quoteBody,
  referenceIds,
  sendQuote,
  setBookingStatus,
  takeOpenRequest,
} from '../../test/booking-fixtures.ts';
import { type Caller, caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartForm, photoBytes } from '../../test/vendor-fixtures.ts';
import { deliverDueEvents } from '../notifications/notifications.service.ts';

/**
 * A booking's conversation: its customer and its truck's vendor talk, read receipts
 * follow, bad input is refused in Korean with its code, the limit per person holds, and nobody outside the
 * booking reaches it. Runs on PGlite, and on PostgreSQL in CI's second pass.
 */
const SEOUL = { sido: '서울특별시', sigungu: '강남구' };
const BUSAN = { sido: '부산광역시', sigungu: '해운대구' };

let t: TestApp;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let customer: Caller;
let otherCustomer: Caller;
let admin: Caller;
type Vendor = Awaited<ReturnType<typeof createVendorWithTruck>>;
let vendor: Vendor;
let rival: Vendor;
let faraway: Vendor;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  ref = await referenceIds(t.app.database.db);
  customer = await signedUpCaller(t.app, 'msg-customer@example.com', '김민지');
  otherCustomer = await signedUpCaller(t.app, 'msg-other@example.com');
  admin = await signedUpCaller(t.app, 'msg-admin@example.com');
  await t.app.database.db
    .update(users)
    .set({ role: 'admin' })
    .where(eq(users.email, 'msg-admin@example.com'));
  const truck = (email: string, regions = [SEOUL]) =>
    createVendorWithTruck(t.app, { email, regions, categorySlugs: ['bunsik'] });
  vendor = await truck('msg-vendor@example.com');
  rival = await truck('msg-rival@example.com');
  faraway = await truck('msg-busan@example.com', [BUSAN]);
});
afterAll(() => t.close());

const url = (id: string, tail = '') => `/api/v1/bookings/${id}/messages${tail}`;
const send = (person: Caller, id: string, payload: Record<string, unknown>) =>
  person.call({ method: 'POST', url: url(id), payload });
const list = (person: Caller, id: string) => person.call({ method: 'GET', url: url(id) });
const threadsOf = async (person: Caller, id: string) => {
  const res = await list(person, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    viewerSide: string;
    threads: {
      truckId: number;
      open: boolean;
      closedReason: string | null;
      unread: number;
      messages: { body: string; mine: boolean; side: string; readAt: string | null }[];
    }[];
  };
};
const expectCode = (res: LightMyRequestResponse, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
};

async function directBooking(to: Vendor = vendor, eventName = '회사 창립 기념일'): Promise<string> {
  const res = await postBooking(
    customer,
    bookingBody(
      { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: to.menuItemIds[0]!, servings: 50 }] },
      { truckId: to.truckId, info: { eventName } },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

describe('a direct request', () => {
  it('carries messages both ways, with read receipts and unread counts', async () => {
    const id = await directBooking();
    // Before anyone wrote, each side sees the one empty thread with the truck, open.
    expect((await threadsOf(customer, id)).threads).toEqual([
      expect.objectContaining({ truckId: vendor.truckId, open: true, messages: [] }),
    ]);
    const first = await send(customer, id, { body: '  주차는 어디에 하면 될까요?  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      body: '주차는 어디에 하면 될까요?',
      mine: true,
      side: 'customer',
    });

    const seen = await threadsOf(vendor.vendor, id);
    expect(seen.viewerSide).toBe('vendor');
    expect(seen.threads[0]).toMatchObject({ unread: 1 });
    expect(seen.threads[0]!.messages).toEqual([
      expect.objectContaining({
        body: '주차는 어디에 하면 될까요?',
        mine: false,
        side: 'customer',
        readAt: null,
      }),
    ]);
    // Reading marks the customer's message read (their 읽음), not the vendor's own.
    const marked = await vendor.vendor.call({ method: 'PUT', url: url(id, '/read'), payload: {} });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.read).toBe(1);
    expect((await send(vendor.vendor, id, { body: '정문 앞 주차장 쓰시면 돼요.' })).statusCode).toBe(201);

    const back = await threadsOf(customer, id);
    expect(back.threads[0]!.messages.map((m) => [m.body, m.mine, m.readAt !== null])).toEqual([
      ['주차는 어디에 하면 될까요?', true, true],
      ['정문 앞 주차장 쓰시면 돼요.', false, false],
    ]);
    expect(back.threads[0]!.unread).toBe(1);

    // The other side hears of it in-app, with a link to the conversation.
    await deliverDueEvents(t.app.database.db);
    const notices = await customer.call({ method: 'GET', url: '/api/v1/notifications?limit=50' });
    expect(notices.json().data).toContainEqual(
      expect.objectContaining({ type: 'message.sent', link: `/bookings/${id}#messages` }),
    );
  });

  it('never reaches anyone outside the booking', async () => {
    const id = await directBooking();
    expect((await send(customer, id, { body: '안녕하세요' })).statusCode).toBe(201);
    for (const outsider of [rival.vendor, faraway.vendor, otherCustomer]) {
      expectCode(await list(outsider, id), 404, 'BOOKING_NOT_FOUND');
      expectCode(await send(outsider, id, { body: '끼어들기' }), 404, 'BOOKING_NOT_FOUND');
      expectCode(
        await outsider.call({ method: 'PUT', url: url(id, '/read'), payload: {} }),
        404,
        'BOOKING_NOT_FOUND',
      );
      expectCode(
        await outsider.call({ method: 'POST', url: url(id, '/report'), payload: { reason: '스팸' } }),
        404,
        'BOOKING_NOT_FOUND',
      );
    }
    const guest = caller(t.app);
    expect((await list(guest, id)).statusCode).toBe(401);
    expect((await send(guest, id, { body: '손님' })).statusCode).toBe(401);
    // An operator reads a thread only once a party reported it, and never writes in one.
    expectCode(await list(admin, id), 404, 'BOOKING_NOT_FOUND');
    expect((await send(admin, id, { body: '운영자' })).statusCode).toBe(404);
    // A thread of another truck is not the vendor's to name.
    expectCode(
      await send(vendor.vendor, id, { body: '다른 트럭', truckId: rival.truckId }),
      404,
      'RESOURCE_NOT_FOUND',
    );
    // Nothing an outsider tried was stored.
    expect((await threadsOf(vendor.vendor, id)).threads[0]!.messages.map((m) => m.body)).toEqual([
      '안녕하세요',
    ]);
  });

  it('refuses empty and oversized bodies with their field messages', async () => {
    const id = await directBooking();
    for (const body of ['', '   \n  ']) {
      const res = await send(customer, id, { body });
      expectCode(res, 400, 'MESSAGE_EMPTY');
      expect(res.json().fields).toEqual({ body: '메시지를 입력해주세요.' });
      expect(res.json().error).toBe('메시지를 입력해주세요.');
    }
    expectCode(await send(customer, id, {}), 400, 'MESSAGE_EMPTY');
    const tooLong = await send(customer, id, { body: '가'.repeat(MESSAGE_LIMITS.bodyMax + 1) });
    expectCode(tooLong, 400, 'MESSAGE_TOO_LONG');
    expect(tooLong.json().fields.body).toContain('1,000자');
    // Far past the limit the contract refuses it, still in the same words.
    const huge = await send(customer, id, { body: '가'.repeat(MESSAGE_LIMITS.bodyMax * 9) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields.body).toContain('1,000자');
    expect((await send(customer, id, { body: '가'.repeat(MESSAGE_LIMITS.bodyMax) })).statusCode).toBe(201);
    // The spaces around it do not count.
    expect((await send(customer, id, { body: ` ${'나'.repeat(MESSAGE_LIMITS.bodyMax)} ` })).statusCode).toBe(
      201,
    );
    const badPhoto = await send(customer, id, { body: '사진', photoFileId: 'not-a-uuid' });
    expect(badPhoto.statusCode).toBe(400);
    expect(badPhoto.json().fields.photoFileId).toBe('사진을 다시 올려주세요');
    const unknownPhoto = await send(customer, id, {
      body: '사진',
      photoFileId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownPhoto.statusCode).toBe(400);
    expect(unknownPhoto.json().fields.photoFileId).toContain('다시 올려주세요');
    const badTruck = await send(customer, id, { body: '트럭', truckId: 'abc' });
    expect(badTruck.statusCode).toBe(400);
  });

  it('stores text as it is compared: composed, no zero-width characters, emoji joined (decision 075)', async () => {
    const person = await signedUpCaller(t.app, 'msg-typed@example.com');
    const created = await postBooking(
      person,
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
        { truckId: vendor.truckId },
      ),
    );
    const id = created.json().data.id as string;
    // Only a zero-width space, or such characters among blanks: an empty bubble, refused as one.
    for (const body of ['\u200b', ' \u200b\u200c \u2060\ufeff\u200d ']) {
      const res = await send(person, id, { body });
      expectCode(res, 400, 'MESSAGE_EMPTY');
      expect(res.json().fields).toEqual({ body: '메시지를 입력해주세요.' });
    }
    // Decomposed Hangul (ᄌ+ᅮ+ᄎ+ᅡ …) is stored composed: 11 characters, 11 code units.
    const typed = '주차는 어디에 하나요'.normalize('NFD');
    expect(typed.length).toBeGreaterThan(11);
    const stored = await send(person, id, { body: `${typed}\u200b` });
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json().data.body).toBe('주차는 어디에 하나요');
    expect(stored.json().data.body).toHaveLength(11);
    // A joiner inside an emoji sequence is the emoji's; one elsewhere goes.
    const family = await send(person, id, { body: '가족 👨\u200d👩\u200d👧 와요\u200d!' });
    expect(family.json().data.body).toBe('가족 👨\u200d👩\u200d👧 와요!');
  });

  it('takes a thread’s truck as a JSON integer only: `truckId: true` is not truck 1 (decision 075)', async () => {
    const id = await directBooking();
    for (const truckId of [true, String(vendor.truckId), vendor.truckId + 0.5]) {
      const res = await send(customer, id, { body: '안녕하세요', truckId });
      expectCode(res, 400, 'VALIDATION_ERROR');
      expect(res.json().fields, JSON.stringify(truckId)).toEqual({ truckId: '푸드트럭을 골라주세요' });
    }
    expect((await send(customer, id, { body: '안녕하세요', truckId: vendor.truckId })).statusCode).toBe(201);
  });

  it('limits each person to 20 messages a minute, with Retry-After and a Korean reason', async () => {
    const person = await signedUpCaller(t.app, 'msg-chatty@example.com');
    const res = await postBooking(
      person,
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
        { truckId: vendor.truckId },
      ),
    );
    const id = res.json().data.id as string;
    for (let i = 0; i < MESSAGE_LIMITS.perWindow; i += 1) {
      expect((await send(person, id, { body: `메시지 ${i}` })).statusCode).toBe(201);
    }
    const refused = await send(person, id, { body: '하나 더' });
    expectCode(refused, 429, 'MESSAGE_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatch(/\d+초 뒤에 다시 보내주세요/);
    // The limit is the sender's: the vendor answering is not held back by it.
    expect((await send(vendor.vendor, id, { body: '천천히 보내주세요' })).statusCode).toBe(201);
  });
});

describe('an open request', () => {
  async function openRequest(eventName: string): Promise<string> {
    const res = await postBooking(
      customer,
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: ref.itemsOf('bunsik')[0]!.id, servings: 60 }] },
        { info: { eventName } },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id;
  }

  it('lets each matching vendor ask, and closes the others once one accepts', async () => {
    const id = await openRequest('열린 요청 문의');
    // Nobody asked yet: the customer has nobody to write to.
    expect((await threadsOf(customer, id)).threads).toEqual([]);
    expectCode(await send(customer, id, { body: '안녕하세요' }), 409, 'MESSAGE_THREAD_CLOSED');
    // A truck the request does not reach learns nothing of it.
    expectCode(await list(faraway.vendor, id), 404, 'BOOKING_NOT_FOUND');

    expect((await send(vendor.vendor, id, { body: '떡볶이 맵기 조절 되나요?' })).statusCode).toBe(201);
    expect((await send(rival.vendor, id, { body: '전기 쓸 수 있나요?' })).statusCode).toBe(201);
    // Each vendor sees their own thread only.
    expect((await threadsOf(rival.vendor, id)).threads.map((th) => th.messages.map((m) => m.body))).toEqual([
      ['전기 쓸 수 있나요?'],
    ]);
    const mine = await threadsOf(customer, id);
    expect(mine.threads.map((th) => th.truckId)).toEqual([vendor.truckId, rival.truckId]);
    // With two threads the customer names the truck they answer.
    const unnamed = await send(customer, id, { body: '네 가능해요' });
    expectCode(unnamed, 400, 'VALIDATION_ERROR');
    expect(unnamed.json().fields.truckId).toBe('대화할 푸드트럭을 골라주세요');
    expect((await send(customer, id, { body: '네, 있어요', truckId: rival.truckId })).statusCode).toBe(201);
    expect((await threadsOf(vendor.vendor, id)).threads[0]!.messages.map((m) => m.body)).toEqual([
      '떡볶이 맵기 조절 되나요?',
    ]);

    expect((await takeOpenRequest(vendor.vendor, customer, id, vendor.truckId, 500_000)).statusCode).toBe(
      200,
    );
    // The rival's thread is now read-only, for both of its sides.
    const late = await threadsOf(rival.vendor, id);
    expect(late.threads[0]).toMatchObject({
      open: false,
      closedReason: expect.stringContaining('다른 푸드트럭'),
    });
    expectCode(await send(rival.vendor, id, { body: '아직 가능할까요?' }), 409, 'MESSAGE_THREAD_CLOSED');
    expectCode(
      await send(customer, id, { body: '죄송해요', truckId: rival.truckId }),
      409,
      'MESSAGE_THREAD_CLOSED',
    );
    const customerView = await threadsOf(customer, id);
    expect(customerView.threads.map((th) => [th.truckId, th.open])).toEqual([
      [vendor.truckId, true],
      [rival.truckId, false],
    ]);
    expect((await send(customer, id, { body: '잘 부탁드려요', truckId: vendor.truckId })).statusCode).toBe(
      201,
    );
    expect((await send(vendor.vendor, id, { body: '네, 당일 뵐게요' })).statusCode).toBe(201);
  });

  it('lets a vendor who never asked learn nothing once it was taken', async () => {
    const id = await openRequest('늦은 트럭');
    expect((await threadsOf(rival.vendor, id)).threads).toEqual([
      expect.objectContaining({ truckId: rival.truckId, open: true, messages: [] }),
    ]);
    expect((await takeOpenRequest(vendor.vendor, customer, id, vendor.truckId, 400_000)).statusCode).toBe(
      200,
    );
    expectCode(await list(rival.vendor, id), 404, 'BOOKING_NOT_FOUND');
    expectCode(await send(rival.vendor, id, { body: '질문' }), 404, 'BOOKING_NOT_FOUND');
  });

  it('after a choice keeps the chosen truck’s thread and those someone wrote in, not a quote alone', async () => {
    const id = await openRequest('견적만 받은 요청');
    expect((await sendQuote(rival.vendor, id, quoteBody(rival.truckId, 450_000))).statusCode).toBe(201);
    // A quote opens a thread with its truck while the customer compares.
    expect((await threadsOf(customer, id)).threads.map((th) => th.truckId)).toEqual([rival.truckId]);
    expect((await takeOpenRequest(vendor.vendor, customer, id, vendor.truckId, 400_000)).statusCode).toBe(
      200,
    );
    // Nobody wrote: after the choice, and after a later cancel, only the chosen truck's thread is left.
    expect((await threadsOf(customer, id)).threads.map((th) => [th.truckId, th.open])).toEqual([
      [vendor.truckId, true],
    ]);
    expect(
      (await setBookingStatus(customer, id, { status: 'cancelled', reason: '일정 변경' })).statusCode,
    ).toBe(200);
    expect((await threadsOf(customer, id)).threads.map((th) => th.truckId)).toEqual([vendor.truckId]);
  });

  it('tells the customer in their own words why the other truck’s thread closed', async () => {
    const id = await openRequest('질문 뒤 선택');
    expect((await send(rival.vendor, id, { body: '주차 가능한가요?' })).statusCode).toBe(201);
    expect((await takeOpenRequest(vendor.vendor, customer, id, vendor.truckId, 400_000)).statusCode).toBe(
      200,
    );
    const [chosen, other] = (await threadsOf(customer, id)).threads;
    expect(chosen).toMatchObject({ truckId: vendor.truckId, open: true });
    expect(other).toMatchObject({
      truckId: rival.truckId,
      open: false,
      closedReason: '다른 푸드트럭으로 예약을 확정해서 이 대화는 닫혔어요.',
    });
  });

  it('closes every thread when the customer cancels before anyone took it', async () => {
    const id = await openRequest('취소된 열린 요청');
    expect((await send(vendor.vendor, id, { body: '몇 시에 도착하면 될까요?' })).statusCode).toBe(201);
    expect(
      (await setBookingStatus(customer, id, { status: 'cancelled', reason: '일정 변경' })).statusCode,
    ).toBe(200);
    expectCode(await send(vendor.vendor, id, { body: '아쉽네요' }), 409, 'MESSAGE_THREAD_CLOSED');
    // Nor does a photo go up for it.
    const photo = await vendor.vendor.call({
      method: 'POST',
      url: url(id, '/photos'),
      ...multipartForm([
        { name: 'photo', filename: '트럭.jpg', type: 'image/jpeg', bytes: await photoBytes() },
      ]),
    });
    expectCode(photo, 409, 'MESSAGE_THREAD_CLOSED');
    expect((await threadsOf(customer, id)).threads[0]).toMatchObject({ open: false });
  });
});
