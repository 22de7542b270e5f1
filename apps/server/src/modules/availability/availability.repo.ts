import { and, asc, eq, gt, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, truckBusyPeriods } from '../../db/schema/index.ts';

export type BusyRow = typeof truckBusyPeriods.$inferSelect;

const overlapping = (truckId: number, startsAt: Date, endsAt: Date): SQL =>
  and(
    eq(truckBusyPeriods.truckId, truckId),
    lt(truckBusyPeriods.startsAt, endsAt),
    gt(truckBusyPeriods.endsAt, startsAt),
  )!;

/** Busy spans of the truck that overlap [startsAt, endsAt), leaving out the booking's own span. */
export async function overlappingBusy(
  db: Db,
  truckId: number,
  startsAt: Date,
  endsAt: Date,
  exceptBookingId?: string,
) {
  const conditions = [overlapping(truckId, startsAt, endsAt)];
  if (exceptBookingId) {
    conditions.push(
      or(sql`${truckBusyPeriods.bookingId} is null`, ne(truckBusyPeriods.bookingId, exceptBookingId))!,
    );
  }
  return db
    .select({ kind: truckBusyPeriods.kind })
    .from(truckBusyPeriods)
    .where(and(...conditions))
    .limit(1);
}

export const busyBetween = (db: Db, truckId: number, from: Date, to: Date) =>
  db
    .select()
    .from(truckBusyPeriods)
    .where(overlapping(truckId, from, to))
    .orderBy(asc(truckBusyPeriods.startsAt));

/** The truck's bookings worth showing on its calendar: accepted and completed ones. */
export const calendarBookings = (db: Db, truckId: number, from: Date, to: Date) =>
  db
    .select({
      id: bookings.id,
      code: bookings.code,
      eventName: bookings.eventName,
      status: bookings.status,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.truckId, truckId),
        inArray(bookings.status, ['accepted', 'completed']),
        lt(bookings.startsAt, to),
        gt(bookings.endsAt, from),
      ),
    )
    .orderBy(asc(bookings.startsAt));

export async function insertBlock(db: Db, row: typeof truckBusyPeriods.$inferInsert): Promise<BusyRow> {
  const [inserted] = await db.insert(truckBusyPeriods).values(row).returning();
  return inserted!;
}

export async function deleteBlock(db: Db, truckId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(truckBusyPeriods)
    .where(
      and(
        eq(truckBusyPeriods.id, id),
        eq(truckBusyPeriods.truckId, truckId),
        eq(truckBusyPeriods.kind, 'block'),
      ),
    )
    .returning({ id: truckBusyPeriods.id });
  return deleted.length > 0;
}
