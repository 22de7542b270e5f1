import { randomBytes } from 'node:crypto';
import type { StoredPayment, StoredTransaction, TossPaymentStatus } from './types.ts';

/** Toss lets a payment sit IN_PROGRESS (authenticated, not confirmed) for 10 minutes. */
const CONFIRM_WINDOW_MS = 10 * 60_000;

export const randomKey = (bytes: number) => randomBytes(bytes).toString('hex');

/** The sandbox's payments and its ledger of transactions, in memory. */
export function createStore(now: () => Date) {
  const byKey = new Map<string, StoredPayment>();
  const transactions: StoredTransaction[] = [];

  /** A payment left IN_PROGRESS past the confirm window expires, as Toss's does. */
  function refresh(p: StoredPayment): StoredPayment {
    if (p.status === 'IN_PROGRESS' && now().getTime() - p.requestedAt.getTime() > CONFIRM_WINDOW_MS) {
      p.status = 'EXPIRED';
    }
    return p;
  }

  /** The order's payment: the one that was approved if any, else the latest attempt. */
  function paymentOfOrder(orderId: string): StoredPayment | undefined {
    const attempts = [...byKey.values()].filter((p) => p.orderId === orderId);
    return attempts.find((p) => p.approvedAt !== null) ?? attempts.at(-1);
  }

  /** A line of the ledger for a move of the payment's money; the payment's lastTransactionKey becomes its key. */
  function record(p: StoredPayment, status: TossPaymentStatus, amount: number, at: Date): string {
    const transactionKey = randomKey(16).toUpperCase();
    transactions.push({
      transactionKey,
      paymentKey: p.paymentKey,
      orderId: p.orderId,
      customerKey: p.customerKey,
      status,
      amount,
      at,
    });
    p.lastTransactionKey = transactionKey;
    return transactionKey;
  }

  return { byKey, transactions, refresh, paymentOfOrder, record };
}
export type Store = ReturnType<typeof createStore>;
