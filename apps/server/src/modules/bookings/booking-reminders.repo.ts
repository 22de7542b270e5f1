/** Reminders about requests nobody answered and balances falling due, recorded once each (booking_reminders). */
import type { BookingReminderKind, BookingStatus } from '@ft/shared';
import { and, eq, gt, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingReminders, bookings } from '../../db/schema/index.ts';
import { balanceOwed } from './unpaid-balance.ts';

/** Records `kind` once for every request `due` selects; answers how many were new. */
async function recordReminders(
  db: Db,
  kind: BookingReminderKind,
  due: SQL | undefined,
  now: Date,
  status: BookingStatus = 'requested',
) {
  const rows = await db
    .insert(bookingReminders)
    .select(
      db
        .select({
          bookingId: bookings.id,
          kind: sql<BookingReminderKind>`${kind}`.as('kind'),
          createdAt: sql`${now}`.as('created_at'),
        })
        .from(bookings)
        .where(and(eq(bookings.status, status), gt(bookings.startsAt, now), due)),
    )
    .onConflictDoNothing()
    .returning({ bookingId: bookingReminders.bookingId });
  return rows.length;
}

/** Direct requests sent in the window and still unanswered: each gets its 12-hour reminder once. */
export const recordUnansweredReminders = (
  db: Db,
  { sentAfter, sentBefore, now }: { sentAfter: Date; sentBefore: Date; now: Date },
) =>
  recordReminders(
    db,
    'unanswered',
    and(
      isNotNull(bookings.targetTruckId),
      gt(bookings.createdAt, sentAfter),
      lte(bookings.createdAt, sentBefore),
    ),
    now,
  );

/**
 * Requests that expire (start) within the lead and were sent at least that long before their start: each gets
 * its reminder once.
 */
export const recordExpiringReminders = (db: Db, { leadMs, now }: { leadMs: number; now: Date }) =>
  recordReminders(
    db,
    'expiring',
    and(
      lte(bookings.startsAt, new Date(now.getTime() + leadMs)),
      lte(bookings.createdAt, sql`${bookings.startsAt} - ${`${leadMs} milliseconds`}::interval`),
    ),
    now,
  );

/**
 * Confirmed bookings whose balance falls due within the lead, their deposit paid and the rest not (nor on its way):
 * each customer is reminded once (again after the truck moves the deadline).
 */
export const recordBalanceDueReminders = (db: Db, { leadMs, now }: { leadMs: number; now: Date }) =>
  recordReminders(
    db,
    'balance_due',
    and(
      gt(bookings.balanceDueAt, now),
      lte(bookings.balanceDueAt, new Date(now.getTime() + leadMs)),
      balanceOwed,
    ),
    now,
    'accepted',
  );

/**
 * Confirmed bookings past their balance's deadline with it still owed and the event not begun: both sides hear it
 * once (decision 069). However late the sweep comes (a restart), it is recorded then, once.
 */
export const recordBalanceOverdue = (db: Db, now: Date) =>
  recordReminders(db, 'balance_overdue', and(lte(bookings.balanceDueAt, now), balanceOwed), now, 'accepted');
