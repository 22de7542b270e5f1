import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../constants.ts';
import type { BookingPaymentState, PaymentKind } from './states.ts';

/** The money rules of payments (decision 042); the server's configuration may change the defaults. */
export const PAYMENT_RULES = {
  /** A truck's deposit share when its owner has not set one (DEPOSIT_PERCENT_OPTIONS are the choices). */
  defaultDepositPercent: 30,
  /** The deposit is due this long after the accept (or by the event's start, if sooner). */
  depositDueHours: 48,
  /** The balance is due this many days before the event starts. */
  balanceDueDaysBefore: 3,
  /** Customers are reminded this long before the balance is due. */
  balanceReminderHours: 24,
  /** After the event ends the customer confirms the service, or it confirms itself after this. */
  serviceConfirmHours: 72,
  /**
   * A payment window opened before the deposit's deadline may still be finished this long after it (Toss keeps
   * an approval 10 minutes); the booking lapses only then, and the screen says so.
   */
  depositGraceMinutes: 10,
} as const;

/** When a confirmed booking with nothing paid lapses: its deposit deadline and the grace after it. */
export const depositLapsesAt = (depositDueAt: Date) =>
  new Date(depositDueAt.getTime() + PAYMENT_RULES.depositGraceMinutes * MINUTE_MS);

/**
 * Whether the first payment of a booking (its deposit, or everything at once) may still be confirmed: the order
 * was made by the deadline, and the confirm comes within the grace after it.
 */
export const firstPaymentInTime = (input: { depositDueAt: Date; orderedAt: Date; now: Date }) =>
  input.orderedAt <= input.depositDueAt && input.now < depositLapsesAt(input.depositDueAt);

export interface PaymentSchedule {
  depositAmount: number;
  depositDueAt: Date;
  balanceDueAt: Date;
  /**
   * The balance would be due no later than the deposit (accepted close to the event), or the deposit share is
   * 100 %: the whole amount is paid at once.
   */
  fullOnly: boolean;
}

/** The deposit's amount (rounded down to the won) and both deadlines, fixed when the vendor accepts. */
export function paymentSchedule(input: {
  quotedAmount: number;
  depositPercent: number;
  acceptedAt: Date;
  startsAt: Date;
}): PaymentSchedule {
  const depositAmount = Math.floor((input.quotedAmount * input.depositPercent) / 100);
  const depositDueAt = new Date(
    Math.min(input.acceptedAt.getTime() + PAYMENT_RULES.depositDueHours * HOUR_MS, input.startsAt.getTime()),
  );
  const balanceDueAt = new Date(input.startsAt.getTime() - PAYMENT_RULES.balanceDueDaysBefore * DAY_MS);
  const fullOnly = balanceDueAt.getTime() <= depositDueAt.getTime() || depositAmount >= input.quotedAmount;
  // Paid at once, the whole amount is due when the deposit would have been.
  return { depositAmount, depositDueAt, balanceDueAt: fullOnly ? depositDueAt : balanceDueAt, fullOnly };
}

/** What a booking's payments so far add up to. */
export interface PaidKinds {
  deposit: boolean;
  balance: boolean;
  full: boolean;
}

export function bookingPaymentState(paid: PaidKinds): BookingPaymentState {
  if (paid.full || (paid.deposit && paid.balance)) return 'paid';
  return paid.deposit ? 'deposit_paid' : 'unpaid';
}

export interface PaymentOption {
  kind: PaymentKind;
  amount: number;
  dueAt: Date;
}

/**
 * What the customer can pay now, in the order the screen offers it: nothing paid → the deposit (unless the whole
 * amount is due at once) and the full amount; deposit paid → the balance; all paid → nothing.
 */
export function paymentOptions(input: {
  quotedAmount: number;
  schedule: Pick<PaymentSchedule, 'depositAmount' | 'depositDueAt' | 'balanceDueAt' | 'fullOnly'>;
  paid: PaidKinds;
}): PaymentOption[] {
  const { quotedAmount, schedule, paid } = input;
  const state = bookingPaymentState(paid);
  if (state === 'paid') return [];
  if (state === 'deposit_paid') {
    return [{ kind: 'balance', amount: quotedAmount - schedule.depositAmount, dueAt: schedule.balanceDueAt }];
  }
  const full: PaymentOption = {
    kind: 'full',
    amount: quotedAmount,
    dueAt: schedule.fullOnly ? schedule.depositDueAt : schedule.balanceDueAt,
  };
  if (schedule.fullOnly) return [full];
  return [{ kind: 'deposit', amount: schedule.depositAmount, dueAt: schedule.depositDueAt }, full];
}

/** The reason a confirmed booking is cancelled when its deposit was not paid in time (both sides are told). */
export const DEPOSIT_LAPSED_REASON = '계약금 결제 기한이 지났어요';

/**
 * The reason a booking whose deposit was paid is cancelled for its balance (decision 069): by its truck once the
 * balance is overdue, or by itself when the event begins with the balance still unpaid. The customer bears the
 * refund policy's fee, as if they had called it off then, taken from what they paid.
 */
export const BALANCE_UNPAID_REASON = '잔금이 결제되지 않아 예약이 취소됐어요';

/**
 * A booking's unpaid balance (decision 069): once its deposit is paid, the rest is due by `dueAt`; past it the
 * balance is overdue, the truck may give more time or cancel, and at the event's start the booking is cancelled.
 */
export function balanceStanding(input: { dueAt: Date; startsAt: Date; now: Date }) {
  const overdue = input.now >= input.dueAt;
  return { overdue, cancelsAt: input.startsAt, canCancel: overdue && input.now < input.startsAt };
}

/**
 * 구매확정: between a confirmed booking's end and 72 h after it, its customer may confirm the
 * service or dispute it, once; afterwards it confirms itself unless disputed.
 */
export function serviceConfirmationWindow(booking: {
  status: string;
  endsAt: Date;
  serviceConfirmedAt: Date | null;
  disputed: boolean;
  /** The whole price is paid: a deposit is never released as if it were the price (decision 069). */
  fullyPaid: boolean;
  now: Date;
}): { canConfirm: boolean; canDispute: boolean; autoConfirmAt: Date } {
  const autoConfirmAt = new Date(booking.endsAt.getTime() + PAYMENT_RULES.serviceConfirmHours * HOUR_MS);
  const open =
    (booking.status === 'accepted' || booking.status === 'completed') &&
    booking.serviceConfirmedAt === null &&
    !booking.disputed &&
    booking.now >= booking.endsAt;
  return {
    canConfirm: open && booking.fullyPaid,
    canDispute: open && booking.now < autoConfirmAt,
    autoConfirmAt,
  };
}

/** The deposit shares a truck's owner may choose (the database allows 10–100); 100 means paid in full at once. */
export const DEPOSIT_PERCENT_OPTIONS = [10, 20, 30, 50, 100] as const;
