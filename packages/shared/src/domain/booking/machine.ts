import { BOOKING_AUTO_COMPLETE_AFTER_END_MS, HOUR_MS } from '../../constants.ts';
import { ERROR_CATALOG, type ErrorCode } from '../../errors/catalog.ts';
import { currentTime } from '../clock.ts';
import {
  type Actor,
  checkRequirements,
  findEdge,
  isEdge,
  refuse,
  type TransitionEdge,
  type TransitionResult,
} from '../transition.ts';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingStatus } from './states.ts';

/** When, relative to the event, a transition may happen. */
export type BookingTiming =
  | 'beforeEventStart'
  | 'afterEventStart'
  | 'afterEventEnd'
  | 'afterAutoCompleteDelay';

export interface BookingTransition extends TransitionEdge<BookingStatus> {
  timing?: BookingTiming;
  /**
   * Only for one kind of request, and the refusal the other kind gets: a vendor accepts or rejects a request
   * sent to their truck, while an open request is answered with quotes and the customer chooses one.
   */
  only?: { kind: 'targeted' | 'open'; refusal: ErrorCode };
}

/**
 * The booking status machine of docs/product.md § Domain. Pure: whether the actor owns the truck or the
 * booking, whether the truck is free (BOOKING_OVERLAP) and who accepted an open request first
 * (BOOKING_ALREADY_TAKEN) are the server's checks, made in the transaction that writes the change.
 */
export const BOOKING_TRANSITIONS: readonly BookingTransition[] = [
  {
    from: 'requested',
    to: 'accepted',
    actors: ['vendor'],
    requires: ['quotedAmount'],
    // Accepting once the event has begun would confirm a service that can no longer happen on time.
    timing: 'beforeEventStart',
    only: { kind: 'targeted', refusal: 'OPEN_REQUEST_QUOTES_ONLY' },
    comment: 'The target truck commits to come at a quoted price.',
  },
  {
    from: 'requested',
    to: 'accepted',
    actors: ['customer'],
    requires: ['quotedAmount'],
    timing: 'beforeEventStart',
    comment:
      'The customer chooses a quote on their open request, or takes the counter-proposal of the truck they asked (domain/quote): accepted at its price.',
  },
  {
    from: 'requested',
    to: 'rejected',
    actors: ['vendor'],
    requires: ['reason'],
    // An open request is not the vendor's to decline: they leave it, and another truck may take it.
    only: { kind: 'targeted', refusal: 'OPEN_REQUEST_NOT_REJECTABLE' },
    comment: 'The target truck declines and tells the customer why, so they can ask another truck.',
  },
  {
    from: 'requested',
    to: 'cancelled',
    actors: ['customer', 'admin'],
    comment: 'The request is withdrawn before any vendor committed; nothing is owed.',
  },
  {
    from: 'accepted',
    to: 'cancelled',
    actors: ['customer'],
    timing: 'beforeEventStart',
    comment: 'The customer calls the event off in time; the refund-policy fee is shown before confirming.',
  },
  {
    from: 'accepted',
    to: 'cancelled',
    actors: ['vendor', 'admin'],
    requires: ['reason'],
    comment: 'The truck cannot come, or an operator steps in; the customer is owed an explanation.',
  },
  {
    from: 'accepted',
    to: 'cancelled',
    actors: ['system'],
    requires: ['reason'],
    comment: 'The deposit was not paid by its deadline: the acceptance lapses and the truck is free again.',
  },
  {
    from: 'accepted',
    to: 'completed',
    actors: ['vendor'],
    timing: 'afterEventEnd',
    comment:
      'The vendor closes the job once the event is over (not while it runs), which makes it settleable.',
  },
  {
    from: 'accepted',
    to: 'completed',
    actors: ['system'],
    timing: 'afterAutoCompleteDelay',
    comment: 'A vendor who forgets to close the job still gets paid: it completes itself 48 h after the end.',
  },
  {
    from: 'requested',
    to: 'expired',
    actors: ['system'],
    timing: 'afterEventStart',
    comment: 'No vendor accepted before the event began, so the request can no longer be served.',
  },
];

/** What the machine knows of the booking besides its status: when it happens and whom it was sent to. */
export interface BookingTimes {
  now: Date;
  eventStart: Date;
  eventEnd: Date;
  /** Sent to every matching truck rather than one (docs/product.md § Domain). */
  isOpenRequest?: boolean | undefined;
}

/** The machine's view of a booking as the API answers with it, at `now`. */
export function bookingTimes(
  booking: { startsAt: string; endsAt: string; isOpenRequest: boolean },
  now: Date = currentTime(),
): BookingTimes {
  return {
    now,
    eventStart: new Date(booking.startsAt),
    eventEnd: new Date(booking.endsAt),
    isOpenRequest: booking.isOpenRequest,
  };
}

export interface BookingTransitionRequest extends BookingTimes {
  from: BookingStatus;
  to: BookingStatus;
  actor: Actor;
  reason?: string | undefined;
  quotedAmount?: number | undefined;
}

const AUTO_COMPLETE_HOURS = BOOKING_AUTO_COMPLETE_AFTER_END_MS / HOUR_MS;

const TIMING_RULES: Record<
  BookingTiming,
  { holds: (t: BookingTimes) => boolean; refusal: (to: string) => string }
> = {
  beforeEventStart: {
    holds: (t) => t.now.getTime() < t.eventStart.getTime(),
    refusal: (to) => `행사가 시작된 뒤에는 '${to}' 처리할 수 없어요.`,
  },
  afterEventStart: {
    holds: (t) => t.now.getTime() >= t.eventStart.getTime(),
    refusal: (to) => `'${to}' 처리는 행사가 시작된 뒤에 할 수 있어요.`,
  },
  afterEventEnd: {
    holds: (t) => t.now.getTime() >= t.eventEnd.getTime(),
    refusal: (to) => `'${to}' 처리는 행사가 끝난 뒤에 할 수 있어요.`,
  },
  afterAutoCompleteDelay: {
    holds: (t) => t.now.getTime() >= t.eventEnd.getTime() + BOOKING_AUTO_COMPLETE_AFTER_END_MS,
    refusal: (to) => `자동 '${to}' 처리는 행사가 끝나고 ${AUTO_COMPLETE_HOURS}시간이 지난 뒤에 해요.`,
  },
};

function timingHolds(edge: BookingTransition, times: BookingTimes): boolean {
  return edge.timing === undefined || TIMING_RULES[edge.timing].holds(times);
}

const appliesTo = (edge: BookingTransition, times: BookingTimes) =>
  edge.only === undefined || (edge.only.kind === 'open') === Boolean(times.isOpenRequest);

/**
 * Whether `actor` may move a booking from `from` to `to` now. Checks, in order: the graph, the actor, the kind
 * of request, the time rule, then what the move must carry, so people are not asked for a reason for a move
 * they cannot make.
 */
export function canTransition(request: BookingTransitionRequest): TransitionResult {
  const edge = findEdge(BOOKING_TRANSITIONS, request, BOOKING_STATUS_LABELS);
  if (!isEdge(edge)) return edge;
  if (!appliesTo(edge, request)) {
    const code = edge.only!.refusal;
    return refuse(code, ERROR_CATALOG[code].message);
  }
  const rule = edge.timing && TIMING_RULES[edge.timing];
  if (rule && !rule.holds(request)) {
    return refuse('OPERATION_NOT_ALLOWED', rule.refusal(BOOKING_STATUS_LABELS[request.to]));
  }
  return checkRequirements(edge, request);
}

/**
 * Whether the graph has the move for `actor`, whatever its rules of time and kind: the status writer's backstop
 * (the server's `moveBookings`), after the caller has asked `canTransition`.
 */
export function hasBookingEdge(request: {
  from: BookingStatus;
  to: BookingStatus;
  actor: Actor;
}): TransitionResult {
  const edge = findEdge(BOOKING_TRANSITIONS, request, BOOKING_STATUS_LABELS);
  return isEdge(edge) ? { ok: true } : edge;
}

/**
 * The moves `actor` can make from `status` at this time, for deciding which buttons a screen shows; each
 * edge's `requires` says what to ask for (a reason, a quote) before sending.
 */
export function availableTransitions(
  status: BookingStatus,
  actor: Actor,
  times: BookingTimes,
): readonly BookingTransition[] {
  return BOOKING_TRANSITIONS.filter(
    (edge) =>
      edge.from === status &&
      edge.actors.includes(actor) &&
      appliesTo(edge, times) &&
      timingHolds(edge, times),
  );
}

const TERMINAL = new Set<BookingStatus>(
  BOOKING_STATUSES.filter((status) => !BOOKING_TRANSITIONS.some((edge) => edge.from === status)),
);

/** A status with no way out: rejected, cancelled, completed, expired. */
export function isTerminal(status: BookingStatus): boolean {
  return TERMINAL.has(status);
}
