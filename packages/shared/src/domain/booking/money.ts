import { seoulDaysUntil } from './schedule.ts';
import type { BookingStatus } from './states.ts';

/** A menu line as the estimate needs it: the unit price in won and how many servings. */
export interface PricedLine {
  unitPrice: number;
  servings: number;
}

/**
 * docs/product.md § Domain: catalogue (or the truck's own) price × servings, plus the truck's call-out fee
 * when one is chosen.
 */
export function estimateBooking(lines: readonly PricedLine[], baseFee = 0): number {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.servings, baseFee);
}

export interface CancellationFeeRule {
  /** Applies when the event is at least this many calendar days (Seoul) after the day of cancelling. */
  minDaysBefore: number;
  /** Share of the quoted amount charged, 0–1. */
  feeRate: number;
  label: string;
}

/**
 * The refund policy's fees for cancelling a booking the vendor already accepted, from the most days before
 * the event. The policy text served at /policies/refund states the same numbers (a test holds them together).
 */
export const CANCELLATION_FEE_RULES: readonly CancellationFeeRule[] = [
  { minDaysBefore: 7, feeRate: 0, label: '행사 7일 전까지' },
  { minDaysBefore: 3, feeRate: 0.1, label: '행사 6~3일 전' },
  { minDaysBefore: 1, feeRate: 0.3, label: '행사 2~1일 전' },
  { minDaysBefore: 0, feeRate: 0.5, label: '행사 당일' },
];

export interface CancellationQuote {
  /** What cancelling costs, in won (rounded down). */
  fee: number;
  feeRate: number;
  /** The policy line that applies, for the confirmation text. */
  label: string;
}

/**
 * What cancelling now would cost. A request nobody accepted yet is free; an accepted booking pays the
 * policy's share of the quoted amount. The same function shows the preview and records the fee.
 */
export function cancellationQuote(booking: {
  status: BookingStatus;
  quotedAmount: number | null;
  eventDate: string;
  now: Date;
}): CancellationQuote {
  if (booking.status !== 'accepted' || !booking.quotedAmount) {
    return { fee: 0, feeRate: 0, label: '확정 전 취소' };
  }
  const days = seoulDaysUntil(booking.eventDate, booking.now);
  const rule =
    CANCELLATION_FEE_RULES.find((candidate) => days >= candidate.minDaysBefore) ??
    CANCELLATION_FEE_RULES[CANCELLATION_FEE_RULES.length - 1]!;
  return { fee: Math.floor(booking.quotedAmount * rule.feeRate), feeRate: rule.feeRate, label: rule.label };
}
