import { HOUR_MS } from '../../constants.ts';
import { phonesShared } from '../../contracts/bookings.ts';
import { EXPIRING_REMINDER_HOURS, UNANSWERED_REMINDER_HOURS } from '../../contracts/events.ts';
import { canEditBooking } from './editing.ts';
import {
  availableTransitions,
  BOOKING_TRANSITIONS,
  type BookingTransition,
  bookingTimes,
  canTransition,
} from './machine.ts';
import { BOOKING_STATUS_LABELS, type BookingStatus } from './states.ts';

/**
 * What a booking's screens show, derived from the status machine for one viewer at one moment (as a
 * marketplace derives its buttons from state and role): the sections, the buttons with the edge each takes,
 * and the words that change with the status. Pure; the screens ask it instead of comparing statuses, and
 * the server's checks stay the machine's (`canTransition`).
 */

export type BookingViewer = 'customer' | 'vendor' | 'admin';

/** What the view reads of a booking; the API's `Booking` carries all of it. */
export interface BookingViewSubject {
  status: BookingStatus;
  isOpenRequest: boolean;
  startsAt: string;
  endsAt: string;
  createdAt: string;
  quotedAmount: number | null;
}

/** A move a screen offers as a button. The customer's accept is no button: they choose a quote or a proposal. */
export type BookingMove = 'accept' | 'reject' | 'complete' | 'cancel';

export interface BookingButton {
  move: BookingMove;
  label: string;
  /** The machine's edge the button takes: what it moves to and what it must carry (`requires`). */
  edge: BookingTransition;
}

/** A move the machine has for the viewer that the clock does not allow (yet or any more), in its words. */
export interface BookingLaterMove {
  move: BookingMove;
  reason: string;
}

const MOVE_OF: Partial<Record<BookingStatus, BookingMove>> = {
  accepted: 'accept',
  rejected: 'reject',
  completed: 'complete',
  cancelled: 'cancel',
};

const BUTTON_LABELS: Record<BookingViewer, Partial<Record<BookingMove, string>>> = {
  customer: { cancel: '예약 취소하기' },
  vendor: { reject: '거절하기', accept: '수락하기', cancel: '예약 취소', complete: '완료 처리' },
  admin: { cancel: '예약 취소하기' },
};

/** 다시 요청하기 on a refused or lapsed request, 다시 예약하기 on a served booking: the words of each. */
export interface RerequestView {
  /** The booking was served: the same truck again, with only a new date to pick. */
  served: boolean;
  heading: string;
  body: string;
  button: '다시 예약하기' | '다시 요청하기';
}

const RETRY_BODY = '이 요청의 내용을 그대로 채워 드려요. 바꿀 부분만 고치면 돼요.';
const RE_REQUEST_VIEWS: Partial<Record<BookingStatus, RerequestView>> = {
  completed: {
    served: true,
    heading: '같은 트럭으로 다시 예약할까요?',
    body: '메뉴와 장소를 그대로 채워 드려요. 새 날짜만 고르면 돼요.',
    button: '다시 예약하기',
  },
  rejected: {
    served: false,
    heading: '다른 날짜나 다른 트럭으로 다시 요청해 보세요',
    body: RETRY_BODY,
    button: '다시 요청하기',
  },
  expired: { served: false, heading: '새로 요청해 보세요', body: RETRY_BODY, button: '다시 요청하기' },
};

/**
 * 다시 요청하기 / 다시 예약하기 for `status`, or null: a request that never got a yes (the truck said no, or
 * nobody accepted it before the event began) is asked again; a served one is booked again. A cancelled booking
 * is not offered: a plain new request answers it as well.
 */
export const rerequestView = (status: BookingStatus): RerequestView | null =>
  RE_REQUEST_VIEWS[status] ?? null;

/**
 * A truck has said yes and stands by it (accepted, or served): phones are shared both ways, the vendor sees the
 * customer's name and number, and calling it off falls under the refund policy.
 */
export const isCommitted = (status: BookingStatus): boolean => phonesShared(status);

/** The conversation's state: open between the parties until the booking ends without happening. */
export interface MessagesView {
  phonesShared: boolean;
  /** Rejected, cancelled or expired: the thread is kept to read. */
  ended: boolean;
}

export interface BookingView {
  viewer: BookingViewer;
  /** The badge's word: 요청, 확정, 거절, 취소, 완료, 만료. */
  statusLabel: string;
  /** See `isCommitted`. */
  committed: boolean;
  /** The heading over the status reason. */
  reasonLabel: '거절 사유' | '취소 사유' | '사유';
  /** The heading of the truck's part of the detail. */
  truckHeading: '열린 요청' | '우리 푸드트럭' | '확정된 푸드트럭' | '요청한 푸드트럭' | '푸드트럭과 금액';
  /** A history card without a truck: an open request, still waiting for quotes or not. */
  openRequestLine: '열린 요청 · 견적을 기다리는 중' | '열린 요청';
  /** The inbox's badge for a request waiting for an answer: to every truck, or to this one. */
  requestKind: '열린 요청' | '우리 트럭 지정' | null;
  /** What the quoted amount is called in the amounts. */
  quoteLabel: '확정 금액 (우리 견적)' | '확정 금액 (사장님 견적)';
  /** The 확정 금액 line while no price is set yet, or null once there is one or the request is over. */
  pendingQuote: '수락할 때 정해요' | '견적 대기 중' | null;
  /** The note over the contact in the request's summary while the vendor cannot see it yet. */
  contactNote: string | null;
  sections: {
    rerequest: RerequestView | null;
    /**
     * 열린 요청으로 넓히기: the customer's direct request, still unanswered and ahead, may go to every matching
     * truck. Not right after sending (the truck has the time its reminder waits, unless the event is a day
     * away), and not while the truck's counter-proposal waits for the customer's answer: the truck has answered.
     */
    widen: boolean;
    /** The truck's counter-proposal on the customer's direct request, waiting for their answer. */
    counterOffer: boolean;
    /** The quotes on the customer's open request, to compare and choose. */
    quotes: boolean;
    /** The vendor's own trucks are needed (a quote or a proposal is sent from one). */
    vendorTrucks: boolean;
    /** The vendor answers an open request with a quote, instead of the other buttons. */
    vendorQuote: boolean;
    /** The vendor's 다른 조건 제안 on a request sent to their truck. */
    vendorCounterOffer: boolean;
    /** The vendor's buttons and the moves that wait for the clock. */
    vendorActions: boolean;
    /** The open request's explanation in place of the truck (the vendor's view before a quote is chosen). */
    openRequestNote: boolean;
    /** The truck's business number may be shown (to everyone but the truck itself). */
    truckPhone: boolean;
    /** 결제 (the customer's: what to pay by when) or 결제 현황, once there is a price. */
    payment: boolean;
    messages: MessagesView | null;
    /** Reviews open with 구매확정, which comes once the event is over: from then, not only once completed. */
    reviews: boolean;
    /** 요청 내용 수정하기 (everything, before a truck commits) or 연락처·요청사항 수정하기 (after). */
    edit: '요청 내용 수정하기' | '연락처·요청사항 수정하기' | null;
    /** The customer's 예약 취소, with the fee the refund policy sets. */
    cancel: BookingButton | null;
    /** 운영자 취소: an operator calls it off, always with a reason. */
    operatorCancel: BookingButton | null;
  };
  /** The viewer's buttons, in the machine's order. */
  buttons: BookingButton[];
  later: BookingLaterMove[];
}

const parties = (viewer: BookingViewer) => viewer === 'customer' || viewer === 'vendor';

/** What a screen knows besides the booking: whether the truck's counter-proposal waits for the customer. */
export interface BookingViewContext {
  counterOfferWaiting?: boolean | undefined;
}

function canWiden(booking: BookingViewSubject, viewer: BookingViewer, now: Date): boolean {
  const startsAt = Date.parse(booking.startsAt);
  const waitedLongEnough =
    now.getTime() - Date.parse(booking.createdAt) >= UNANSWERED_REMINDER_HOURS * HOUR_MS ||
    startsAt - now.getTime() <= EXPIRING_REMINDER_HOURS * HOUR_MS;
  return (
    viewer === 'customer' &&
    booking.status === 'requested' &&
    !booking.isOpenRequest &&
    startsAt > now.getTime() &&
    waitedLongEnough
  );
}

function buttonsOf(booking: BookingViewSubject, viewer: BookingViewer, now: Date): BookingButton[] {
  const labels = BUTTON_LABELS[viewer];
  return availableTransitions(booking.status, viewer, bookingTimes(booking, now)).flatMap((edge) => {
    const move = MOVE_OF[edge.to];
    const label = move && labels[move];
    return move && label ? [{ move, label, edge }] : [];
  });
}

function laterOf(
  booking: BookingViewSubject,
  viewer: BookingViewer,
  now: Date,
  buttons: readonly BookingButton[],
): BookingLaterMove[] {
  const seen = new Set<BookingMove>(buttons.map((button) => button.move));
  const later: BookingLaterMove[] = [];
  for (const edge of BOOKING_TRANSITIONS) {
    const move = MOVE_OF[edge.to];
    if (edge.from !== booking.status || !edge.actors.includes(viewer) || !move) continue;
    if (!BUTTON_LABELS[viewer][move] || seen.has(move)) continue;
    seen.add(move);
    const verdict = canTransition({
      from: booking.status,
      to: edge.to,
      actor: viewer,
      ...bookingTimes(booking, now),
      reason: '사유',
      quotedAmount: 1,
    });
    if (!verdict.ok && verdict.code === 'OPERATION_NOT_ALLOWED') later.push({ move, reason: verdict.reason });
  }
  return later;
}

/** What `viewer` is shown of `booking` at `now`. */
export function bookingView(
  booking: BookingViewSubject,
  viewer: BookingViewer,
  now: Date,
  { counterOfferWaiting = false }: BookingViewContext = {},
): BookingView {
  const { status, isOpenRequest } = booking;
  const waiting = status === 'requested';
  const committed = isCommitted(status);
  const customer = viewer === 'customer';
  const vendor = viewer === 'vendor';
  const buttons = buttonsOf(booking, viewer, now);
  const cancel = buttons.find((button) => button.move === 'cancel') ?? null;
  const ended = Date.parse(booking.endsAt) <= now.getTime();
  const editable = customer && canEditBooking(status);
  return {
    viewer,
    statusLabel: BOOKING_STATUS_LABELS[status],
    committed,
    reasonLabel: status === 'rejected' ? '거절 사유' : status === 'cancelled' ? '취소 사유' : '사유',
    truckHeading:
      viewer === 'admin'
        ? '푸드트럭과 금액'
        : vendor
          ? isOpenRequest && waiting
            ? '열린 요청'
            : '우리 푸드트럭'
          : committed
            ? '확정된 푸드트럭'
            : '요청한 푸드트럭',
    openRequestLine: waiting ? '열린 요청 · 견적을 기다리는 중' : '열린 요청',
    requestKind: waiting ? (isOpenRequest ? '열린 요청' : '우리 트럭 지정') : null,
    quoteLabel: vendor ? '확정 금액 (우리 견적)' : '확정 금액 (사장님 견적)',
    pendingQuote:
      booking.quotedAmount === null && waiting ? (vendor ? '수락할 때 정해요' : '견적 대기 중') : null,
    contactNote: vendor && !committed ? '예약을 수락하면 고객의 이름과 연락처가 보여요.' : null,
    sections: {
      rerequest: customer ? rerequestView(status) : null,
      widen: canWiden(booking, viewer, now) && !counterOfferWaiting,
      counterOffer: customer && waiting && !isOpenRequest,
      quotes: customer && waiting && isOpenRequest,
      vendorTrucks: vendor && waiting,
      vendorQuote: vendor && waiting && isOpenRequest,
      vendorCounterOffer: vendor && waiting && !isOpenRequest,
      vendorActions: vendor,
      openRequestNote: vendor && waiting && isOpenRequest,
      truckPhone: !vendor,
      payment: booking.quotedAmount !== null,
      messages: parties(viewer)
        ? {
            phonesShared: phonesShared(status),
            ended: status === 'cancelled' || status === 'rejected' || status === 'expired',
          }
        : null,
      reviews: parties(viewer) && (status === 'completed' || (status === 'accepted' && ended)),
      edit: editable ? (waiting ? '요청 내용 수정하기' : '연락처·요청사항 수정하기') : null,
      cancel: customer ? cancel : null,
      operatorCancel: viewer === 'admin' ? cancel : null,
    },
    buttons,
    later: laterOf(booking, viewer, now, buttons),
  };
}
