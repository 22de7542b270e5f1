/**
 * A payment's states (decision 042): Toss's own (READY → IN_PROGRESS → DONE →
 * PARTIAL_CANCELED → CANCELED, or ABORTED / EXPIRED) and one of ours, CONFIRM_UNKNOWN: the confirm was sent and
 * no answer came back, so the money may or may not have moved until a lookup of the order says which.
 */
export const PAYMENT_STATUSES = [
  'READY',
  'IN_PROGRESS',
  'CONFIRM_UNKNOWN',
  'DONE',
  'PARTIAL_CANCELED',
  'CANCELED',
  'ABORTED',
  'EXPIRED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Money was taken and (some of it) is still held: what a booking counts as paid. */
export const PAID_PAYMENT_STATUSES = ['DONE', 'PARTIAL_CANCELED'] as const satisfies readonly PaymentStatus[];
/** An order still on its way: a second order of the same kind waits for it rather than charging twice. */
export const OPEN_PAYMENT_STATUSES = [
  'IN_PROGRESS',
  'CONFIRM_UNKNOWN',
] as const satisfies readonly PaymentStatus[];

export const PAYMENT_STATUS_LABELS = {
  READY: '결제 대기',
  IN_PROGRESS: '결제 확인 중',
  CONFIRM_UNKNOWN: '결제 확인 중',
  DONE: '결제 완료',
  PARTIAL_CANCELED: '부분 환불',
  CANCELED: '환불 완료',
  ABORTED: '결제 실패',
  EXPIRED: '결제 시간 초과',
} as const satisfies Record<PaymentStatus, string>;

/** What a payment pays for: the deposit (계약금), the rest (잔금), or everything at once. */
export const PAYMENT_KINDS = ['deposit', 'balance', 'full'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_KIND_LABELS = {
  deposit: '계약금',
  balance: '잔금',
  full: '전액',
} as const satisfies Record<PaymentKind, string>;

/** Where a booking's money stands, from its payments. */
export const BOOKING_PAYMENT_STATES = ['unpaid', 'deposit_paid', 'paid'] as const;
export type BookingPaymentState = (typeof BOOKING_PAYMENT_STATES)[number];

export const BOOKING_PAYMENT_STATE_LABELS = {
  unpaid: '결제 전',
  deposit_paid: '계약금 결제 완료',
  paid: '결제 완료',
} as const satisfies Record<BookingPaymentState, string>;

/**
 * A dispute of a booking's service and how an operator resolves it. `resolving`: one operator's resolution has
 * claimed it and its refund is on its way through the gateway; nobody else may resolve it meanwhile.
 */
export const DISPUTE_STATUSES = ['open', 'resolving', 'resolved'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_RESOLUTIONS = ['release', 'partial_refund', 'full_refund'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];
export const DISPUTE_RESOLUTION_LABELS = {
  release: '사장님께 지급',
  partial_refund: '일부 환불',
  full_refund: '전액 환불',
} as const satisfies Record<DisputeResolution, string>;
