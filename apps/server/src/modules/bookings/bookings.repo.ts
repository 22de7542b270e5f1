import type { BookingStatus } from '@ft/shared';
import { and, asc, count, desc, eq, gt, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookingStatusHistory,
  bookings,
  eventTypes,
  files,
  foodTruckCategories,
  foodTruckMenuItems,
  foodTruckPhotos,
  foodTruckRegions,
  foodTrucks,
  menuItems,
} from '../../db/schema/index.ts';

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

/** A truck's first photo for cards (its thumbnail when it has one); `truckId` must be a qualified column. */
const truckThumbnailKey = (truckId: SQL) => sql<string | null>`(
  select coalesce(f.thumbnail_key, f.storage_key) from ${foodTruckPhotos} p join ${files} f on f.id = p.file_id
  where p.truck_id = ${truckId} and p.kind = 'truck' order by p.sort_order limit 1)`;

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
 * A new request and its first history row in one statement (atomic without a transaction, and half the round
 * trips of BEGIN, two INSERTs and COMMIT on the embedded database). false when the booking code was taken.
 */
export async function insertRequestedBooking(
  db: Db,
  values: NewBookingRow,
  entry: typeof bookingStatusHistory.$inferInsert,
): Promise<boolean> {
  const insert = db
    .insert(bookings)
    .values(values)
    .onConflictDoNothing({ target: bookings.code })
    .returning({ id: bookings.id });
  const result = await db.execute(sql`
    with inserted as (${insert.getSQL()})
    insert into ${bookingStatusHistory} (booking_id, from_status, to_status, actor, actor_user_id, reason, created_at)
    select id, ${entry.fromStatus ?? null}, ${entry.toStatus}, ${entry.actor}, ${entry.actorUserId ?? null},
      ${entry.reason ?? null}, ${(entry.createdAt ?? new Date()).toISOString()}::timestamptz
    from inserted
    returning booking_id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
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

async function page(db: Db, where: SQL | undefined, pageNumber: number, limit: number) {
  const [rows, totals] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(limit)
      .offset((pageNumber - 1) * limit),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
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
 * An open request a truck can take: still waiting, in an area the truck serves, and asking for at least one
 * menu category the truck offers (docs/product.md § Domain).
 */
const openRequestFor = (truckId: SQL | number) => sql`(
  ${bookings.status} = 'requested' and ${bookings.truckId} is null
  and exists (select 1 from ${foodTruckRegions} r
    where r.truck_id = ${truckId} and r.sido = ${bookings.sido} and r.sigungu = ${bookings.sigungu})
  and ${bookings.categoryIds} && array(select c.category_id from ${foodTruckCategories} c where c.truck_id = ${truckId}))`;

/** The truck's own bookings, plus the open requests it could accept when it is approved. */
export function listTruckBookings(
  db: Db,
  truckId: number,
  opts: { statuses: BookingStatus[] | undefined; includeOpenRequests: boolean; page: number; limit: number },
) {
  const where = and(
    opts.includeOpenRequests
      ? or(eq(bookings.truckId, truckId), openRequestFor(truckId))
      : eq(bookings.truckId, truckId),
    opts.statuses ? inArray(bookings.status, opts.statuses) : undefined,
  );
  return page(db, where, opts.page, opts.limit);
}

export interface TruckForBooking {
  id: number;
  ownerId: string | null;
  status: string;
  baseFee: number;
}

const truckColumns = {
  id: foodTrucks.id,
  ownerId: foodTrucks.ownerId,
  status: foodTrucks.status,
  baseFee: foodTrucks.baseFee,
};

export async function findTruck(db: Db, id: number): Promise<TruckForBooking | undefined> {
  const [row] = await db.select(truckColumns).from(foodTrucks).where(eq(foodTrucks.id, id)).limit(1);
  return row;
}

/** The truck with what a booking's answer shows of it, for a new booking's answer. */
export async function findTruckCard(
  db: Db,
  id: number,
): Promise<(TruckForBooking & { name: string; thumbnailKey: string | null }) | undefined> {
  const [row] = await db
    .select({
      ...truckColumns,
      name: foodTrucks.name,
      // A single-table select leaves columns unqualified, which the subquery would resolve to its own table.
      thumbnailKey: truckThumbnailKey(sql`${foodTrucks}.id`),
    })
    .from(foodTrucks)
    .where(eq(foodTrucks.id, id))
    .limit(1);
  return row;
}

/** Serialises accepts for one truck, so the overlap check below sees every accept that committed before. */
export async function lockTruck(tx: Db, id: number): Promise<TruckForBooking | undefined> {
  const [row] = await tx.select(truckColumns).from(foodTrucks).where(eq(foodTrucks.id, id)).for('update');
  return row;
}

/** The caller's approved trucks that could take this open request, lowest id first. */
export async function matchingTruckIds(
  db: Db,
  ownerId: string,
  booking: Pick<BookingRow, 'sido' | 'sigungu' | 'categoryIds'>,
): Promise<number[]> {
  if (booking.categoryIds.length === 0) return [];
  const categories = sql.join(
    booking.categoryIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await db
    .select({ id: foodTrucks.id })
    .from(foodTrucks)
    .where(
      and(
        eq(foodTrucks.ownerId, ownerId),
        eq(foodTrucks.status, 'approved'),
        sql`exists (select 1 from ${foodTruckRegions} r
          where r.truck_id = ${foodTrucks}.id and r.sido = ${booking.sido} and r.sigungu = ${booking.sigungu})`,
        sql`exists (select 1 from ${foodTruckCategories} c
          where c.truck_id = ${foodTrucks}.id and c.category_id in (${categories}))`,
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

export interface PricedItem {
  id: number;
  categoryId: number;
  name: string;
  price: number;
}

export function truckMenuItems(db: Db, truckId: number, ids: number[]): Promise<PricedItem[]> {
  return db
    .select({
      id: foodTruckMenuItems.id,
      categoryId: foodTruckMenuItems.categoryId,
      name: foodTruckMenuItems.name,
      price: foodTruckMenuItems.price,
    })
    .from(foodTruckMenuItems)
    .where(and(eq(foodTruckMenuItems.truckId, truckId), inArray(foodTruckMenuItems.id, ids)));
}

export function catalogMenuItems(db: Db, ids: number[]): Promise<PricedItem[]> {
  return db
    .select({
      id: menuItems.id,
      categoryId: menuItems.categoryId,
      name: menuItems.name,
      price: menuItems.unitPrice,
    })
    .from(menuItems)
    .where(and(inArray(menuItems.id, ids), eq(menuItems.isActive, true)));
}

export async function findActiveEventType(
  db: Db,
  id: number,
): Promise<{ id: number; slug: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: eventTypes.id, slug: eventTypes.slug, name: eventTypes.name })
    .from(eventTypes)
    .where(and(eq(eventTypes.id, id), eq(eventTypes.isActive, true)))
    .limit(1);
  return row;
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
