import { canSettlementTransition, type SettlementStatus } from '@ft/shared';
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MoveLine, stampMove } from '../../db/move-line.ts';
import {
  bookings,
  foodTrucks,
  ledgerEntries,
  ledgerTransactions,
  payments,
  settlementBookings,
  settlementStatusHistory,
  settlements,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { newReadableCode } from '../../lib/readable-code.ts';

export type SettlementRow = typeof settlements.$inferSelect;

const bookingAmount = sql<number>`coalesce(${bookings.quotedAmount}, ${bookings.estimate})`.mapWith(Number);

/** A booking's 구매확정 release in the ledger (one per booking): what it held, and the commission taken from it. */
const released = (account: 'customer_funds' | 'platform_revenue') =>
  sql`(select abs(sum(e.amount)) from ${ledgerEntries} e join ${ledgerTransactions} t on t.id = e.transaction_id
    where t.kind = 'release' and t.booking_id = ${bookings.id} and e.account = ${account})`;

/**
 * What a request would gather now: the truck's bookings in no live settlement whose money was
 * released to it in the ledger (구매확정: collected, less refunds; its commission as taken then), and those that
 * completed before payments existed (accepted without a payment schedule and never paid: their quote, as before).
 */
export const settleableBookings = (db: Db, truckId: number) =>
  db
    .select({
      id: bookings.id,
      code: bookings.code,
      eventName: bookings.eventName,
      eventDate: bookings.eventDate,
      endsAt: bookings.endsAt,
      amount: sql<number>`coalesce(${released('customer_funds')}, ${bookingAmount})`.mapWith(Number),
      /** From the ledger; null for a booking from before payments (commission computed on the claim). */
      ledgerCommission: sql<number | null>`coalesce(${released('platform_revenue')},
        case when ${released('customer_funds')} is not null then 0 end)`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.truckId, truckId),
        sql`not exists (select 1 from ${settlementBookings} sb where sb.booking_id = ${bookings.id} and sb.live)`,
        or(
          sql`${released('customer_funds')} is not null`,
          and(
            eq(bookings.status, 'completed'),
            isNull(bookings.acceptedAt),
            sql`not exists (select 1 from ${payments} p where p.booking_id = ${bookings.id})`,
          ),
        ),
      ),
    )
    .orderBy(asc(bookings.eventDate), asc(bookings.code));

/** What the ledger owes the vendor for these bookings (their releases' vendor_payable): what a payout pays. */
export async function releasedToVendor(db: Db, bookingIds: string[]): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const [row] = await db
    .select({ total: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.kind, 'release'),
        inArray(ledgerTransactions.bookingId, bookingIds),
        eq(ledgerEntries.account, 'vendor_payable'),
      ),
    );
  return Number(row?.total ?? 0);
}

export const settlementBookingIds = async (db: Db, settlementId: string) =>
  (
    await db
      .select({ id: settlementBookings.bookingId })
      .from(settlementBookings)
      .where(eq(settlementBookings.settlementId, settlementId))
  ).map((row) => row.id);

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

/**
 * The one writer of a settlement's status: the shared machine must allow the move for the line's actor; the
 * status trigger writes its history line and event from the line (drizzle/repeatable/settlements.sql).
 */
export async function moveSettlement(
  tx: Db,
  id: string,
  move: { from: SettlementStatus; to: SettlementStatus },
  line: MoveLine,
  values: Omit<Partial<typeof settlements.$inferInsert>, 'status'> = {},
) {
  const verdict = canSettlementTransition({ ...move, actor: line.actor, reason: line.reason ?? undefined });
  if (!verdict.ok) throw new AppError(verdict.code, { message: verdict.reason });
  await stampMove(tx, line);
  await tx
    .update(settlements)
    .set({ ...values, status: move.to })
    .where(and(eq(settlements.id, id), eq(settlements.status, move.from)));
}

/** A rejected settlement lets go of its bookings: they can be claimed again. */
export async function releaseBookings(db: Db, settlementId: string) {
  await db
    .update(settlementBookings)
    .set({ live: false })
    .where(eq(settlementBookings.settlementId, settlementId));
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
