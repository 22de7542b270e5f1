import { describe, expect, it } from 'vitest';
import {
  type BookingView,
  type BookingViewer,
  type BookingViewSubject,
  bookingView,
} from './booking-view.ts';
import { BOOKING_STATUSES, type BookingStatus } from './states.ts';

const HOUR = 3_600_000;
const now = new Date('2026-11-23T01:00:00Z');
const VIEWERS: readonly BookingViewer[] = ['customer', 'vendor', 'admin'];

/** A request sent two days ago for an event a week away, lasting three hours; priced once a truck said yes. */
function booking(
  status: BookingStatus,
  overrides: Partial<BookingViewSubject> & { startsIn?: number } = {},
): BookingViewSubject {
  const { startsIn = 7 * 24 * HOUR, ...rest } = overrides;
  const startsAt = now.getTime() + startsIn;
  return {
    status,
    isOpenRequest: false,
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(startsAt + 3 * HOUR).toISOString(),
    createdAt: new Date(now.getTime() - 48 * HOUR).toISOString(),
    quotedAmount: ['accepted', 'completed', 'cancelled'].includes(status) ? 900_000 : null,
    ...rest,
  };
}

/** The sections a view shows, by name, and its buttons as `move→status`. */
const shown = (view: BookingView) =>
  Object.entries(view.sections)
    .filter(([, value]) => Boolean(value))
    .map(([name]) => name)
    .sort();
const buttons = (view: BookingView) => view.buttons.map((b) => `${b.label}:${b.edge.from}→${b.edge.to}`);

// Written out by hand from docs/product.md § Domain and the detail screen, not derived from the code under test:
// a direct request, a week before the event.
const BEFORE_START: Record<
  BookingStatus,
  Record<BookingViewer, { sections: string[]; buttons: string[] }>
> = {
  requested: {
    customer: {
      sections: ['cancel', 'counterOffer', 'edit', 'messages', 'truckPhone', 'widen'],
      buttons: ['예약 취소하기:requested→cancelled'],
    },
    vendor: {
      sections: ['messages', 'vendorActions', 'vendorCounterOffer', 'vendorTrucks'],
      buttons: ['수락하기:requested→accepted', '거절하기:requested→rejected'],
    },
    admin: { sections: ['operatorCancel', 'truckPhone'], buttons: ['예약 취소하기:requested→cancelled'] },
  },
  accepted: {
    customer: {
      sections: ['cancel', 'edit', 'messages', 'payment', 'truckPhone'],
      buttons: ['예약 취소하기:accepted→cancelled'],
    },
    vendor: { sections: ['messages', 'payment', 'vendorActions'], buttons: ['예약 취소:accepted→cancelled'] },
    admin: {
      sections: ['operatorCancel', 'payment', 'truckPhone'],
      buttons: ['예약 취소하기:accepted→cancelled'],
    },
  },
  rejected: {
    customer: { sections: ['messages', 'rerequest', 'truckPhone'], buttons: [] },
    vendor: { sections: ['messages', 'vendorActions'], buttons: [] },
    admin: { sections: ['truckPhone'], buttons: [] },
  },
  cancelled: {
    customer: { sections: ['messages', 'payment', 'truckPhone'], buttons: [] },
    vendor: { sections: ['messages', 'payment', 'vendorActions'], buttons: [] },
    admin: { sections: ['payment', 'truckPhone'], buttons: [] },
  },
  completed: {
    customer: { sections: ['messages', 'payment', 'rerequest', 'reviews', 'truckPhone'], buttons: [] },
    vendor: { sections: ['messages', 'payment', 'reviews', 'vendorActions'], buttons: [] },
    admin: { sections: ['payment', 'truckPhone'], buttons: [] },
  },
  expired: {
    customer: { sections: ['messages', 'rerequest', 'truckPhone'], buttons: [] },
    vendor: { sections: ['messages', 'vendorActions'], buttons: [] },
    admin: { sections: ['truckPhone'], buttons: [] },
  },
};

describe('bookingView: every status for every viewer', () => {
  for (const status of BOOKING_STATUSES) {
    for (const viewer of VIEWERS) {
      it(`${status} for the ${viewer}: its sections and buttons`, () => {
        const view = bookingView(booking(status), viewer, now);
        expect({ sections: shown(view), buttons: buttons(view) }).toEqual(BEFORE_START[status][viewer]);
        expect(view.viewer).toBe(viewer);
      });
    }
  }

  it('names each status as the badge does, whoever looks', () => {
    const words = BOOKING_STATUSES.map((status) => bookingView(booking(status), 'vendor', now).statusLabel);
    expect(words).toEqual(['요청', '확정', '거절', '취소', '완료', '만료']);
  });

  it('shares phones and the contact once a truck has committed, and ends the thread when nothing happens', () => {
    const of = (status: BookingStatus) => bookingView(booking(status), 'customer', now);
    expect(BOOKING_STATUSES.filter((status) => of(status).committed)).toEqual(['accepted', 'completed']);
    expect(BOOKING_STATUSES.map((status) => of(status).sections.messages)).toEqual([
      { phonesShared: false, ended: false },
      { phonesShared: true, ended: false },
      { phonesShared: false, ended: true },
      { phonesShared: false, ended: true },
      { phonesShared: true, ended: false },
      { phonesShared: false, ended: true },
    ]);
    expect(bookingView(booking('requested'), 'vendor', now).contactNote).toBe(
      '예약을 수락하면 고객의 이름과 연락처가 보여요.',
    );
    expect(bookingView(booking('accepted'), 'vendor', now).contactNote).toBeNull();
    expect(bookingView(booking('requested'), 'customer', now).contactNote).toBeNull();
  });
});

describe('bookingView: the words that follow the status', () => {
  it('heads the truck’s part for each side', () => {
    const heading = (status: BookingStatus, viewer: BookingViewer, isOpenRequest = false) =>
      bookingView(booking(status, { isOpenRequest }), viewer, now).truckHeading;
    expect(heading('requested', 'customer')).toBe('요청한 푸드트럭');
    expect(heading('accepted', 'customer')).toBe('확정된 푸드트럭');
    expect(heading('completed', 'customer')).toBe('확정된 푸드트럭');
    expect(heading('cancelled', 'customer')).toBe('요청한 푸드트럭');
    expect(heading('requested', 'vendor', true)).toBe('열린 요청');
    expect(heading('requested', 'vendor')).toBe('우리 푸드트럭');
    expect(heading('accepted', 'vendor', true)).toBe('우리 푸드트럭');
    expect(heading('accepted', 'admin')).toBe('푸드트럭과 금액');
  });

  it('labels the reason, the quote, the unpriced request, the open request and the edit', () => {
    const of = (status: BookingStatus, viewer: BookingViewer = 'customer') =>
      bookingView(booking(status), viewer, now);
    expect(BOOKING_STATUSES.map((status) => of(status).reasonLabel)).toEqual([
      '사유',
      '사유',
      '거절 사유',
      '취소 사유',
      '사유',
      '사유',
    ]);
    expect(of('accepted', 'vendor').quoteLabel).toBe('확정 금액 (우리 견적)');
    expect(of('accepted').quoteLabel).toBe('확정 금액 (사장님 견적)');
    expect(of('requested').pendingQuote).toBe('견적 대기 중');
    expect(of('requested', 'vendor').pendingQuote).toBe('수락할 때 정해요');
    expect(
      bookingView(booking('requested', { quotedAmount: 800_000 }), 'customer', now).pendingQuote,
    ).toBeNull();
    expect(of('expired').pendingQuote).toBeNull();
    expect(of('requested').openRequestLine).toBe('열린 요청 · 견적을 기다리는 중');
    expect(of('expired').openRequestLine).toBe('열린 요청');
    expect(of('requested', 'vendor').requestKind).toBe('우리 트럭 지정');
    expect(bookingView(booking('requested', { isOpenRequest: true }), 'vendor', now).requestKind).toBe(
      '열린 요청',
    );
    expect(of('accepted', 'vendor').requestKind).toBeNull();
    expect(of('requested').sections.edit).toBe('요청 내용 수정하기');
    expect(of('accepted').sections.edit).toBe('연락처·요청사항 수정하기');
    expect(of('accepted', 'vendor').sections.edit).toBeNull();
  });

  it('offers 다시 요청하기 on a refused or lapsed request and 다시 예약하기 on a served one', () => {
    const of = (status: BookingStatus) => bookingView(booking(status), 'customer', now).sections.rerequest;
    expect(of('rejected')).toMatchObject({
      served: false,
      heading: '다른 날짜나 다른 트럭으로 다시 요청해 보세요',
    });
    expect(of('expired')).toMatchObject({
      served: false,
      heading: '새로 요청해 보세요',
      button: '다시 요청하기',
    });
    expect(of('completed')).toMatchObject({ served: true, button: '다시 예약하기' });
    expect(of('cancelled')).toBeNull();
    expect(bookingView(booking('rejected'), 'vendor', now).sections.rerequest).toBeNull();
  });
});

describe('bookingView: an open request', () => {
  it('is answered with quotes: compared by the customer, sent by a truck, never accepted or refused by button', () => {
    const open = booking('requested', { isOpenRequest: true });
    expect(shown(bookingView(open, 'customer', now))).toEqual([
      'cancel',
      'edit',
      'messages',
      'quotes',
      'truckPhone',
    ]);
    const vendor = bookingView(open, 'vendor', now);
    expect(shown(vendor)).toEqual([
      'messages',
      'openRequestNote',
      'vendorActions',
      'vendorQuote',
      'vendorTrucks',
    ]);
    expect(vendor.buttons).toEqual([]);
  });
});

describe('bookingView: the clock', () => {
  it('offers 완료 처리 once the event has ended and says when before, in the machine’s words', () => {
    const before = bookingView(booking('accepted'), 'vendor', now);
    expect(before.later).toEqual([
      { move: 'complete', reason: "'완료' 처리는 행사가 끝난 뒤에 할 수 있어요." },
    ]);
    const during = bookingView(booking('accepted', { startsIn: -HOUR }), 'vendor', now);
    expect(during.buttons.map((b) => b.move)).toEqual(['cancel']);
    const after = bookingView(booking('accepted', { startsIn: -4 * HOUR }), 'vendor', now);
    expect(buttons(after)).toEqual(['예약 취소:accepted→cancelled', '완료 처리:accepted→completed']);
    expect(after.later).toEqual([]);
  });

  it('takes back 수락 once the event has begun, and the customer’s cancel of a confirmed booking', () => {
    const started = { startsIn: -60_000 };
    const vendor = bookingView(booking('requested', started), 'vendor', now);
    expect(vendor.buttons.map((b) => b.move)).toEqual(['reject']);
    expect(vendor.later).toEqual([
      { move: 'accept', reason: "행사가 시작된 뒤에는 '확정' 처리할 수 없어요." },
    ]);
    const customer = bookingView(booking('accepted', started), 'customer', now);
    expect(customer.sections.cancel).toBeNull();
    expect(
      bookingView(booking('accepted', started), 'admin', now).sections.operatorCancel?.edge.requires,
    ).toEqual(['reason']);
  });

  it('opens the reviews once an accepted event has ended, for its two parties only', () => {
    const ended = booking('accepted', { startsIn: -3 * HOUR });
    expect(bookingView(booking('accepted', { startsIn: -HOUR }), 'customer', now).sections.reviews).toBe(
      false,
    );
    expect(bookingView(ended, 'customer', now).sections.reviews).toBe(true);
    expect(bookingView(ended, 'vendor', now).sections.reviews).toBe(true);
    expect(bookingView(ended, 'admin', now).sections.reviews).toBe(false);
  });

  it('offers 열린 요청으로 넓히기 only after the truck had its time, unless the event is a day away', () => {
    const widen = (overrides: Partial<BookingViewSubject> & { startsIn?: number }) =>
      bookingView(booking('requested', overrides), 'customer', now).sections.widen;
    const justSent = { createdAt: now.toISOString() };
    expect(widen(justSent)).toBe(false);
    expect(widen({ ...justSent, startsIn: 20 * HOUR })).toBe(true);
    expect(widen({ createdAt: new Date(now.getTime() - 12 * HOUR).toISOString() })).toBe(true);
    expect(widen({ startsIn: -1000 })).toBe(false);
    expect(widen({ isOpenRequest: true })).toBe(false);
    const waiting = booking('requested');
    expect(bookingView(waiting, 'customer', now, { counterOfferWaiting: true }).sections.widen).toBe(false);
    expect(bookingView(waiting, 'customer', now, { counterOfferWaiting: false }).sections.widen).toBe(true);
  });
});
