import type { SettlementStatus } from '@ft/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  foodTrucks,
  settlementBookings,
  settlementStatusHistory,
  settlements,
  users,
} from '../../db/schema/index.ts';
import { newReadableCode } from '../../lib/readable-code.ts';

export type SettlementRow = typeof settlements.$inferSelect;

export { lockTruckRow as lockTruck, truckRow as findTruck } from '../foodtrucks/foodtrucks.repo.ts';

const bookingAmount = sql<number>`coalesce(${bookings.quotedAmount}, ${bookings.estimate})`.mapWith(Number);

/** Completed bookings of the truck that no live settlement holds: what a request would gather now. */
export const settleableBookings = (db: Db, truckId: number) =>
  db
    .select({
      id: bookings.id,
      code: bookings.code,
      eventName: bookings.eventName,
      eventDate: bookings.eventDate,
      endsAt: bookings.endsAt,
      amount: bookingAmount,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.truckId, truckId),
        eq(bookings.status, 'completed'),
        sql`not exists (select 1 from ${settlementBookings} sb where sb.booking_id = ${bookings.id} and sb.live)`,
      ),
    )
    .orderBy(asc(bookings.eventDate), asc(bookings.code));

const CODE_ATTEMPTS = 5;

/** Writes the settlement under a new ST- number, drawing again on the rare clash (no error, so the transaction goes on). */
export async function insertSettlement(
  db: Db,
  row: Omit<typeof settlements.$inferInsert, 'code'>,
  items: { bookingId: string; amount: number }[],
): Promise<SettlementRow> {
  let inserted: SettlementRow | undefined;
  for (let attempt = 0; !inserted && attempt < CODE_ATTEMPTS; attempt++) {
    [inserted] = await db
      .insert(settlements)
      .values({ ...row, code: newReadableCode('ST') })
      .onConflictDoNothing({ target: settlements.code })
      .returning();
  }
  if (!inserted) throw new Error(`no free settlement number after ${CODE_ATTEMPTS} attempts`);
  await db.insert(settlementBookings).values(items.map((item) => ({ settlementId: inserted!.id, ...item })));
  return inserted!;
}

export async function findSettlement(db: Db, id: string, opts: { lock?: boolean } = {}) {
  const query = db.select().from(settlements).where(eq(settlements.id, id));
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

export async function updateSettlement(db: Db, id: string, patch: Partial<typeof settlements.$inferInsert>) {
  await db.update(settlements).set(patch).where(eq(settlements.id, id));
}

/** A rejected settlement lets go of its bookings: they can be claimed again. */
export async function releaseBookings(db: Db, settlementId: string) {
  await db
    .update(settlementBookings)
    .set({ live: false })
    .where(eq(settlementBookings.settlementId, settlementId));
}

export async function addHistory(db: Db, row: typeof settlementStatusHistory.$inferInsert) {
  await db.insert(settlementStatusHistory).values(row);
}

export async function listSettlements(
  db: Db,
  filter: { truckId?: number; status?: SettlementStatus },
  page: number,
  limit: number,
) {
  const where = and(
    filter.truckId === undefined ? undefined : eq(settlements.truckId, filter.truckId),
    filter.status === undefined ? undefined : eq(settlements.status, filter.status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ settlement: settlements, truckName: foodTrucks.name })
      .from(settlements)
      .innerJoin(foodTrucks, eq(foodTrucks.id, settlements.truckId))
      .where(where)
      .orderBy(desc(settlements.requestedAt), asc(settlements.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(settlements).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function settlementWithTruck(db: Db, id: string) {
  const [row] = await db
    .select({ settlement: settlements, truckName: foodTrucks.name, ownerId: foodTrucks.ownerId })
    .from(settlements)
    .innerJoin(foodTrucks, eq(foodTrucks.id, settlements.truckId))
    .where(eq(settlements.id, id));
  return row;
}

/** The bookings and histories of several settlements in two queries, grouped by settlement. */
export async function settlementDetails(db: Db, ids: string[]) {
  if (ids.length === 0) return { items: [], history: [] };
  const [items, history] = await Promise.all([
    db
      .select({
        settlementId: settlementBookings.settlementId,
        id: bookings.id,
        code: bookings.code,
        eventName: bookings.eventName,
        eventDate: bookings.eventDate,
        endsAt: bookings.endsAt,
        amount: settlementBookings.amount,
      })
      .from(settlementBookings)
      .innerJoin(bookings, eq(bookings.id, settlementBookings.bookingId))
      .where(inArray(settlementBookings.settlementId, ids))
      .orderBy(asc(bookings.eventDate), asc(bookings.code)),
    db
      .select({
        settlementId: settlementStatusHistory.settlementId,
        from: settlementStatusHistory.fromStatus,
        to: settlementStatusHistory.toStatus,
        reason: settlementStatusHistory.reason,
        at: settlementStatusHistory.createdAt,
        actorNickname: users.nickname,
        actorRole: users.role,
      })
      .from(settlementStatusHistory)
      .leftJoin(users, eq(users.id, settlementStatusHistory.actorUserId))
      .where(inArray(settlementStatusHistory.settlementId, ids))
      .orderBy(asc(settlementStatusHistory.id)),
  ]);
  return { items, history };
}
