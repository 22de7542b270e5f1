import type { BookingStatus } from '@ft/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  lt,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  bookingStatusHistory,
  bookings,
  eventTypes,
  foodTruckCategories,
  foodTruckRegions,
  foodTrucks,
} from '../../db/schema/index.ts';
import { truckThumbnailKey } from '../foodtrucks/foodtrucks.repo.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type HistoryRow = typeof bookingStatusHistory.$inferSelect;

/** A booking with what its answer shows besides its own columns: the event type and the truck's card. */
export interface BookingView {
  booking: BookingRow;
  eventTypeSlug: string;
  eventTypeName: string;
  truckName: string | null;
  truckThumbnailKey: string | null;
}

const viewColumns = {
  booking: bookings,
  eventTypeSlug: eventTypes.slug,
  eventTypeName: eventTypes.name,
  truckName: foodTrucks.name,
  truckThumbnailKey: truckThumbnailKey(sql`${bookings.truckId}`),
};

const selectViews = (db: Db) =>
  db
    .select(viewColumns)
    .from(bookings)
    .innerJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .leftJoin(foodTrucks, eq(foodTrucks.id, bookings.truckId));

export async function findBookingView(db: Db, id: string): Promise<BookingView | undefined> {
  const [row] = await selectViews(db).where(eq(bookings.id, id)).limit(1);
  return row;
}

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

/** The booking row, locked until the transaction ends: status checks and writes see the same row. */
export async function lockBooking(tx: Db, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

/**
 * A new request and its first history row (null → requested, by the customer, at its creation) in one
 * statement: atomic without a transaction, and half the round trips of BEGIN, two INSERTs and COMMIT. Built
 * once per database: on every booking request, building this insert cost more than the database took to run it.
 */
const requestedBookingInsert = preparedPerDatabase((db) => {
  const everyColumn = Object.fromEntries(
    Object.keys(getTableColumns(bookings)).map((key) => [key, sql.placeholder(key)]),
  ) as unknown as NewBookingRow;
  const inserted = db
    .$with('inserted', { id: bookings.id })
    .as(
      db
        .insert(bookings)
        .values(everyColumn)
        .onConflictDoNothing({ target: bookings.code })
        .returning({ id: bookings.id, customerId: bookings.customerId, createdAt: bookings.createdAt })
        .getSQL(),
    );
  const history = db.$with('history', { bookingId: sql<string>`booking_id`.as('booking_id') }).as(
    sql`insert into ${bookingStatusHistory} (booking_id, from_status, to_status, actor, actor_user_id, reason, created_at)
      select id, null, 'requested', 'customer', customer_id, null, created_at from ${inserted}
      returning booking_id`,
  );
  return db
    .with(inserted, history)
    .select({ bookingId: history.bookingId })
    .from(history)
    .prepare('insert_requested_booking');
});

/** The history entry `insertRequestedBooking` writes with a booking: the same values its statement selects. */
export const requestedHistoryEntry = (booking: BookingRow) => ({
  bookingId: booking.id,
  fromStatus: null,
  toStatus: 'requested' as const,
  actor: 'customer' as const,
  actorUserId: booking.customerId,
  reason: null,
  createdAt: booking.createdAt,
});

/** false when the booking code was taken. Every column is given (`BookingRow`): the statement names them all. */
export async function insertRequestedBooking(db: Db, values: BookingRow): Promise<boolean> {
  const written = await requestedBookingInsert(db).execute(values);
  return written.length > 0;
}

export async function updateBookingRow(tx: Db, id: string, values: Partial<NewBookingRow>): Promise<void> {
  await tx.update(bookings).set(values).where(eq(bookings.id, id));
}

export async function insertHistory(
  tx: Db,
  rows: (typeof bookingStatusHistory.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(bookingStatusHistory).values(rows);
}

/** Oldest first; the identity column orders changes made within one instant. */
export const historyOf = (db: Db, bookingId: string): Promise<HistoryRow[]> =>
  db
    .select()
    .from(bookingStatusHistory)
    .where(eq(bookingStatusHistory.bookingId, bookingId))
    .orderBy(asc(bookingStatusHistory.id));

const NEWEST_FIRST = [desc(bookings.createdAt), desc(bookings.id)];

/**
 * One page, newest first: the page's ids are found on the indexes first, and only those rows are joined with
 * what the answer shows (an offset no longer builds the skipped rows). `total` counts what `where` matches
 * unless the caller counts another way.
 */
const countOf = (db: Db, where: SQL | undefined): Promise<number> =>
  db
    .select({ total: count() })
    .from(bookings)
    .where(where)
    .then((rows) => rows[0]?.total ?? 0);

async function page(
  db: Db,
  where: SQL | undefined,
  pageNumber: number,
  limit: number,
  total: Promise<number> = countOf(db, where),
) {
  const ids = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
    .offset((pageNumber - 1) * limit);
  const [rows, matched] = await Promise.all([
    selectViews(db)
      .where(inArray(bookings.id, ids))
      .orderBy(...NEWEST_FIRST),
    total,
  ]);
  return { rows, total: matched };
}

export function listCustomerBookings(
  db: Db,
  customerId: string,
  opts: { statuses: BookingStatus[] | undefined; page: number; limit: number },
) {
  const where = and(
    eq(bookings.customerId, customerId),
    opts.statuses ? inArray(bookings.status, opts.statuses) : undefined,
  );
  return page(db, where, opts.page, opts.limit);
}

/**
 * Whether the truck serves the request in `bookings`: it works in the request's area and offers at least one
 * menu category asked for (docs/product.md § Domain). The one form of this test, for the inbox and for who
 * may take a request; the area as `in (…)` lets the planner start from the truck's few areas.
 */
const truckServes = (truckId: SQL) => sql`(
  (${bookings.sido}, ${bookings.sigungu}) in (select r.sido, r.sigungu from ${foodTruckRegions} r where r.truck_id = ${truckId})
  and ${bookings.categoryIds} && array(select c.category_id from ${foodTruckCategories} c where c.truck_id = ${truckId}))`;

/** An open request the truck can take now: still waiting for a vendor, and one it serves. */
const openRequestFor = (truckId: number) =>
  sql`(${bookings.status} = 'requested' and ${bookings.truckId} is null and ${truckServes(sql`${truckId}`)})`;

/**
 * The truck's own bookings, plus the open requests it could accept when it is approved. The two are found
 * apart, each newest first on its own index (an OR of the two would read every waiting request), and merged:
 * each side gives at most the rows up to the end of the page asked for.
 */
export function listTruckBookings(
  db: Db,
  truckId: number,
  opts: { statuses: BookingStatus[] | undefined; includeOpenRequests: boolean; page: number; limit: number },
) {
  const inStatus = opts.statuses ? inArray(bookings.status, opts.statuses) : undefined;
  const own = and(eq(bookings.truckId, truckId), inStatus);
  const withOpen = opts.includeOpenRequests && (!opts.statuses || opts.statuses.includes('requested'));
  if (!withOpen) return page(db, own, opts.page, opts.limit);
  const open = and(openRequestFor(truckId), inStatus);
  const upToPageEnd = opts.page * opts.limit;
  const newest = (where: SQL | undefined) =>
    db
      .select({ id: bookings.id })
      .from(bookings)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(upToPageEnd);
  const candidates = sql`${bookings.id} in ((${newest(own)}) union all (${newest(open)}))`;
  const total = Promise.all([countOf(db, own), countOf(db, open)]).then(([a, b]) => a + b);
  return page(db, candidates, opts.page, opts.limit, total);
}

/**
 * The caller's approved trucks that serve this open request, lowest id first, whatever its status now: the
 * same test as the inbox's, run against the stored booking.
 */
export async function servingTruckIds(db: Db, ownerId: string, bookingId: string): Promise<number[]> {
  const rows = await db
    .select({ id: foodTrucks.id })
    .from(foodTrucks)
    .innerJoin(bookings, eq(bookings.id, bookingId))
    .where(
      and(
        eq(foodTrucks.ownerId, ownerId),
        eq(foodTrucks.status, 'approved'),
        truckServes(sql`${foodTrucks.id}`),
      ),
    )
    .orderBy(asc(foodTrucks.id));
  return rows.map((row) => row.id);
}

/** Another accepted booking of the truck whose [starts_at, ends_at) meets this one's. */
export async function hasOverlappingAccepted(
  tx: Db,
  truckId: number,
  booking: Pick<BookingRow, 'id' | 'startsAt' | 'endsAt'>,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.truckId, truckId),
        eq(bookings.status, 'accepted'),
        ne(bookings.id, booking.id),
        lt(bookings.startsAt, booking.endsAt),
        gt(bookings.endsAt, booking.startsAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface DueBooking {
  id: string;
  status: BookingStatus;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Up to `limit` bookings in `status` whose `column` is at or before `before`, locked; rows another instance
 * is already working on are skipped, so any number of instances can run the job at once.
 */
export function lockDueBookings(
  tx: Db,
  status: BookingStatus,
  column: 'startsAt' | 'endsAt',
  before: Date,
  limit: number,
): Promise<DueBooking[]> {
  return tx
    .select({
      id: bookings.id,
      status: bookings.status,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .where(and(eq(bookings.status, status), lte(bookings[column], before)))
    .orderBy(asc(bookings[column]))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function setStatuses(
  tx: Db,
  ids: string[],
  from: BookingStatus,
  to: BookingStatus,
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(bookings)
    .set({ status: to, updatedAt: now })
    .where(and(inArray(bookings.id, ids), eq(bookings.status, from)));
}
