import { BOOKING_STATUSES } from '../domain/booking/states.ts';
import { COUNTER_OFFER_STATUSES } from '../domain/quote/counter-offer.ts';
import { QUOTE_STATUSES } from '../domain/quote/quote.ts';
import { REVIEW_STATUSES } from '../domain/review/review.ts';
import { SETTLEMENT_STATUSES } from '../domain/settlement/states.ts';
import { FOOD_TRUCK_STATUSES } from '../enums.ts';
import { APPLICATION_ACTIONS } from './vendor.ts';

/**
 * Reminders about a request nobody has answered, and about a confirmed booking's balance falling
 * due: the maintenance sweep records each once in `booking_reminders`, whose trigger announces
 * `booking.<kind>` like any move.
 */
export const BOOKING_REMINDER_KINDS = ['unanswered', 'expiring', 'balance_due', 'balance_overdue'] as const;
export type BookingReminderKind = (typeof BOOKING_REMINDER_KINDS)[number];
/** Hours after a request is sent with no answer before its vendor is reminded. */
export const UNANSWERED_REMINDER_HOURS = 12;
/** Hours before an unanswered request expires (at the event's start) when both sides are reminded. */
export const EXPIRING_REMINDER_HOURS = 24;

/**
 * What happened, as the one seam announces it: every status a booking, settlement, truck, quote, counter-offer,
 * review or vendor application moves to is an event named after that status (each edge of the shared machines
 * announces its `to`), and a booking whose request the customer changed announces `booking.changed`. The database
 * writes them in the same transaction as the change: a trigger on each table's status column, which also writes
 * its history line (apps/server/drizzle/repeatable/), so no code path — not even a plain SQL update — can change a
 * state without its event. A message announces `message.sent`, a payment's status and refunds `payment.*`.
 * Notifications, live screens, payments and reviews read them.
 */
export const DOMAIN_EVENT_TYPES = [
  ...BOOKING_STATUSES.map((status) => `booking.${status}` as const),
  'booking.changed',
  // Time, not a move: a request still unanswered 12 h after it was sent, and 24 h before it would expire.
  ...BOOKING_REMINDER_KINDS.map((kind) => `booking.${kind}` as const),
  'message.sent',
  // Money: a payment went through, failed or timed out (its status), or some of it was given back.
  'payment.done',
  'payment.aborted',
  'payment.expired',
  'payment.refunded',
  // 구매확정: the service confirmed; a dispute of it opened and resolved.
  'booking.service_confirmed',
  'dispute.opened',
  // The truck's side of an open dispute, for the operator who resolves it.
  'dispute.answered',
  'dispute.resolved',
  ...SETTLEMENT_STATUSES.map((status) => `settlement.${status}` as const),
  // A quote on an open request moved (its history's trigger), or its vendor sent a new revision.
  ...QUOTE_STATUSES.map((status) => `quote.${status}` as const),
  'quote.revised',
  // A truck's counter-proposal on a request sent to it, and what became of it (a trigger on its history).
  ...COUNTER_OFFER_STATUSES.map((status) => `counter_offer.${status}` as const),
  // A review written, published (both sides wrote, or the window closed), hidden or restored by an operator.
  ...REVIEW_STATUSES.map((status) => `review.${status}` as const),
  // 찜: a day the customer wanted opened on a truck they keep (a deferred trigger on its busy spans).
  'kept_truck.opened',
  // A truck's status: its application's decision, suspension and reinstatement by an operator.
  ...FOOD_TRUCK_STATUSES.map((status) => `food_truck.${status}` as const),
  ...APPLICATION_ACTIONS.map((action) => `application.${action}` as const),
] as const;
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

export const DOMAIN_EVENT_SUBJECTS = [
  'booking',
  'settlement',
  'application',
  'message',
  'payment',
  'dispute',
  'quote',
  'counter_offer',
  'review',
  'kept_truck',
  'food_truck',
] as const;
export type DomainEventSubject = (typeof DOMAIN_EVENT_SUBJECTS)[number];

/** The event a move to `to` announces: the machines' edges name their `to`, and this names the event. */
export const announcementOf = (subject: DomainEventSubject, to: string): DomainEventType => {
  const type = `${subject}.${to}`;
  if (!(DOMAIN_EVENT_TYPES as readonly string[]).includes(type)) throw new Error(`no event for ${type}`);
  return type as DomainEventType;
};
