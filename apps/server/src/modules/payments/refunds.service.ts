import { formatWon } from '@ft/shared';
import { EventListener } from '../../lib/event-listeners.ts';
import * as bookingsService from '../bookings/bookings.service.ts';
import * as repo from './payments.repo.ts';
import { applyGatewayPayment, type PaymentDeps } from './payments.service.ts';

// ── Refunds ───────────────────────────────────────────────────────────────────────────────────────────

/** Why the money went back, in the words the customer's notice and statement show. */
const refundReason = (fee: number) =>
  fee > 0 ? `예약 취소 (취소 수수료 ${formatWon(fee)} 제외)` : '예약 취소 (전액 환불)';

/**
 * Gives back what a cancelled booking's customer is owed (item 6): everything paid, less the cancellation fee
 * when the customer called it off (`cancellationFee`, 0 for a vendor's, an operator's or a lapse). Driven by the
 * ledger, not by remembering to call it: whatever cancels a booking (or a payment confirmed after its booking
 * was cancelled, racing it), the next run finds the money held and sends it back. Each gateway cancel carries a
 * key made of the payment and what it had refunded before, so a retry after a lost answer is the same cancel;
 * its result is recorded by `applyGatewayPayment` (a refund row per gateway cancel, once, with its ledger entry).
 */
export async function refundCancelledBookings(deps: PaymentDeps, bookingId?: string): Promise<number> {
  let refunded = 0;
  const failed: string[] = [];
  for (const due of await repo.bookingsOwedRefunds(deps.db, 50, bookingId)) {
    const booking = (await bookingsService.findBookingView(deps.db, due.bookingId))?.booking;
    if (!booking) continue;
    const result = await refundBooking(
      deps,
      due.bookingId,
      Number(due.owed),
      refundReason(booking.cancellationFee ?? 0),
    );
    refunded += result.refunds;
    if (result.failed) failed.push(`${result.failed.orderId} (${result.failed.kind})`);
  }
  if (failed.length > 0) throw new Error(`refunds not made yet: ${failed.join(', ')}`);
  return refunded;
}

/**
 * Refunds as a listener of the outbox: a booking cancelled, or a payment that went through (it may have raced a
 * cancellation), is looked at once its event commits — that booking alone, not every booking owed money. The
 * gateway is called after the claim commits; what fails is found by the full look (`refundCancelledBookings`)
 * on the refunds job's timer.
 */
export const refundsListener = (deps: PaymentDeps) =>
  new EventListener('refunds').on(['booking.cancelled', 'payment.done'], async (_tx, event) => {
    const bookingId =
      event.subject === 'booking' ? event.subjectId : (event.data as { bookingId: string }).bookingId;
    return () => refundCancelledBookings(deps, bookingId).then(() => undefined);
  });

/**
 * Gives `amount` of a booking's held money back through the gateway, off its latest payments first. Each cancel's
 * key is the payment and what it had refunded before, so a retry after a lost answer is the same cancel; what the
 * gateway did is recorded by `applyGatewayPayment` (a refund row per gateway cancel, once, with its ledger entry).
 * Stops at the first cancel that did not go through and names it: `refused` by the gateway (nothing moved), or
 * `unknown` (no answer: it may have gone through, and only the same cancel sent again may find out).
 */
export async function refundBooking(
  deps: PaymentDeps,
  bookingId: string,
  amount: number,
  reason: string,
): Promise<{ refunds: number; failed?: { orderId: string; kind: 'refused' | 'unknown' } }> {
  let owed = amount;
  let refunds = 0;
  const held = await repo.heldPaymentsOf(deps.db, bookingId);
  const made = await repo.refundsOf(
    deps.db,
    held.map((row) => row.id),
  );
  for (const payment of held) {
    if (owed <= 0 || !payment.paymentKey) break;
    const before = made.filter((r) => r.paymentId === payment.id).reduce((sum, r) => sum + r.amount, 0);
    const cancelAmount = Math.min(owed, payment.amount - before);
    if (cancelAmount <= 0) continue;
    const result = await deps.gateway.cancel(
      payment.paymentKey,
      { cancelReason: reason.slice(0, 200), cancelAmount },
      { idempotencyKey: `refund-${payment.id}-${before}` },
    );
    // No answer or a refusal: left as it is; the same cancel is sent again next time.
    if (!result.ok) return { refunds, failed: { orderId: payment.orderId, kind: result.kind } };
    await applyGatewayPayment(deps.db, result.value);
    owed -= cancelAmount;
    refunds += 1;
  }
  return { refunds };
}
