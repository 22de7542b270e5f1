/**
 * The one way money moves: a payment gateway as the payment service needs it. Toss Payments
 * implements it (toss-client.ts, against api.tosspayments.com or the payment sandbox that speaks the same
 * protocol, tools/toss-sandbox, over HTTP: sandbox-gateway.ts); PortOne could implement it later without the
 * service changing.
 */

/** A payment's state as the gateway reports it (Toss's `status`). */
export const GATEWAY_PAYMENT_STATUSES = [
  'READY',
  'IN_PROGRESS',
  'WAITING_FOR_DEPOSIT',
  'DONE',
  'CANCELED',
  'PARTIAL_CANCELED',
  'ABORTED',
  'EXPIRED',
] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];

export interface GatewayCancel {
  cancelAmount: number;
  cancelReason: string;
  canceledAt: string;
  /** Unique per cancel: the key a refund is matched by. */
  transactionKey: string;
}

/** The part of Toss's Payment object the service reads. */
export interface GatewayPayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  status: GatewayPaymentStatus;
  totalAmount: number;
  /** What can still be cancelled (refunded). */
  balanceAmount: number;
  method: string | null;
  requestedAt: string;
  approvedAt: string | null;
  cancels: GatewayCancel[];
  receiptUrl: string | null;
}

/** One line of the gateway's own record of a day (Toss `GET /v1/transactions`), for reconciliation. */
export interface GatewayTransaction {
  transactionKey: string;
  paymentKey: string;
  orderId: string;
  status: GatewayPaymentStatus;
  /** Positive for an approval, the cancelled amount for a cancel (as Toss reports it, positive). */
  amount: number;
  transactionAt: string;
}

/**
 * What a call came to. `refused`: the gateway answered with an error, so nothing happened (a declined card,
 * a wrong amount, an unknown payment). `unknown`: no answer (timeout, network, 5xx), so it may or may not have
 * happened; the caller finds out by looking the payment up.
 */
export type GatewayResult<T> =
  | { ok: true; value: T }
  | { ok: false; kind: 'refused'; status: number; code: string; message: string }
  | { ok: false; kind: 'unknown'; reason: string };

export interface CheckoutOrder {
  orderId: string;
  orderName: string;
  amount: number;
  customerKey: string;
  successUrl: string;
  failUrl: string;
}

export interface PaymentGateway {
  /** Shown in the browser to open the payment widget. */
  readonly clientKey: string;
  /** The loopback sandbox rather than real money: every screen says 테스트 결제. */
  readonly testMode: boolean;
  /** `POST /v1/payments/confirm`; the idempotency key makes a repeat answer the first call's answer. */
  confirm(
    input: { paymentKey: string; orderId: string; amount: number },
    options: { idempotencyKey: string },
  ): Promise<GatewayResult<GatewayPayment>>;
  /** `GET /v1/payments/{paymentKey}`; null when the gateway has no such payment. */
  getPayment(paymentKey: string): Promise<GatewayResult<GatewayPayment | null>>;
  /** `GET /v1/payments/orders/{orderId}`; null when no payment was made for the order. */
  getPaymentByOrderId(orderId: string): Promise<GatewayResult<GatewayPayment | null>>;
  /** `POST /v1/payments/{paymentKey}/cancel`, whole (no amount) or partial. */
  cancel(
    paymentKey: string,
    input: { cancelReason: string; cancelAmount?: number },
    options: { idempotencyKey: string },
  ): Promise<GatewayResult<GatewayPayment>>;
  /** `GET /v1/transactions?startDate&endDate` (ISO local date-times, Seoul), every page. */
  listTransactions(startDate: string, endDate: string): Promise<GatewayResult<GatewayTransaction[]>>;
  /** The sandbox's own checkout page for an order (no widget script needed); undefined for the real gateway. */
  checkoutUrl?(order: CheckoutOrder): string;
}
