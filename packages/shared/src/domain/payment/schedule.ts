import { HOUR_MS } from '../clock.ts';
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
} as const;

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
  const balanceDueAt = new Date(input.startsAt.getTime() - PAYMENT_RULES.balanceDueDaysBefore * 24 * HOUR_MS);
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
 * 구매확정: between a confirmed booking's end and 72 h after it, its customer may confirm the
 * service or dispute it, once; afterwards it confirms itself unless disputed.
 */
export function serviceConfirmationWindow(booking: {
  status: string;
  endsAt: Date;
  serviceConfirmedAt: Date | null;
  disputed: boolean;
  now: Date;
}): { canConfirm: boolean; canDispute: boolean; autoConfirmAt: Date } {
  const autoConfirmAt = new Date(booking.endsAt.getTime() + PAYMENT_RULES.serviceConfirmHours * HOUR_MS);
  const open =
    (booking.status === 'accepted' || booking.status === 'completed') &&
    booking.serviceConfirmedAt === null &&
    !booking.disputed &&
    booking.now >= booking.endsAt;
  return { canConfirm: open, canDispute: open && booking.now < autoConfirmAt, autoConfirmAt };
}

/** The deposit shares a truck's owner may choose (the database allows 10–100); 100 means paid in full at once. */
export const DEPOSIT_PERCENT_OPTIONS = [10, 20, 30, 50, 100] as const;
