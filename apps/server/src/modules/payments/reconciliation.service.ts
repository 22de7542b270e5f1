import { addDays, type Reconciliation, seoulInstant } from '@ft/shared';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentRefunds, payments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { GatewayTransaction } from './gateway/gateway.ts';
import { ledgerBalances, overdrawnBookings } from './payments.repo.ts';
import type { PaymentDeps } from './payments.service.ts';

type Difference = Reconciliation['differences'][number];

/** What the ledger booked on a Seoul day: payments by their approval, refunds by the gateway's cancel time. */
async function ledgerOf(db: Db, from: Date, to: Date) {
  const [paid, refunded] = await Promise.all([
    db
      .select({
        orderId: payments.orderId,
        paymentKey: payments.paymentKey,
        amount: payments.amount,
        at: payments.approvedAt,
      })
      .from(payments)
      .where(and(gte(payments.approvedAt, from), lt(payments.approvedAt, to))),
    db
      .select({
        orderId: payments.orderId,
        transactionKey: paymentRefunds.transactionKey,
        amount: paymentRefunds.amount,
        at: paymentRefunds.createdAt,
      })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(and(gte(paymentRefunds.createdAt, from), lt(paymentRefunds.createdAt, to))),
  ]);
  return { paid, refunded };
}

/**
 * One kind of movement, the gateway's against the ledger's by key: each the ledger lacks or books with another
 * amount, then each the gateway does not know.
 */
function compare(
  movement: Difference['movement'],
  gateway: (GatewayTransaction & { key: string })[],
  ledger: { key: string; orderId: string; transactionKey: string | null; amount: number; at: Date }[],
): Difference[] {
  const booked = new Map(ledger.map((row) => [row.key, row]));
  const differences: Difference[] = [];
  for (const row of gateway) {
    const match = booked.get(row.key);
    booked.delete(row.key);
    if (match?.amount === row.amount) continue;
    differences.push({
      kind: match ? 'amount_mismatch' : 'missing_in_ledger',
      movement,
      orderId: row.orderId,
      transactionKey: row.transactionKey,
      gatewayAmount: row.amount,
      ledgerAmount: match?.amount ?? null,
      at: new Date(row.transactionAt).toISOString(),
    });
  }
  for (const row of booked.values()) {
    differences.push({
      kind: 'missing_at_gateway',
      movement,
      orderId: row.orderId,
      transactionKey: row.transactionKey,
      gatewayAmount: null,
      ledgerAmount: row.amount,
      at: row.at.toISOString(),
    });
  }
  return differences;
}

/**
 * `GET /admin/reconciliation?date=` (item 10): the gateway's own record of a Seoul day (`/v1/transactions`) beside
 * what the ledger booked that day, and every difference named: an approval or a cancel the ledger lacks, one the
 * gateway does not know, or the same one with another amount. Approvals are matched by payment key, cancels by
 * their transaction key. Any booking whose held money is overdrawn is listed too, whatever its day.
 */
export async function reconcile(deps: PaymentDeps, date: string): Promise<Reconciliation> {
  const from = seoulInstant(date, '00:00');
  const to = seoulInstant(addDays(date, 1), '00:00');
  const listed = await deps.gateway.listTransactions(`${date}T00:00:00`, `${date}T23:59:59`);
  if (!listed.ok) throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
  const approvals = listed.value.filter((row) => row.status === 'DONE');
  const cancels = listed.value.filter((row) => row.status !== 'DONE');
  const ours = await ledgerOf(deps.db, from, to);
  // Approvals are matched by payment key, cancels by their transaction key.
  const differences = [
    ...compare(
      'payment',
      approvals.map((row) => ({ ...row, key: row.paymentKey })),
      ours.paid.map((row) => ({ ...row, key: row.paymentKey ?? '', transactionKey: null, at: row.at! })),
    ),
    ...compare(
      'refund',
      cancels.map((row) => ({ ...row, key: row.transactionKey })),
      ours.refunded.map((row) => ({ ...row, key: row.transactionKey })),
    ),
  ];

  const sum = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);
  const [balance, overdrawn] = await Promise.all([ledgerBalances(deps.db), overdrawnBookings(deps.db)]);
  // Assets as they stand (debit positive), what is owed or earned as positive won too (credits).
  const credit = (account: string) => 0 - (balance[account] ?? 0);
  return {
    balances: {
      gatewayClearing: balance.gateway_clearing ?? 0,
      customerFunds: credit('customer_funds'),
      vendorPayable: credit('vendor_payable'),
      platformRevenue: credit('platform_revenue'),
    },
    date,
    gateway: { approved: sum(approvals), cancelled: sum(cancels), count: listed.value.length },
    ledger: {
      paid: sum(ours.paid),
      refunded: sum(ours.refunded),
      count: ours.paid.length + ours.refunded.length,
    },
    differences: differences.sort((a, b) => a.at.localeCompare(b.at)),
    overdrawn: overdrawn.map((row) => ({ ...row, amount: Number(row.amount) })),
  };
}
