/**
 * What the sandbox is made of and what it offers a test. Its own copy of the Toss protocol's shapes: the server's
 * payments code (apps/server/src/modules/payments/gateway) knows them from Toss's documents, not from here, and
 * talks to the sandbox only over HTTP.
 */

/** A payment's `status`, as Toss reports it. */
export type TossPaymentStatus =
  | 'READY'
  | 'IN_PROGRESS'
  | 'WAITING_FOR_DEPOSIT'
  | 'DONE'
  | 'CANCELED'
  | 'PARTIAL_CANCELED'
  | 'ABORTED'
  | 'EXPIRED';

/** What the checkout (Toss's payment widget, here the sandbox's own page) is opened with. */
export interface CheckoutOrder {
  orderId: string;
  orderName: string;
  amount: number;
  customerKey: string;
  successUrl: string;
  failUrl: string;
}

export interface TossSandboxOptions {
  host?: string;
  port?: number;
  secretKey?: string;
  clientKey?: string;
  /** Where PAYMENT_STATUS_CHANGED webhooks go (none when unset). */
  webhookUrl?: string;
  /**
   * The sandbox's "now"; the system clock by default. A test in the server's process passes the product's clock
   * (currentTime) so that moving it moves the sandbox too; a sandbox of its own is moved over HTTP
   * (`POST /__test/clock`, clock.ts).
   */
  now?: () => Date;
}

/** One-shot faults (each is used by the next matching call, in the order they were set). */
export interface TossSandboxFaults {
  /** The next confirm is declined with this Toss error and charges nothing; the payment becomes ABORTED. */
  declineNextConfirm(code?: string, message?: string): void;
  /** The next confirm waits `ms` before doing anything, as a slow Toss does; its answer comes after that. */
  delayNextConfirm(ms: number): void;
  /** The next confirm goes through at once (DONE) but its answer is held `ms`: answered after the client gave up. */
  confirmButLoseAnswer(ms: number): void;
  /** The next confirm answers 500 without doing anything. */
  failNextConfirm(): void;
  /** The next cancel answers 500 without doing anything. */
  failNextCancel(): void;
  /** The next cancel goes through at once but its answer is held `ms`. */
  cancelButLoseAnswer(ms: number): void;
  /** The next payment lookup (by paymentKey or orderId) answers 500. */
  failNextLookup(): void;
  /** The next `GET /v1/transactions` answers 500. */
  failNextTransactions(): void;
  /** Forgets every fault not yet used. */
  clear(): void;
}

export interface StoredCancel {
  transactionKey: string;
  cancelAmount: number;
  cancelReason: string;
  canceledAt: Date;
  refundableAmount: number;
}

export interface StoredPayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  customerKey: string;
  totalAmount: number;
  status: TossPaymentStatus;
  requestedAt: Date;
  approvedAt: Date | null;
  balanceAmount: number;
  cancels: StoredCancel[];
  lastTransactionKey: string | null;
}

export interface StoredTransaction {
  transactionKey: string;
  paymentKey: string;
  orderId: string;
  customerKey: string;
  status: TossPaymentStatus;
  amount: number;
  at: Date;
}

/** What a route answers; `holdMs` delays sending it (a lost answer). */
export interface Answer {
  status: number;
  body: unknown;
  holdMs?: number;
}
