import { addDays, type BookingDetail, bookingView, seoulDate } from '@ft/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { draftToCreateBody, firstIncompleteStep } from './draft-steps.ts';
import { bookingDraft, emptyDraft, hasWorkInProgress } from './draft-store.ts';
import { bookingToDraft, linesText, retryDateHint } from './rerequest.ts';

/** Which bookings offer 열린 요청으로 넓히기 and 다시 요청하기 on the detail: the shared view's sections. */
const canWiden = (booking: BookingDetail, at: Date, counterOfferWaiting = false) =>
  bookingView(booking, booking.viewerRole, at, { counterOfferWaiting }).sections.widen;
const canRerequest = (booking: Pick<BookingDetail, 'status' | 'viewerRole'>) =>
  bookingView({ ...rejected, ...booking }, booking.viewerRole, now).sections.rerequest !== null;

const now = new Date();
const eventDate = addDays(seoulDate(now), 20);
const startsAt = new Date(now.getTime() + 20 * 86_400_000).toISOString();

const rejected: BookingDetail = {
  id: 'b1',
  code: 'FT-20300101-AB12',
  status: 'rejected',
  eventType: { id: 2, slug: 'festival', name: '축제' },
  info: {
    eventName: '가을 동네 축제',
    eventDate,
    startTime: '11:00',
    endTime: '15:00',
    guestCount: 150,
    address: {
      postcode: '03946',
      roadAddress: '서울 마포구 월드컵로 212',
      detailAddress: '정문 앞',
      sido: '서울특별시',
      sigungu: '마포구',
    },
    budget: 1_500_000,
  },
  // The truck's own dishes (its ids), as a request addressed to it is priced.
  menus: [
    { menuItemId: 41, categoryId: 1, name: '떡볶이', unitPrice: 5000, servings: 150 },
    { menuItemId: 42, categoryId: 1, name: '어묵', unitPrice: 3000, servings: 80 },
  ],
  contact: { name: '김예약', phone: '01012345678', email: 'me@example.com' },
  requests: '전기는 현장에서 쓸 수 있어요.',
  truck: { id: 7, name: '달빛 떡볶이', thumbnailUrl: null },
  isOpenRequest: false,
  version: 3,
  estimate: 1_140_000,
  quotedAmount: null,
  cancellationFee: null,
  statusReason: '그날은 다른 행사가 있어요',
  startsAt,
  endsAt: startsAt,
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
  vendorPhone: null,
  viewerRole: 'customer',
  history: [],
};
const truck = { id: 7, name: '달빛 떡볶이', thumbnailUrl: null, baseFee: 150_000 };

describe('bookingToDraft', () => {
  it('asks the same truck again with everything but the date, which it refuses to take back', () => {
    const draft = bookingToDraft(rejected, { kind: 'truck', truck, dishIds: [41, 42, 43] }, now);
    expect(draft).toMatchObject({
      truck,
      eventTypeId: 2,
      info: {
        eventName: '가을 동네 축제',
        startTime: '11:00',
        endTime: '15:00',
        guestCount: 150,
        address: { postcode: '03946', roadAddress: '서울 마포구 월드컵로 212', detailAddress: '정문 앞' },
        budget: 1_500_000,
      },
      menus: [
        { menuItemId: 41, servings: 150 },
        { menuItemId: 42, servings: 80 },
      ],
      contact: { name: '김예약', phone: '01012345678', email: 'me@example.com' },
      requests: '전기는 현장에서 쓸 수 있어요.',
      retry: { bookingCode: 'FT-20300101-AB12', outcome: 'rejected', refusedDate: eventDate, rechoose: null },
    });
    expect(draft.info.eventDate).toBeUndefined();
    // A new request: nothing of the old one's sending comes along.
    expect(draft).toMatchObject({ idempotencyKey: null, sentBookingId: null, agreedToPolicy: false });
    expect(firstIncompleteStep(draft)).toBe('info');
    expect(retryDateHint(draft.retry, truck.id)).toMatch(
      // Another year's date carries its year (a test run in late December).
      /^(\d{4}년 )?\d+월 \d+일은 거절된 날짜예요\. 다른 날짜를 골라주세요\.$/,
    );
  });

  it('leaves out, and names, the dishes the truck no longer offers', () => {
    const draft = bookingToDraft(rejected, { kind: 'truck', truck, dishIds: [41] }, now);
    expect(draft.menus).toEqual([{ menuItemId: 41, servings: 150 }]);
    expect(draft.retry?.rechoose).toEqual({
      reason: 'unavailable',
      truckName: '달빛 떡볶이',
      lines: [{ name: '어묵', servings: 80 }],
    });
  });

  it("as an open request drops the truck's own dishes (not catalogue ids) and keeps the rest, date included", () => {
    const draft = bookingToDraft(rejected, { kind: 'open' }, now);
    expect(draft.truck).toBeNull();
    expect(draft.menus).toEqual([]);
    expect(draft.info.eventDate).toBe(eventDate);
    expect(draft.retry).toMatchObject({
      clearedDate: null,
      refusedDate: null,
      rechoose: {
        reason: 'catalogue',
        truckName: '달빛 떡볶이',
        lines: [
          { name: '떡볶이', servings: 150 },
          { name: '어묵', servings: 80 },
        ],
      },
    });
    expect(linesText(draft.retry?.rechoose?.lines ?? [])).toBe('떡볶이 150인분, 어묵 80인분');
    // Everything before the menu is complete: the person lands on the menu step.
    expect(firstIncompleteStep(draft)).toBe('menu');
  });

  it("keeps an open request's catalogue dishes as they are, and clears a date that has passed", () => {
    const past = addDays(seoulDate(now), -2);
    const expiredOpen: BookingDetail = {
      ...rejected,
      status: 'expired',
      isOpenRequest: true,
      truck: null,
      statusReason: null,
      menus: [{ menuItemId: 5, categoryId: 2, name: '닭강정', unitPrice: 6000, servings: 120 }],
      info: { ...rejected.info, eventDate: past },
      startsAt: new Date(now.getTime() - 2 * 86_400_000).toISOString(),
    };
    const draft = bookingToDraft(expiredOpen, { kind: 'open' }, now);
    expect(draft.menus).toEqual([{ menuItemId: 5, servings: 120 }]);
    expect(draft.info.eventDate).toBeUndefined();
    expect(draft.retry).toMatchObject({
      outcome: 'expired',
      clearedDate: past,
      refusedDate: null,
      rechoose: null,
    });
    expect(retryDateHint(draft.retry, null)).toMatch(
      /^이전 요청의 날짜\(\d+월 \d+일\)가 지났어요\. 새 날짜를 골라주세요\.$/,
    );
    expect(firstIncompleteStep(draft)).toBe('info');
  });
});

describe('widening a waiting request (열린 요청으로 넓히기)', () => {
  const waiting: BookingDetail = {
    ...rejected,
    status: 'requested',
    statusReason: null,
    createdAt: new Date(now.getTime() - 13 * 3_600_000).toISOString(),
  };

  it('is not offered right after sending, nor while the truck’s proposal waits, unless the event is a day off', () => {
    const justSent = { ...waiting, createdAt: now.toISOString() };
    expect(canWiden(justSent, now)).toBe(false);
    expect(canWiden(waiting, now, true)).toBe(false);
    const tomorrow = new Date(now.getTime() + 20 * 3_600_000).toISOString();
    expect(canWiden({ ...justSent, startsAt: tomorrow }, now)).toBe(true);
  });

  it('is offered to the customer of a direct request still waiting and still ahead, and to nobody else', () => {
    expect(canWiden(waiting, now)).toBe(true);
    expect(canWiden({ ...waiting, viewerRole: 'vendor' }, now)).toBe(false);
    expect(canWiden({ ...waiting, isOpenRequest: true }, now)).toBe(false);
    expect(canWiden({ ...waiting, status: 'accepted' }, now)).toBe(false);
    expect(canWiden({ ...waiting, startsAt: new Date(now.getTime() - 1000).toISOString() }, now)).toBe(false);
  });

  it('fills an open request that names the waiting one it replaces, which the sent body carries', () => {
    const draft = bookingToDraft(waiting, { kind: 'open' }, now);
    expect(draft.truck).toBeNull();
    expect(draft.info.eventDate).toBe(eventDate);
    expect(draft.retry).toMatchObject({ outcome: 'waiting', replacesBookingId: 'b1' });
    const complete = { ...draft, menus: [{ menuItemId: 3, servings: 150 }] };
    expect(draftToCreateBody(complete)).toMatchObject({ truckId: null, replacesBookingId: 'b1' });
    // A re-request of a rejected booking replaces nothing.
    const retried = { ...bookingToDraft(rejected, { kind: 'open' }, now), menus: complete.menus };
    expect(draftToCreateBody(retried)).not.toHaveProperty('replacesBookingId');
  });
});

describe('canRerequest', () => {
  it.each([
    ['rejected', 'customer', true],
    ['expired', 'customer', true],
    ['cancelled', 'customer', false],
    ['requested', 'customer', false],
    ['rejected', 'vendor', false],
  ] as const)('%s for a %s → %s', (status, viewerRole, expected) => {
    expect(canRerequest({ status, viewerRole })).toBe(expected);
  });
});

describe('replacing the draft', () => {
  beforeEach(() => {
    localStorage.clear();
    bookingDraft.reload();
  });

  it('counts typed work as in progress, but not contact details alone or a sent request', () => {
    expect(hasWorkInProgress(bookingDraft.get())).toBe(false);
    bookingDraft.start(null);
    bookingDraft.update({ contact: { name: '김예약' }, info: { eventName: '  ', address: {} } });
    expect(hasWorkInProgress(bookingDraft.get())).toBe(false);
    bookingDraft.update({ info: { eventName: '송년회' } });
    expect(hasWorkInProgress(bookingDraft.get())).toBe(true);
    bookingDraft.finish('b0');
    expect(hasWorkInProgress(bookingDraft.get())).toBe(false);
  });

  it('starts a new request with a key of its own, never the sent one', () => {
    bookingDraft.start(truck);
    bookingDraft.update({ idempotencyKey: 'a'.repeat(32) });
    bookingDraft.finish('old-booking');
    bookingDraft.replace({ ...bookingToDraft(rejected, { kind: 'open' }, now), idempotencyKey: 'stale-key' });
    expect(bookingDraft.get()).toMatchObject({ idempotencyKey: null, sentBookingId: null, truck: null });
    bookingDraft.reload();
    expect(bookingDraft.get().retry?.bookingCode).toBe('FT-20300101-AB12');
    expect(emptyDraft().retry).toBeNull();
  });
});

describe('다시 예약하기 from a served booking', () => {
  it('books the same truck again with the same menu and site, and a new date to pick', () => {
    const served: BookingDetail = {
      ...rejected,
      status: 'completed',
      statusReason: null,
      quotedAmount: 1_140_000,
    };
    expect(canRerequest(served)).toBe(true);
    expect(canRerequest({ ...served, viewerRole: 'vendor' })).toBe(false);
    const draft = bookingToDraft(served, { kind: 'truck', truck, dishIds: [41, 42] }, now);
    expect(draft).toMatchObject({
      truck,
      menus: [
        { menuItemId: 41, servings: 150 },
        { menuItemId: 42, servings: 80 },
      ],
      info: { address: { roadAddress: '서울 마포구 월드컵로 212', detailAddress: '정문 앞' } },
      retry: { outcome: 'completed', refusedDate: null, clearedDate: eventDate },
    });
    expect(draft.info.eventDate).toBeUndefined();
    expect(firstIncompleteStep(draft)).toBe('info');
  });
});
