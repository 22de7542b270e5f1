import type { DisputeStatus } from '@ft/shared';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MoveLine, stampMove } from '../../db/move-line.ts';
import {
  bookingDisputePhotos,
  bookingDisputes,
  bookings,
  bookingTaxRequests,
  files,
  foodTrucks,
  ledgerEntries,
  payments,
} from '../../db/schema/index.ts';

export type DisputeRow = typeof bookingDisputes.$inferSelect;

export async function disputeOf(db: Db, bookingId: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(bookingDisputes).where(eq(bookingDisputes.bookingId, bookingId));
  return row;
}

export async function lockDispute(tx: Db, bookingId: string): Promise<DisputeRow | undefined> {
  const [row] = await tx
    .select()
    .from(bookingDisputes)
    .where(eq(bookingDisputes.bookingId, bookingId))
    .for('update');
  return row;
}

type DisputeColumns = Partial<typeof bookingDisputes.$inferInsert>;

/** Opens a dispute; its insert trigger writes the first history line and `dispute.opened`. */
export async function insertDispute(
  tx: Db,
  row: typeof bookingDisputes.$inferInsert,
  line: MoveLine,
): Promise<void> {
  await stampMove(tx, line);
  await tx.insert(bookingDisputes).values(row);
}

/** A dispute's columns but its status (the truck's side of it). */
export async function updateDisputeRow(
  tx: Db,
  bookingId: string,
  values: Omit<DisputeColumns, 'status'>,
): Promise<void> {
  await tx.update(bookingDisputes).set(values).where(eq(bookingDisputes.bookingId, bookingId));
}

/**
 * The one writer of a dispute's status (locked by the caller), with what its resolution decided; the trigger
 * writes the history line from `line` and announces a resolution (drizzle/repeatable/disputes.sql).
 */
export async function moveDispute(
  tx: Db,
  bookingId: string,
  line: MoveLine,
  values: DisputeColumns & { status: DisputeStatus },
): Promise<void> {
  await stampMove(tx, line);
  await tx.update(bookingDisputes).set(values).where(eq(bookingDisputes.bookingId, bookingId));
}

/** Resolutions claimed before `claimedBefore` and not finished (their refund's answer was lost): to finish. */
export const stalledResolutions = (db: Db, claimedBefore: Date, limit: number) =>
  db
    .select({ bookingId: bookingDisputes.bookingId })
    .from(bookingDisputes)
    .where(and(eq(bookingDisputes.status, 'resolving'), lte(bookingDisputes.claimedAt, claimedBefore)))
    .orderBy(asc(bookingDisputes.claimedAt))
    .limit(limit);

/** Open disputes, oldest first, with what each holds (customer funds in the ledger). */
export const openDisputes = (db: Db) =>
  db
    .select({
      bookingId: bookings.id,
      code: bookings.code,
      eventName: bookings.eventName,
      truckName: foodTrucks.name,
      reason: bookingDisputes.reason,
      vendorResponse: bookingDisputes.vendorResponse,
      openedAt: bookingDisputes.openedAt,
      held: sql<string>`coalesce((select -sum(e.amount) from ${ledgerEntries} e
        where e.booking_id = ${bookings.id} and e.account = 'customer_funds'), 0)`,
    })
    .from(bookingDisputes)
    .innerJoin(bookings, eq(bookings.id, bookingDisputes.bookingId))
    .leftJoin(foodTrucks, eq(foodTrucks.id, bookings.truckId))
    .where(eq(bookingDisputes.status, 'open'))
    .orderBy(asc(bookingDisputes.openedAt));

/**
 * Bookings whose service confirms itself now: confirmed or completed, ended at or before `endedBefore`, not yet
 * confirmed, not disputed (a dispute is confirmed by its resolution), and paid in full; locked, others' skipped.
 */
export const lockServicesDue = (tx: Db, endedBefore: Date, limit: number) =>
  tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ['accepted', 'completed']),
        lte(bookings.endsAt, endedBefore),
        isNull(bookings.serviceConfirmedAt),
        sql`not exists (select 1 from ${bookingDisputes} d where d.booking_id = ${bookings.id})`,
        // Only money waits on it, and only the whole price: a deposit alone is never released as if it were
        // (decision 069; a booking that began with its balance unpaid was cancelled then).
        sql`exists (select 1 from ${payments} p where p.booking_id = ${bookings.id}
          and p.kind in ('full', 'balance') and p.status in ('DONE', 'PARTIAL_CANCELED'))`,
      ),
    )
    .orderBy(asc(bookings.endsAt))
    .limit(limit)
    .for('update', { skipLocked: true });

export type TaxRequestRow = typeof bookingTaxRequests.$inferSelect;

export async function taxRequestOf(db: Db, bookingId: string): Promise<TaxRequestRow | undefined> {
  const [row] = await db.select().from(bookingTaxRequests).where(eq(bookingTaxRequests.bookingId, bookingId));
  return row;
}

/** The customer's request, replacing an earlier one of the same booking. */
export async function saveTaxRequest(db: Db, row: typeof bookingTaxRequests.$inferInsert): Promise<void> {
  const { bookingId: _, ...values } = row;
  await db
    .insert(bookingTaxRequests)
    .values(row)
    .onConflictDoUpdate({ target: bookingTaxRequests.bookingId, set: values });
}

export async function attachDisputePhotos(tx: Db, bookingId: string, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await tx
    .insert(bookingDisputePhotos)
    .values(fileIds.map((fileId, sortOrder) => ({ bookingId, fileId, sortOrder })));
}

/** The stored keys of disputes' photos, in the order sent, for signed links. */
export const disputePhotosOf = (db: Db, bookingIds: string[]) =>
  bookingIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          bookingId: bookingDisputePhotos.bookingId,
          id: files.id,
          storageKey: files.storageKey,
          mediumKey: files.mediumKey,
        })
        .from(bookingDisputePhotos)
        .innerJoin(files, eq(files.id, bookingDisputePhotos.fileId))
        .where(inArray(bookingDisputePhotos.bookingId, bookingIds))
        .orderBy(asc(bookingDisputePhotos.sortOrder));
