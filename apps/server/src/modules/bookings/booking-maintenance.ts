import {
  type Actor,
  BOOKING_AUTO_COMPLETE_AFTER_END_MS,
  type BookingStatus,
  canTransition,
  currentTime,
  DAY_MS,
  DEPOSIT_LAPSED_REASON,
  EXPIRING_REMINDER_HOURS,
  HOUR_MS,
  MINUTE_MS,
  PAYMENT_RULES,
  QUOTE_DECLINE_REASONS,
  UNANSWERED_REMINDER_HOURS,
} from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { systemLine } from '../../db/move-line.ts';
import * as reminders from './booking-reminders.repo.ts';
import * as repo from './bookings.repo.ts';
import * as counterOffersRepo from './counter-offers.repo.ts';
import * as quotesRepo from './quotes.repo.ts';
import { cancelUnpaidAtStart } from './unpaid-balance.ts';

const MAINTENANCE_BATCH = 200;

async function sweep(
  db: Db,
  now: Date,
  move: {
    from: BookingStatus;
    to: BookingStatus;
    column: 'startsAt' | 'endsAt' | 'depositDueAt';
    dueBefore: Date;
    reason?: string;
  },
): Promise<number> {
  const actor: Actor = 'system';
  let moved = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await repo.lockDueBookings(tx, move.from, move.column, move.dueBefore, MAINTENANCE_BATCH);
      const ids = due
        .filter(
          (booking) =>
            canTransition({
              from: booking.status,
              to: move.to,
              actor,
              now,
              eventStart: booking.startsAt,
              eventEnd: booking.endsAt,
              reason: move.reason,
            }).ok,
        )
        .map((booking) => booking.id);
      await repo.moveBookings(
        tx,
        ids,
        move,
        systemLine(now, move.reason),
        move.reason ? { statusReason: move.reason } : {},
      );
      // A request that expires takes its quotes and any counter-proposal with it (as a cancellation does).
      if (move.from === 'requested') {
        const ended = QUOTE_DECLINE_REASONS.requestEnded;
        await quotesRepo.closeLiveQuotes(tx, { bookingIds: ids }, 'declined', ended, now);
        await counterOffersRepo.moveCounterOffers(tx, { bookingIds: ids }, 'expired', systemLine(now));
      }
      return { locked: due.length, moved: ids.length };
    });
    moved += batch.moved;
    // A full batch may have more behind it; a batch the state machine refused entirely would loop forever.
    if (batch.locked < MAINTENANCE_BATCH || batch.moved === 0) return moved;
  }
}

/**
 * Scheduled work (docs/product.md § Domain): requests nobody accepted before the event began expire (their quotes
 * declined), quotes past their validity expire; accepted
 * bookings complete themselves 48 h after the event ends, or lapse when their deposit was not paid in time;
 * unanswered requests are reminded of. Each move passes the shared state machine as
 * `system` and is written with its history row. Idempotent SQL, safe to run from any number of instances at
 * once.
 */
export async function runBookingMaintenance(
  db: Db,
  now: Date = currentTime(),
): Promise<{ expired: number; completed: number; lapsed: number; reminded: number; quotesExpired: number }> {
  const expired = await sweep(db, now, {
    from: 'requested',
    to: 'expired',
    column: 'startsAt',
    dueBefore: now,
  });
  // A booking that begins with its balance unpaid is cancelled, the policy's fee kept (decision 069).
  const unpaid = await cancelUnpaidAtStart(db, now);
  const completed = await sweep(db, now, {
    from: 'accepted',
    to: 'completed',
    column: 'endsAt',
    dueBefore: new Date(now.getTime() - BOOKING_AUTO_COMPLETE_AFTER_END_MS),
  });
  // A confirmed booking whose deposit was not paid in time lapses, and the truck's time is free again; a payment
  // window opened before the deadline has the grace the screen states to finish (decision 069).
  const lapsed = await sweep(db, now, {
    from: 'accepted',
    to: 'cancelled',
    column: 'depositDueAt',
    dueBefore: new Date(now.getTime() - PAYMENT_RULES.depositGraceMinutes * MINUTE_MS),
    reason: DEPOSIT_LAPSED_REASON,
  });
  const reminded = await sendReminders(db, now);
  // Quotes and counter-proposals whose time passed before the customer answered; their history announces them.
  const quotesExpired = await db.transaction(
    async (tx) =>
      (await quotesRepo.closeLiveQuotes(tx, { validUntilBefore: now }, 'expired', null, now)) +
      (await counterOffersRepo.moveCounterOffers(tx, { validUntilBefore: now }, 'expired', systemLine(now))),
  );
  return { expired, completed, lapsed: lapsed + unpaid, reminded, quotesExpired };
}

/** A reminder missed by longer than this (the servers were down) is stale: it is not sent late. */
const REMINDER_STALE_AFTER_MS = DAY_MS;

/**
 * Reminders about requests nobody answered, each recorded once in booking_reminders, whose
 * trigger announces it through the seam: a direct request unanswered for 12 h (its vendor), and any request 24 h
 * before it would expire at its start (both sides) — unless it was sent less than a day before, when the new
 * request's own notice already says how little time is left — and a confirmed booking's balance a day before it
 * is due (its customer).
 */
async function sendReminders(db: Db, now: Date): Promise<number> {
  const due = new Date(now.getTime() - UNANSWERED_REMINDER_HOURS * HOUR_MS);
  const unanswered = await reminders.recordUnansweredReminders(db, {
    sentAfter: new Date(due.getTime() - REMINDER_STALE_AFTER_MS),
    sentBefore: due,
    now,
  });
  const expiring = await reminders.recordExpiringReminders(db, {
    leadMs: EXPIRING_REMINDER_HOURS * HOUR_MS,
    now,
  });
  const balanceDue = await reminders.recordBalanceDueReminders(db, {
    leadMs: PAYMENT_RULES.balanceReminderHours * HOUR_MS,
    now,
  });
  const overdue = await reminders.recordBalanceOverdue(db, now);
  return unanswered + expiring + balanceDue + overdue;
}
