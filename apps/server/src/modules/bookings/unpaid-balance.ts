import { BALANCE_UNPAID_REASON, cancellationQuote, canTransition } from '@ft/shared';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingReminders, bookings, payments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './bookings.repo.ts';

/**
 * A confirmed booking whose deposit was paid and whose rest is not paid nor on its way (decision 069). The one
 * definition the reminders, the overdue notice, the truck's choices and the cancel at the event's start share.
 */
export const balanceOwed = sql`exists (select 1 from ${payments} p where p.booking_id = ${bookings.id}
    and p.kind = 'deposit' and p.status in ('DONE', 'PARTIAL_CANCELED'))
  and not exists (select 1 from ${payments} p where p.booking_id = ${bookings.id} and p.kind in ('balance', 'full')
    and p.status in ('IN_PROGRESS', 'CONFIRM_UNKNOWN', 'DONE', 'PARTIAL_CANCELED'))`;

/** Whether the booking (locked by the caller) owes its balance now. */
export async function owesBalance(tx: Db, bookingId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'accepted'), balanceOwed));
  return row !== undefined;
}

/**
 * Cancels a booking for its unpaid balance, by its truck or by the sweep at the event's start: the customer
 * bears the refund policy's fee at this moment (what they would have paid to call it off), kept from what they
 * paid; the rest goes back through the payments' refunds. The shared state machine decides as for any cancel.
 */
export async function cancelForUnpaidBalance(
  tx: Db,
  booking: repo.BookingRow,
  by: { actor: 'vendor' | 'system'; userId: string | null },
  now: Date,
): Promise<void> {
  const verdict = canTransition({
    from: booking.status,
    to: 'cancelled',
    actor: by.actor,
    now,
    eventStart: booking.startsAt,
    eventEnd: booking.endsAt,
    reason: BALANCE_UNPAID_REASON,
  });
  if (!verdict.ok) throw new AppError(verdict.code, { message: verdict.reason });
  const fee = cancellationQuote({
    status: booking.status,
    quotedAmount: booking.quotedAmount,
    eventDate: booking.eventDate,
    now,
  }).fee;
  await repo.moveBookings(
    tx,
    [booking.id],
    { from: booking.status, to: 'cancelled' },
    { actor: by.actor, actorUserId: by.userId, reason: BALANCE_UNPAID_REASON, at: now },
    { statusReason: BALANCE_UNPAID_REASON, cancellationFee: fee },
  );
}

/**
 * Gives the customer until `dueAt` for the balance (the truck's choice): the overdue notice and the day-before
 * reminder may come again for the new deadline.
 */
export async function moveBalanceDue(tx: Db, bookingId: string, dueAt: Date, now: Date): Promise<void> {
  await repo.updateBookingRow(tx, bookingId, { balanceDueAt: dueAt, updatedAt: now });
  await tx
    .delete(bookingReminders)
    .where(
      and(
        eq(bookingReminders.bookingId, bookingId),
        inArray(bookingReminders.kind, ['balance_due', 'balance_overdue']),
      ),
    );
}

/** The sweep at the events' start: every booking that begins with its balance unpaid is cancelled (any instance). */
export async function cancelUnpaidAtStart(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.status, 'accepted'), lte(bookings.startsAt, now), balanceOwed))
      .orderBy(asc(bookings.startsAt))
      .limit(100)
      .for('update', { skipLocked: true });
    for (const booking of due)
      await cancelForUnpaidBalance(tx, booking, { actor: 'system', userId: null }, now);
    return due.length;
  });
}
