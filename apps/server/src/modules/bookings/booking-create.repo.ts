import { and, eq, getTableColumns, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { bookings } from '../../db/schema/index.ts';
import type { BookingRow, NewBookingRow } from './bookings.repo.ts';

/** The queries a new request makes (booking-create.service.ts): its key, a live copy, the insert itself. */

export async function findBookingByKey(
  db: Db,
  customerId: string,
  idempotencyKey: string,
): Promise<{ id: string; requestHash: string | null } | undefined> {
  const [row] = await db
    .select({ id: bookings.id, requestHash: bookings.requestHash })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

/**
 * The customer's live request the unique indexes found this one repeating: for a truck, the same truck and
 * time; for an open request, the same content (`exceptId`, the booking being edited, is not its own copy).
 */
export async function findLiveDuplicate(
  db: Db,
  customerId: string,
  truckId: number | null,
  times: { startsAt: Date; endsAt: Date },
  requestHash: string | null,
  exceptId?: string,
): Promise<{ id: string; code: string; requestHash: string | null } | undefined> {
  const [row] = await db
    .select({ id: bookings.id, code: bookings.code, requestHash: bookings.requestHash })
    .from(bookings)
    .where(
      and(
        eq(bookings.customerId, customerId),
        inArray(bookings.status, ['requested', 'accepted']),
        truckId === null
          ? and(isNull(bookings.targetTruckId), eq(bookings.requestHash, requestHash ?? ''))
          : and(
              eq(bookings.targetTruckId, truckId),
              eq(bookings.startsAt, times.startsAt),
              eq(bookings.endsAt, times.endsAt),
            ),
        exceptId === undefined ? undefined : ne(bookings.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * A new request and its first history row (null → requested, by the customer, at its creation) in one
 * statement: atomic without a transaction, and half the round trips of BEGIN, two INSERTs and COMMIT. Built
 * once per database: on every booking request, building this insert cost more than the database took to run it.
 */
/** Set only by an accept or 구매확정 (null until then): a null placeholder cannot be bound to a timestamp column. */
const SET_LATER = new Set([
  'acceptedAt',
  'depositAmount',
  'depositDueAt',
  'balanceDueAt',
  'serviceConfirmedAt',
  'serviceConfirmedBy',
]);

/** The booking's first history line and its `booking.requested` come from its insert trigger (drizzle/repeatable/). */
const requestedBookingInsert = preparedPerDatabase((db) => {
  const everyColumn = Object.fromEntries(
    Object.keys(getTableColumns(bookings))
      .filter((key) => !SET_LATER.has(key))
      .map((key) => [key, sql.placeholder(key)]),
  ) as unknown as NewBookingRow;
  return db
    .insert(bookings)
    .values(everyColumn)
    .onConflictDoNothing({ target: bookings.code })
    .returning({ id: bookings.id })
    .prepare('insert_requested_booking');
});

/** The history line the insert trigger writes with a new booking: its customer's request. */
export const requestedHistoryEntry = (booking: BookingRow) => ({
  bookingId: booking.id,
  fromStatus: null,
  toStatus: 'requested' as const,
  actor: 'customer' as const,
  actorUserId: booking.customerId,
  reason: null,
  createdAt: booking.createdAt,
});

/** false when the booking code was taken. Every column is given (`BookingRow`): the statement names them all but
 * those set later. */
export async function insertRequestedBooking(db: Db, values: BookingRow): Promise<boolean> {
  const written = await requestedBookingInsert(db).execute(values);
  return written.length > 0;
}
