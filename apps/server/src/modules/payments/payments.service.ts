import { randomBytes } from 'node:crypto';
import {
  bookingPaymentState,
  currentTime,
  firstPaymentInTime,
  MINUTE_MS,
  PAYMENT_KIND_LABELS,
  type Payment,
  type PaymentConfirmBody,
  type PaymentKind,
  type PaymentOrder,
  paymentLines,
  paymentOptions,
  payoutLines,
  ROUTES,
  refundLines,
} from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { systemLine } from '../../db/move-line.ts';
import { AppError } from '../../lib/app-error.ts';
import { isConstraintError, PG_UNIQUE_VIOLATION } from '../../lib/db-errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import * as bookingsService from '../bookings/bookings.service.ts';
import type { GatewayPayment } from './gateway/gateway.ts';
import { notFound, OPEN, paidKinds, paymentView, scheduleOf } from './payment-views.ts';
import * as repo from './payments.repo.ts';

export type { PaymentDeps } from './payment-deps.ts';

import type { PaymentDeps } from './payment-deps.ts';

/** Toss lets a confirm happen within 10 minutes of the payment window's approval. */
const CONFIRM_WINDOW_MS = 10 * MINUTE_MS;

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** `FTP-` and 20 random characters (Toss: 6–64 of A–Z a–z 0–9 - _). */
function newOrderId(): string {
  const bytes = randomBytes(20);
  return `FTP-${Array.from(bytes, (byte) => ORDER_ALPHABET[byte % ORDER_ALPHABET.length]).join('')}`;
}

// ── Orders ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * `POST /bookings/{id}/payments`: the customer's order for one of the amounts the booking can take now. The
 * amount is stored here, before the payment window opens, and a confirm must match it (item 4).
 */
export async function createPaymentOrder(
  deps: PaymentDeps,
  user: SessionUser,
  bookingId: string,
  kind: PaymentKind,
  /** The origin the customer is on: the payment window sends them back there (`/payment/success`, `/fail`). */
  origin: string,
): Promise<PaymentOrder> {
  const now = currentTime();
  const order = await deps.db.transaction(async (tx) => {
    const booking = await bookingsService.lockBooking(tx, bookingId);
    // Someone else's booking answers like a missing one.
    if (!booking || booking.customerId !== user.id) throw new AppError('BOOKING_NOT_FOUND');
    const schedule = scheduleOf(booking);
    if (booking.status !== 'accepted' || !schedule || now >= booking.startsAt) {
      throw new AppError('PAYMENT_NOT_AVAILABLE');
    }
    const live = await repo.livePaymentsOf(tx, bookingId);
    if (live.some((row) => OPEN.has(row.status))) throw new AppError('PAYMENT_IN_PROGRESS');
    // Nothing paid by the deposit's deadline: the booking lapses, no new payment window opens (decision 069).
    if (nothingPaid(live) && now > schedule.depositDueAt) {
      throw new AppError('PAYMENT_NOT_AVAILABLE', { message: '계약금 결제 기한이 지나 결제할 수 없어요.' });
    }
    const option = paymentOptions({
      quotedAmount: booking.quotedAmount!,
      schedule,
      paid: paidKinds(live),
    }).find((candidate) => candidate.kind === kind);
    if (!option) throw new AppError('PAYMENT_NOT_AVAILABLE');
    return repo.insertPayment(tx, {
      orderId: newOrderId(),
      bookingId,
      customerId: user.id,
      kind,
      orderName: `${booking.eventName} ${PAYMENT_KIND_LABELS[kind]}`.slice(0, 100),
      amount: option.amount,
      testMode: deps.gateway.testMode,
      createdAt: now,
      updatedAt: now,
    });
  });
  const checkout = {
    orderId: order.orderId,
    orderName: order.orderName,
    amount: order.amount,
    customerKey: `ft-${user.id}`,
    successUrl: `${origin}${ROUTES.paymentSuccess}`,
    failUrl: `${origin}${ROUTES.paymentFail}`,
  };
  const checkoutUrl = deps.gateway.checkoutUrl?.(checkout);
  return {
    ...checkout,
    clientKey: deps.gateway.clientKey,
    testMode: deps.gateway.testMode,
    ...(checkoutUrl ? { checkoutUrl } : {}),
  };
}

// ── Confirm ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * `POST /payments/confirm` from the success page (item 5). Never charges twice: the order is claimed under its
 * row lock (IN_PROGRESS), the gateway's confirm carries the order's idempotency key, and the DONE write with its
 * ledger transaction happens once whoever gets there first (this call, a repeat of it, a webhook, the sweep).
 * A confirm whose answer was lost is looked up by its order; still unknown, it answers CONFIRM_UNKNOWN and the
 * sweep finishes it.
 */
export async function confirmPayment(
  deps: PaymentDeps,
  user: SessionUser,
  body: PaymentConfirmBody,
): Promise<Payment> {
  const claimed = await deps.db
    .transaction(async (tx) => {
      const row = await repo.lockPaymentByOrderId(tx, body.orderId);
      if (!row || row.customerId !== user.id) throw notFound();
      // The amount comes back through the browser: anything but the stored one is refused before the gateway.
      if (body.amount !== row.amount) throw new AppError('PAYMENT_AMOUNT_MISMATCH');
      if (row.paymentKey !== null && row.paymentKey !== body.paymentKey) throw notFound();
      if (row.status !== 'READY') return row;
      const now = currentTime();
      // The booking's lock orders this against every other order of it: what it can take is decided once.
      const booking = await bookingsService.lockBooking(tx, row.bookingId);
      const payable = booking ? await stillPayable(tx, booking, row) : 'no';
      if (payable === 'waiting') throw new AppError('PAYMENT_IN_PROGRESS');
      if (payable === 'no') {
        // Cancelled, lapsed or paid another way while the window was open: the approval is never confirmed, so
        // nothing is taken.
        const values = {
          status: 'ABORTED' as const,
          failureCode: 'BOOKING_NOT_PAYABLE',
          failureMessage: '예약이 확정 상태가 아니라 결제하지 않았어요.',
          updatedAt: now,
        };
        await repo.movePayment(tx, row.id, systemLine(now, values.failureCode), values);
        return { ...row, ...values };
      }
      const values = { status: 'IN_PROGRESS' as const, paymentKey: body.paymentKey, updatedAt: now };
      await repo.movePayment(tx, row.id, { actor: 'customer', actorUserId: user.id, at: now }, values);
      return { ...row, ...values };
    })
    .catch((error: unknown) => {
      // Another order of the same kind is already on its way or paid (payments_paid_once_key).
      if (isConstraintError(error, PG_UNIQUE_VIOLATION, 'payments_paid_once_key')) {
        throw new AppError('PAYMENT_IN_PROGRESS');
      }
      throw error;
    });
  if (claimed.failureCode === 'BOOKING_NOT_PAYABLE') throw new AppError('PAYMENT_NOT_AVAILABLE');
  if (!OPEN.has(claimed.status)) return paymentView(deps.db, claimed.orderId);

  const result = await deps.gateway.confirm(
    { paymentKey: body.paymentKey, orderId: claimed.orderId, amount: claimed.amount },
    { idempotencyKey: `confirm-${claimed.orderId}` },
  );
  if (result.ok) {
    await applyGatewayPayment(deps.db, result.value);
  } else if (result.kind === 'refused' && result.code !== 'ALREADY_PROCESSED_PAYMENT') {
    // The payment window's approval ran out (Toss keeps it 10 minutes): nothing was charged.
    const expired = result.code === 'NOT_FOUND_PAYMENT_SESSION';
    await failPayment(deps.db, claimed.orderId, expired ? 'EXPIRED' : 'ABORTED', result.code, result.message);
    if (expired) throw new AppError('PAYMENT_EXPIRED');
    throw new AppError('PAYMENT_DECLINED', {
      message: `결제가 승인되지 않았어요. ${result.message}`.trim(),
    });
  } else {
    // No answer (or "already processed"): the gateway's record of the order says what happened.
    await resolveByLookup(deps, claimed);
  }
  return paymentView(deps.db, claimed.orderId);
}

/**
 * Whether an order may still be confirmed: its booking confirmed and not begun, no other order of it on its way,
 * and its kind and amount still among what the booking can take (a deposit paid meanwhile rules out the whole
 * amount).
 */
async function stillPayable(
  tx: Db,
  booking: bookingsService.BookingRow,
  row: repo.PaymentRow,
): Promise<'yes' | 'no' | 'waiting'> {
  const schedule = scheduleOf(booking);
  if (booking.status !== 'accepted' || !schedule || currentTime() >= booking.startsAt) return 'no';
  const others = (await repo.livePaymentsOf(tx, booking.id)).filter((other) => other.id !== row.id);
  if (others.some((other) => OPEN.has(other.status))) return 'waiting';
  // The first payment: ordered by the deposit's deadline and finished within the grace the screen states.
  const now = currentTime();
  if (
    nothingPaid(others) &&
    !firstPaymentInTime({ depositDueAt: schedule.depositDueAt, orderedAt: row.createdAt, now })
  ) {
    return 'no';
  }
  const options = paymentOptions({ quotedAmount: booking.quotedAmount!, schedule, paid: paidKinds(others) });
  return options.some((option) => option.kind === row.kind && option.amount === row.amount) ? 'yes' : 'no';
}

const nothingPaid = (rows: repo.PaymentRow[]) => bookingPaymentState(paidKinds(rows)) === 'unpaid';

/** Marks a claimed order failed with the gateway's reason (nothing was charged). */
async function failPayment(
  db: Db,
  orderId: string,
  status: 'ABORTED' | 'EXPIRED',
  code: string,
  message: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.lockPaymentByOrderId(tx, orderId);
    if (!row || !OPEN.has(row.status)) return;
    const now = currentTime();
    await repo.movePayment(tx, row.id, systemLine(now), {
      status,
      failureCode: code.slice(0, 100),
      failureMessage: message.slice(0, 300),
      updatedAt: now,
    });
  });
}

/**
 * Looks a claimed order up at the gateway: DONE is applied; no payment at all after the confirm window means it
 * never happened (EXPIRED); anything else stays CONFIRM_UNKNOWN for the sweep.
 */
export async function resolveByLookup(deps: PaymentDeps, row: repo.PaymentRow): Promise<void> {
  const found = await deps.gateway.getPaymentByOrderId(row.orderId);
  if (found.ok && found.value) {
    await applyGatewayPayment(deps.db, found.value);
    return;
  }
  const now = currentTime();
  const gone = found.ok && !found.value && now.getTime() - row.updatedAt.getTime() > CONFIRM_WINDOW_MS;
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockPaymentByOrderId(tx, row.orderId);
    if (!locked || !OPEN.has(locked.status)) return;
    await repo.movePayment(
      tx,
      locked.id,
      systemLine(now),
      gone
        ? { status: 'EXPIRED', failureMessage: '결제 시간이 지나 결제되지 않았어요.', updatedAt: now }
        : { status: 'CONFIRM_UNKNOWN', updatedAt: now },
    );
  });
}

/**
 * Brings our record of an order in line with the gateway's (a confirm's answer, a lookup, a webhook's re-fetch):
 * DONE books the payment in the ledger once; cancels the gateway made are recorded as refunds once each (by
 * their transaction key); ABORTED and EXPIRED close an open order. Safe to call any number of times, in any order.
 */
export async function applyGatewayPayment(db: Db, payment: GatewayPayment): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.lockPaymentByOrderId(tx, payment.orderId);
    if (!row || (row.paymentKey !== null && row.paymentKey !== payment.paymentKey)) return;
    const now = currentTime();
    const booking = await bookingsService.lockBooking(tx, row.bookingId);
    if (!booking) return;
    const tookMoney = ['DONE', 'PARTIAL_CANCELED', 'CANCELED'].includes(payment.status);
    if (tookMoney && (row.status === 'READY' || OPEN.has(row.status))) {
      if (payment.totalAmount !== row.amount) {
        // The gateway took another amount than the order's: never book it silently.
        throw new Error(`order ${row.orderId}: gateway amount ${payment.totalAmount} ≠ ${row.amount}`);
      }
      await repo.movePayment(tx, row.id, systemLine(now), {
        status: 'DONE',
        paymentKey: payment.paymentKey,
        method: payment.method,
        approvedAt: payment.approvedAt ? new Date(payment.approvedAt) : now,
        failureCode: null,
        failureMessage: null,
        updatedAt: now,
      });
      await repo.recordLedger(
        tx,
        { kind: 'payment', bookingId: row.bookingId, truckId: booking.truckId, paymentId: row.id },
        paymentLines(row.amount),
      );
    }
    if (tookMoney) {
      for (const cancel of payment.cancels) {
        const refund = await repo.insertRefund(tx, {
          paymentId: row.id,
          amount: cancel.cancelAmount,
          reason: cancel.cancelReason.slice(0, 200),
          transactionKey: cancel.transactionKey,
          createdAt: new Date(cancel.canceledAt),
        });
        if (refund) {
          await repo.recordLedger(
            tx,
            { kind: 'refund', bookingId: row.bookingId, truckId: booking.truckId, refundId: refund.id },
            refundLines(refund.amount),
          );
        }
      }
      if (payment.status === 'PARTIAL_CANCELED' || payment.status === 'CANCELED') {
        await repo.movePayment(tx, row.id, systemLine(now), { status: payment.status, updatedAt: now });
      }
    } else if ((payment.status === 'ABORTED' || payment.status === 'EXPIRED') && OPEN.has(row.status)) {
      await repo.movePayment(tx, row.id, systemLine(now), { status: payment.status, updatedAt: now });
    }
  });
}

/**
 * A settlement's payout (지급 완료), in the caller's transaction: what the platform owed the truck leaves the
 * ledger as one transaction under the settlement's code. The settlements module decides when and how much.
 */
export async function recordPayout(
  tx: Db,
  payout: { truckId: number; settlementCode: string; amount: number },
): Promise<void> {
  await repo.recordLedger(
    tx,
    { kind: 'payout', bookingId: null, truckId: payout.truckId, memo: payout.settlementCode },
    payoutLines(payout.amount),
  );
}
