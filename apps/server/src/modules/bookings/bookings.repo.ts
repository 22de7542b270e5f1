import { type BookingStatus, hasBookingEdge } from '@ft/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  lt,
  lte,
  ne,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MoveLine, stampMove } from '../../db/move-line.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  bookingStatusHistory,
  bookings,
  eventTypes,
  foodTruckCategories,
  foodTruckRegions,
  foodTrucks,
  payments,
  type TruckListCard,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { truckThumbnailKey } from '../foodtrucks/foodtrucks.service.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type HistoryRow = typeof bookingStatusHistory.$inferSelect;

/** A booking with what its answer shows besides its own columns: the event type and the truck's card. */
export interface BookingView {
  booking: BookingRow;
  eventTypeSlug: string;
  eventTypeName: string;
  truckName: string | null;
  /** Listed trucks of the truck's name and the regions that tell it apart (`truckNameNote`). */
  truckSameNames: number | null;
  truckRegions: TruckListCard['regions'] | null;
  truckThumbnailKey: string | null;
}

const viewColumns = {
  booking: bookings,
  eventTypeSlug: eventTypes.slug,
  eventTypeName: eventTypes.name,
  truckName: foodTrucks.name,
  truckSameNames: foodTrucks.sameNameCount,
  truckRegions: sql<TruckListCard['regions'] | null>`${foodTrucks.listCard}->'regions'`,
  truckThumbnailKey: truckThumbnailKey(sql`${bookings.truckId}`),
};

const selectViews = <Extra extends Record<string, SQL.Aliased | SQL>>(db: Db, extra?: Extra) =>
  db
    .select({ ...viewColumns, ...(extra as Extra) })
    .from(bookings)
    .innerJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .leftJoin(foodTrucks, eq(foodTrucks.id, bookings.truckId));

export async function findBookingView(db: Db, id: string): Promise<BookingView | undefined> {
  const [row] = await selectViews(db).where(eq(bookings.id, id)).limit(1);
  return row;
}

/** The booking row, locked until the transaction ends: status checks and writes see the same row. */
export async function lockBooking(tx: Db, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

/** A booking's columns but its status, which only `moveBookings` writes. */
export type BookingColumns = Omit<Partial<NewBookingRow>, 'status'>;

export async function updateBookingRow(tx: Db, id: string, values: BookingColumns): Promise<void> {
  await tx.update(bookings).set(values).where(eq(bookings.id, id));
}

/**
 * The one writer of a booking's status: the shared machine must have the edge for the line's actor, and only
 * bookings still in `from` move. The status trigger writes each one's history line and event from the line
 * (drizzle/repeatable/bookings.sql). Callers check the move's rules of time and money first.
 */
export async function moveBookings(
  tx: Db,
  ids: string[],
  move: { from: BookingStatus; to: BookingStatus },
  line: MoveLine,
  values: BookingColumns = {},
): Promise<number> {
  const edge = hasBookingEdge({ ...move, actor: line.actor });
  if (!edge.ok) throw new AppError(edge.code, { message: edge.reason });
  if (ids.length === 0) return 0;
  await stampMove(tx, line);
  const moved = await tx
    .update(bookings)
    .set({ updatedAt: line.at, ...values, status: move.to })
    .where(and(inArray(bookings.id, ids), eq(bookings.status, move.from)))
    .returning({ id: bookings.id });
  return moved.length;
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
 * Whether the truck serves the request in `bookings`: it works in the request's area and offers at least one
 * menu category asked for (docs/product.md § Domain). The one form of this test, for the inbox and for who
 * may take a request. Both sides are (area, category) keys (migration 0012), so on an open request the test
 * is a lookup in `bookings_open_keys_idx`.
 */
const truckServes = (truckId: SQLWrapper) => sql`(
  open_request_keys(${bookings.sido}, ${bookings.sigungu}, ${bookings.categoryIds}) && array(
    select open_request_key(r.sido, r.sigungu, c.category_id)
    from ${foodTruckRegions} r join ${foodTruckCategories} c on c.truck_id = r.truck_id
    where r.truck_id = ${truckId}))`;

/** Owners of listed trucks an open request reaches (the inbox's own test): who hears of a new open request. */
export async function openRequestAudience(db: Db, bookingId: string): Promise<string[]> {
  const rows = await db
    .select({ ownerId: foodTrucks.ownerId })
    .from(foodTrucks)
    .innerJoin(bookings, eq(bookings.id, bookingId))
    .where(and(eq(foodTrucks.status, 'approved'), truckServes(foodTrucks.id)));
  return [...new Set(rows.map((row) => row.ownerId).filter((id): id is string => id !== null))];
}

export interface PageOptions {
  statuses: BookingStatus[] | undefined;
  page: number;
  limit: number;
}

/**
 * The booking lists are on every screen a person keeps open, so their statements are built once per database
 * (and prepared on PostgreSQL), in two forms: with the status filter and without it. Without it a count
 * reads its index alone.
 */
const FORMS = ['all', 'inStatus'] as const;
type Form = (typeof FORMS)[number];
const formOf = (opts: PageOptions): Form => (opts.statuses ? 'inStatus' : 'all');
const inStatus = (form: Form) =>
  form === 'inStatus' ? sql`${bookings.status} = any(${sql.placeholder('statuses')}::text[])` : undefined;

const pageValues = (opts: PageOptions) => ({
  statuses: opts.statuses,
  limit: opts.limit,
  offset: (opts.page - 1) * opts.limit,
  upToPageEnd: opts.page * opts.limit,
});

/** Each form's statements, built by `build` (which names them after the form). */
function preparedForms<Q>(build: (db: Db, form: Form) => Q) {
  return preparedPerDatabase(
    (db) => Object.fromEntries(FORMS.map((form) => [form, build(db, form)])) as Record<Form, Q>,
  );
}

/** How many bookings `where` matches, as a scalar subquery to put in a page's statement. */
const countOf = (db: Db, where: SQL | undefined) =>
  sql`(${db.select({ total: count() }).from(bookings).where(where)})`;

/**
 * One page, newest first, with the count of everything it was cut from (`total`) in the same statement: under
 * load a round trip to the database cost the server more than the count did. The page's ids are found on the
 * indexes first (`ids`), and only those rows are joined with what the answer shows, so an offset does not build
 * the skipped rows. A page past the end has no row to carry the count, so it is also prepared alone.
 */
function pageStatements(db: Db, ids: SQL, count: SQL, name: string) {
  const total = count.mapWith(Number);
  return {
    rows: selectViews(db, { total })
      .where(sql`${bookings.id} in (${ids})`)
      .orderBy(...NEWEST_FIRST)
      .prepare(`${name}_page`),
    total: db.select({ total }).from(sql`(select 1) as one`).prepare(`${name}_count`),
  };
}

/** A page of what `where` matches, prepared as `name`_page and `name`_count. */
const simplePage = (db: Db, where: SQL | undefined, name: string) =>
  pageStatements(
    db,
    db
      .select({ id: bookings.id })
      .from(bookings)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .getSQL(),
    countOf(db, where),
    name,
  );

type PageStatements = ReturnType<typeof simplePage>;

async function runPage(
  statements: PageStatements,
  values: Record<string, unknown> & { offset: number },
): Promise<{ rows: BookingView[]; total: number }> {
  const rows = await statements.rows.execute(values);
  // Each row also carries `total`; callers read a view's named fields only, so the rows are passed on as they are.
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  // Nothing on the first page means nothing at all; past the end, the count is asked for alone.
  if (values.offset === 0) return { rows: [], total: 0 };
  const [counted] = await statements.total.execute(values);
  return { rows: [], total: counted?.total ?? 0 };
}

const customerPages = preparedForms((db, form) =>
  simplePage(
    db,
    and(eq(bookings.customerId, sql.placeholder('customerId')), inStatus(form)),
    `customer_bookings_${form}`,
  ),
);

export function listCustomerBookings(db: Db, customerId: string, opts: PageOptions) {
  return runPage(customerPages(db)[formOf(opts)], { ...pageValues(opts), customerId });
}

const ownBookings = (form: Form) => and(eq(bookings.truckId, sql.placeholder('truckId')), inStatus(form));

const truckPages = preparedForms((db, form) => simplePage(db, ownBookings(form), `truck_bookings_${form}`));

/**
 * The truck's own bookings and the open requests it could take. The two are found apart, each newest first
 * on its own index (an OR of the two would read every waiting request), and merged on the ids and times
 * found: each side gives at most the rows up to the end of the page asked for.
 */
const inboxPages = preparedForms((db, form): PageStatements => {
  const own = ownBookings(form);
  const open = and(
    sql`${bookings.status} = 'requested' and ${bookings.truckId} is null`,
    truckServes(sql.placeholder('truckId')),
    inStatus(form),
  );
  const newest = (where: SQL | undefined) =>
    db
      .select({ id: bookings.id, createdAt: bookings.createdAt })
      .from(bookings)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(sql.placeholder('upToPageEnd'));
  const ids = sql`select id from ((${newest(own)}) union all (${newest(open)})) as candidates
    order by created_at desc, id desc limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
  return pageStatements(db, ids, sql`${countOf(db, own)} + ${countOf(db, open)}`, `inbox_${form}`);
});

/** The truck's bookings, plus the open requests it could accept when it is approved. */
export function listTruckBookings(
  db: Db,
  truckId: number,
  opts: PageOptions & { includeOpenRequests: boolean },
) {
  const withOpen = opts.includeOpenRequests && (!opts.statuses || opts.statuses.includes('requested'));
  const statements = (withOpen ? inboxPages : truckPages)(db)[formOf(opts)];
  return runPage(statements, { ...pageValues(opts), truckId });
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

/** A confirmed booking no payment has taken (or is taking) money for: its deposit is still owed. */
const depositUnpaid = sql`not exists (select 1 from ${payments} p where p.booking_id = ${bookings.id}
  and p.status in ('IN_PROGRESS', 'CONFIRM_UNKNOWN', 'DONE', 'PARTIAL_CANCELED'))`;

/**
 * Up to `limit` bookings in `status` whose `column` is at or before `before`, locked; rows another instance
 * is already working on are skipped, so any number of instances can run the job at once. By `depositDueAt`,
 * only those whose deposit is still unpaid.
 */
export function lockDueBookings(
  tx: Db,
  status: BookingStatus,
  column: 'startsAt' | 'endsAt' | 'depositDueAt',
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
    .where(
      and(
        eq(bookings.status, status),
        lte(bookings[column], before),
        column === 'depositDueAt' ? depositUnpaid : undefined,
      ),
    )
    .orderBy(asc(bookings[column]))
    .limit(limit)
    .for('update', { skipLocked: true });
}
