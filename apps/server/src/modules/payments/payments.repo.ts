import {
  type LedgerLine,
  type LedgerTransactionKind,
  OPEN_PAYMENT_STATUSES,
  PAID_PAYMENT_STATUSES,
  type PaymentStatus,
} from '@ft/shared';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MoveLine, stampMove } from '../../db/move-line.ts';
import {
  bookings,
  ledgerEntries,
  ledgerTransactions,
  paymentRefunds,
  payments,
  paymentWebhooks,
} from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type RefundRow = typeof paymentRefunds.$inferSelect;

export async function insertPayment(tx: Db, row: NewPaymentRow): Promise<PaymentRow> {
  const [inserted] = await tx.insert(payments).values(row).returning();
  return inserted!;
}

export async function lockPaymentByOrderId(tx: Db, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
  return row;
}

export async function findPaymentByOrderId(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row;
}

/**
 * The one writer of a payment's status (with the columns the gateway's answer brings); its trigger writes the
 * history line from `line` and announces the outcomes (drizzle/repeatable/payments.sql).
 */
export async function movePayment(
  tx: Db,
  id: string,
  line: MoveLine,
  values: Partial<NewPaymentRow> & { status: PaymentStatus },
): Promise<void> {
  await stampMove(tx, line);
  await tx.update(payments).set(values).where(eq(payments.id, id));
}

/** A booking's orders that took or may be taking money: what it counts as paid, or waits on. */
export const livePaymentsOf = (db: Db, bookingId: string): Promise<PaymentRow[]> =>
  db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        inArray(payments.status, [...PAID_PAYMENT_STATUSES, ...OPEN_PAYMENT_STATUSES, 'CANCELED']),
      ),
    );

/** Every order of a booking but those never sent to the gateway's window and abandoned, oldest first. */
export const paymentsOf = (db: Db, bookingId: string): Promise<PaymentRow[]> =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), sql`${payments.status} <> 'READY'`))
    .orderBy(asc(payments.createdAt));

export const refundsOf = (db: Db, paymentIds: string[]): Promise<RefundRow[]> =>
  paymentIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.paymentId, paymentIds))
        .orderBy(asc(paymentRefunds.id));

/** Confirms still waiting for their answer after `before`: the sweep looks each order up. */
export const unresolvedPayments = (db: Db, before: Date, limit: number): Promise<PaymentRow[]> =>
  db
    .select()
    .from(payments)
    .where(and(inArray(payments.status, [...OPEN_PAYMENT_STATUSES]), lt(payments.updatedAt, before)))
    .orderBy(asc(payments.updatedAt))
    .limit(limit);

export async function insertRefund(
  tx: Db,
  row: typeof paymentRefunds.$inferInsert,
): Promise<RefundRow | undefined> {
  // The same gateway cancel seen twice (its answer, then its webhook) is one refund.
  const [inserted] = await tx.insert(paymentRefunds).values(row).onConflictDoNothing().returning();
  return inserted;
}

/**
 * One ledger transaction and its entries. The database checks at commit that they sum to zero, and a payment or
 * refund is booked once (unique keys), so a confirm and its webhook cannot both book it.
 */
export async function recordLedger(
  tx: Db,
  transaction: {
    kind: LedgerTransactionKind;
    /** None for a payout, which pays a truck for many bookings. */
    bookingId: string | null;
    truckId: number | null;
    paymentId?: string;
    refundId?: number;
    memo?: string;
  },
  lines: LedgerLine[],
): Promise<void> {
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: transaction.kind,
      bookingId: transaction.bookingId,
      paymentId: transaction.paymentId,
      refundId: transaction.refundId,
      memo: transaction.memo ?? '',
    })
    .returning({ id: ledgerTransactions.id });
  await tx.insert(ledgerEntries).values(
    lines.map((line) => ({
      transactionId: row!.id,
      account: line.account,
      amount: line.amount,
      bookingId: transaction.bookingId,
      truckId: line.account === 'vendor_payable' ? transaction.truckId : null,
    })),
  );
}

/** A booking's balance per account, read from the ledger. */
export async function bookingLedgerBalances(db: Db, bookingId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId))
    .groupBy(ledgerEntries.account);
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.total)]));
}

export async function insertWebhook(db: Db, row: typeof paymentWebhooks.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(paymentWebhooks).values(row).returning({ id: paymentWebhooks.id });
  return inserted!.id;
}

export const markWebhookProcessed = (db: Db, id: number, at: Date) =>
  db.update(paymentWebhooks).set({ processedAt: at }).where(eq(paymentWebhooks.id, id));

/** Deletes webhooks processed before `before` (never one still to act on); how many went. */
export async function deleteProcessedWebhooks(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(paymentWebhooks)
    .where(lt(paymentWebhooks.processedAt, before))
    .returning({ id: paymentWebhooks.id });
  return deleted.length;
}

/** Webhooks stored but not yet acted on (the gateway was unreachable when they came), oldest first. */
export const unprocessedWebhooks = (db: Db, before: Date, limit: number) =>
  db
    .select({
      id: paymentWebhooks.id,
      paymentKey: paymentWebhooks.paymentKey,
      orderId: paymentWebhooks.orderId,
    })
    .from(paymentWebhooks)
    .where(and(isNull(paymentWebhooks.processedAt), lt(paymentWebhooks.receivedAt, before)))
    .orderBy(asc(paymentWebhooks.receivedAt))
    .limit(limit);

/**
 * Cancelled bookings the platform still holds more of than it keeps (the customer's cancellation fee), read from
 * the ledger's customer_funds: what is owed back, oldest cancellation first.
 */
export const bookingsOwedRefunds = (db: Db, limit: number, bookingId?: string) =>
  db
    .select({
      bookingId: bookings.id,
      owed: sql<string>`-sum(${ledgerEntries.amount}) - coalesce(${bookings.cancellationFee}, 0)`,
    })
    .from(bookings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.status, 'cancelled'),
        eq(ledgerEntries.account, 'customer_funds'),
        bookingId === undefined ? undefined : eq(bookings.id, bookingId),
      ),
    )
    .groupBy(bookings.id)
    .having(sql`-sum(${ledgerEntries.amount}) > coalesce(${bookings.cancellationFee}, 0)`)
    .orderBy(asc(bookings.updatedAt))
    .limit(limit);

/** A booking's payments that hold money, newest first: refunds come off the latest payment first. */
export const heldPaymentsOf = (db: Db, bookingId: string): Promise<PaymentRow[]> =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, [...PAID_PAYMENT_STATUSES])))
    .orderBy(sql`${payments.approvedAt} desc nulls last`);

/** Every account's balance over the whole ledger (debit positive). */
export async function ledgerBalances(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.account);
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.total)]));
}

/** Bookings whose customer funds are overdrawn (a positive sum: more given out than paid in), by how much. */
export const overdrawnBookings = (db: Db) =>
  db
    .select({
      bookingId: bookings.id,
      code: bookings.code,
      amount: sql<string>`sum(${ledgerEntries.amount})`,
    })
    .from(ledgerEntries)
    .innerJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
    .where(eq(ledgerEntries.account, 'customer_funds'))
    .groupBy(bookings.id)
    .having(sql`sum(${ledgerEntries.amount}) > 0`)
    .orderBy(asc(bookings.code));
