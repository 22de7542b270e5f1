import { randomBytes } from 'node:crypto';
import {
  type BookingPayments,
  bookingPaymentState,
  currentTime,
  includedVat,
  OPEN_PAYMENT_STATUSES,
  PAID_PAYMENT_STATUSES,
  PAYMENT_KIND_LABELS,
  PAYMENT_RULES,
  type PaidKinds,
  type Payment,
  type PaymentConfirmBody,
  type PaymentKind,
  type PaymentOrder,
  type PaymentReceipt,
  type PaymentSchedule,
  type PaymentStatus,
  paymentLines,
  paymentOptions,
  paymentSchedule,
  ROUTES,
  refundLines,
  serviceConfirmationWindow,
  type taxRequestBodySchema,
} from '@ft/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isConstraintError, PG_UNIQUE_VIOLATION } from '../../lib/db-errors.ts';
import type { Storage } from '../../lib/storage.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { resolveViewer } from '../bookings/booking-access.ts';
import * as bookingsRepo from '../bookings/bookings.repo.ts';
import { truckRow } from '../foodtrucks/foodtrucks.repo.ts';
import { photoLinks } from '../messages/message-photos.ts';
import * as disputes from './disputes.repo.ts';
import type { GatewayPayment, PaymentGateway } from './gateway/gateway.ts';
import * as repo from './payments.repo.ts';

export interface PaymentDeps {
  db: Db;
  gateway: PaymentGateway;
  /** The platform's share of a booking's money when it is released to the vendor (COMMISSION_RATE). */
  commissionRate: number;
  /** Signs links to a dispute's photos. */
  storage: Storage;
}

const PAID = new Set<PaymentStatus>(PAID_PAYMENT_STATUSES);
const OPEN = new Set<PaymentStatus>(OPEN_PAYMENT_STATUSES);
/** Toss lets a confirm happen within 10 minutes of the payment window's approval. */
const CONFIRM_WINDOW_MS = 10 * 60_000;

const notFound = () => new AppError('PAYMENT_NOT_FOUND');
const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** `FTP-` and 20 random characters (Toss: 6–64 of A–Z a–z 0–9 - _). */
function newOrderId(): string {
  const bytes = randomBytes(20);
  return `FTP-${Array.from(bytes, (byte) => ORDER_ALPHABET[byte % ORDER_ALPHABET.length]).join('')}`;
}

/** The schedule fixed at the accept; a booking confirmed before payments existed gets the default one. */
function scheduleOf(booking: bookingsRepo.BookingRow): PaymentSchedule | null {
  if (booking.quotedAmount === null) return null;
  if (booking.depositAmount !== null && booking.depositDueAt && booking.balanceDueAt) {
    return {
      depositAmount: booking.depositAmount,
      depositDueAt: booking.depositDueAt,
      balanceDueAt: booking.balanceDueAt,
      fullOnly: booking.depositDueAt.getTime() === booking.balanceDueAt.getTime(),
    };
  }
  return paymentSchedule({
    quotedAmount: booking.quotedAmount,
    depositPercent: PAYMENT_RULES.defaultDepositPercent,
    acceptedAt: booking.acceptedAt ?? booking.updatedAt,
    startsAt: booking.startsAt,
  });
}

function paidKinds(rows: repo.PaymentRow[]): PaidKinds {
  const paid = (kind: PaymentKind) => rows.some((row) => row.kind === kind && PAID.has(row.status));
  return { deposit: paid('deposit'), balance: paid('balance'), full: paid('full') };
}

function toPayment(row: repo.PaymentRow, refunds: repo.RefundRow[]): Payment {
  const own = refunds.filter((refund) => refund.paymentId === row.id);
  return {
    id: row.id,
    bookingId: row.bookingId,
    orderId: row.orderId,
    orderName: row.orderName,
    kind: row.kind,
    amount: row.amount,
    status: row.status,
    method: row.method,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    refundedAmount: own.reduce((sum, refund) => sum + refund.amount, 0),
    refunds: own.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      reason: refund.reason,
      at: refund.createdAt.toISOString(),
    })),
    failureMessage: row.failureMessage,
    testMode: row.testMode,
    createdAt: row.createdAt.toISOString(),
  };
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
    const booking = await bookingsRepo.lockBooking(tx, bookingId);
    // Someone else's booking answers like a missing one.
    if (!booking || booking.customerId !== user.id) throw new AppError('BOOKING_NOT_FOUND');
    const schedule = scheduleOf(booking);
    if (booking.status !== 'accepted' || !schedule || now >= booking.startsAt) {
      throw new AppError('PAYMENT_NOT_AVAILABLE');
    }
    const live = await repo.livePaymentsOf(tx, bookingId);
    if (live.some((row) => OPEN.has(row.status))) throw new AppError('PAYMENT_IN_PROGRESS');
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
      const booking = await bookingsRepo.lockBooking(tx, row.bookingId);
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
        await repo.updatePayment(tx, row.id, values);
        return { ...row, ...values };
      }
      const values = { status: 'IN_PROGRESS' as const, paymentKey: body.paymentKey, updatedAt: now };
      await repo.updatePayment(tx, row.id, values);
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
  booking: bookingsRepo.BookingRow,
  row: repo.PaymentRow,
): Promise<'yes' | 'no' | 'waiting'> {
  const schedule = scheduleOf(booking);
  if (booking.status !== 'accepted' || !schedule || currentTime() >= booking.startsAt) return 'no';
  const others = (await repo.livePaymentsOf(tx, booking.id)).filter((other) => other.id !== row.id);
  if (others.some((other) => OPEN.has(other.status))) return 'waiting';
  const options = paymentOptions({ quotedAmount: booking.quotedAmount!, schedule, paid: paidKinds(others) });
  return options.some((option) => option.kind === row.kind && option.amount === row.amount) ? 'yes' : 'no';
}

async function paymentView(db: Db, orderId: string): Promise<Payment> {
  const row = await repo.findPaymentByOrderId(db, orderId);
  if (!row) throw notFound();
  return toPayment(row, await repo.refundsOf(db, [row.id]));
}

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
    await repo.updatePayment(tx, row.id, {
      status,
      failureCode: code.slice(0, 100),
      failureMessage: message.slice(0, 300),
      updatedAt: currentTime(),
    });
  });
}

/**
 * Looks a claimed order up at the gateway: DONE is applied; no payment at all after the confirm window means it
 * never happened (EXPIRED); anything else stays CONFIRM_UNKNOWN for the sweep.
 */
async function resolveByLookup(deps: PaymentDeps, row: repo.PaymentRow): Promise<void> {
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
    await repo.updatePayment(
      tx,
      locked.id,
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
    const booking = await bookingsRepo.lockBooking(tx, row.bookingId);
    if (!booking) return;
    const tookMoney = ['DONE', 'PARTIAL_CANCELED', 'CANCELED'].includes(payment.status);
    if (tookMoney && (row.status === 'READY' || OPEN.has(row.status))) {
      if (payment.totalAmount !== row.amount) {
        // The gateway took another amount than the order's: never book it silently.
        throw new Error(`order ${row.orderId}: gateway amount ${payment.totalAmount} ≠ ${row.amount}`);
      }
      await repo.updatePayment(tx, row.id, {
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
        await repo.updatePayment(tx, row.id, { status: payment.status, updatedAt: now });
      }
    } else if ((payment.status === 'ABORTED' || payment.status === 'EXPIRED') && OPEN.has(row.status)) {
      await repo.updatePayment(tx, row.id, { status: payment.status, updatedAt: now });
    }
  });
}

// ── Reads ─────────────────────────────────────────────────────────────────────────────────────────────

/** `GET /bookings/{id}/payments`: for the customer, the booking's vendor and operators (item 4). */
export async function bookingPayments(
  deps: PaymentDeps,
  user: SessionUser,
  bookingId: string,
): Promise<BookingPayments> {
  const booking = (await bookingsRepo.findBookingView(deps.db, bookingId))?.booking;
  const viewer = booking ? await resolveViewer(deps.db, user, booking) : null;
  if (!booking || !viewer || viewer.role === 'bidder') throw new AppError('BOOKING_NOT_FOUND');
  const rows = await repo.paymentsOf(deps.db, bookingId);
  const refunds = await repo.refundsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  const schedule = scheduleOf(booking);
  const paid = paidKinds(rows);
  const payable =
    viewer.role === 'customer' &&
    booking.status === 'accepted' &&
    schedule !== null &&
    currentTime() < booking.startsAt &&
    !rows.some((row) => OPEN.has(row.status));
  const held = rows
    .filter((row) => PAID.has(row.status) || row.status === 'CANCELED')
    .reduce((sum, row) => sum + row.amount, 0);
  return {
    state: bookingPaymentState(paid),
    quotedAmount: booking.quotedAmount,
    paidAmount: held - refunds.reduce((sum, refund) => sum + refund.amount, 0),
    schedule: schedule && {
      depositAmount: schedule.depositAmount,
      depositDueAt: schedule.depositDueAt.toISOString(),
      balanceDueAt: schedule.balanceDueAt.toISOString(),
      fullOnly: schedule.fullOnly,
    },
    options: payable
      ? paymentOptions({ quotedAmount: booking.quotedAmount!, schedule, paid }).map((option) => ({
          kind: option.kind,
          amount: option.amount,
          dueAt: option.dueAt.toISOString(),
        }))
      : [],
    payments: rows.map((row) => toPayment(row, refunds)),
    testMode: deps.gateway.testMode,
    taxRequest: taxRequestView(await disputes.taxRequestOf(deps.db, booking.id)),
    service: await serviceView(deps.db, deps.storage, booking, viewer.role === 'customer'),
  };
}

const taxRequestView = (row: disputes.TaxRequestRow | undefined): BookingPayments['taxRequest'] =>
  row
    ? {
        kind: row.kind,
        businessNumber: row.businessNumber,
        companyName: row.companyName,
        representative: row.representative,
        email: row.email,
        purpose: row.purpose,
        identity: row.identity,
        updatedAt: row.updatedAt.toISOString(),
      }
    : null;

/**
 * `PUT /bookings/{id}/tax-request` (item 11): the booking's customer asks for a 세금계산서 or a 현금영수증, once the
 * booking is confirmed (before or after paying), replacing an earlier request; the vendor issues it.
 */
export async function saveTaxRequest(
  deps: PaymentDeps,
  user: SessionUser,
  bookingId: string,
  body: z.output<typeof taxRequestBodySchema>,
): Promise<BookingPayments> {
  const booking = (await bookingsRepo.findBookingView(deps.db, bookingId))?.booking;
  if (!booking || booking.customerId !== user.id) throw new AppError('BOOKING_NOT_FOUND');
  if (booking.status !== 'accepted' && booking.status !== 'completed')
    throw new AppError('PAYMENT_NOT_AVAILABLE');
  const identity = body.kind === 'cash_receipt' ? body.identity.replace(/\D/g, '') : null;
  await disputes.saveTaxRequest(deps.db, {
    bookingId,
    kind: body.kind,
    businessNumber: body.kind === 'tax_invoice' ? body.businessNumber : null,
    companyName: body.kind === 'tax_invoice' ? body.companyName : null,
    representative: body.kind === 'tax_invoice' ? body.representative : null,
    email: body.kind === 'tax_invoice' ? body.email : null,
    purpose: body.kind === 'cash_receipt' ? body.purpose : null,
    identity,
    updatedAt: currentTime(),
  });
  return bookingPayments(deps, user, bookingId);
}

/** The `service` part: 구매확정, the dispute, and what the customer can do now (item 7). */
async function serviceView(
  db: Db,
  storage: Storage,
  booking: bookingsRepo.BookingRow,
  viewerIsCustomer: boolean,
): Promise<BookingPayments['service']> {
  const dispute = await disputes.disputeOf(db, booking.id);
  const window = serviceConfirmationWindow({
    ...booking,
    disputed: dispute !== undefined,
    now: currentTime(),
  });
  return {
    confirmedAt: booking.serviceConfirmedAt?.toISOString() ?? null,
    confirmedBy: booking.serviceConfirmedBy,
    autoConfirmAt: window.autoConfirmAt.toISOString(),
    canConfirm: viewerIsCustomer && window.canConfirm,
    canDispute: viewerIsCustomer && window.canDispute,
    dispute: dispute
      ? {
          reason: dispute.reason,
          status: dispute.status,
          resolution: dispute.resolution,
          refundAmount: dispute.refundAmount,
          resolutionNote: dispute.resolutionNote,
          openedAt: dispute.openedAt.toISOString(),
          photos: await Promise.all(
            (await disputes.disputePhotosOf(db, [booking.id])).map((photo) => photoLinks(storage, photo)),
          ),
        }
      : null,
  };
}

/** `GET /payments/orders/{orderId}`: the customer's own order, for the success and fail pages. */
export async function myPayment(db: Db, user: SessionUser, orderId: string): Promise<Payment> {
  const row = await repo.findPaymentByOrderId(db, orderId);
  if (row?.customerId !== user.id) throw notFound();
  return toPayment(row, await repo.refundsOf(db, [row.id]));
}

// ── Refunds ───────────────────────────────────────────────────────────────────────────────────────────

/** Why the money went back, in the words the customer's notice and statement show. */
const refundReason = (fee: number) =>
  fee > 0 ? `예약 취소 (취소 수수료 ${fee.toLocaleString('ko-KR')}원 제외)` : '예약 취소 (전액 환불)';

/**
 * Gives back what a cancelled booking's customer is owed (item 6): everything paid, less the cancellation fee
 * when the customer called it off (`cancellationFee`, 0 for a vendor's, an operator's or a lapse). Driven by the
 * ledger, not by remembering to call it: whatever cancels a booking (or a payment confirmed after its booking
 * was cancelled, racing it), the next run finds the money held and sends it back. Each gateway cancel carries a
 * key made of the payment and what it had refunded before, so a retry after a lost answer is the same cancel;
 * its result is recorded by `applyGatewayPayment` (a refund row per gateway cancel, once, with its ledger entry).
 */
export async function refundCancelledBookings(deps: PaymentDeps): Promise<number> {
  let refunded = 0;
  const failed: string[] = [];
  for (const due of await repo.bookingsOwedRefunds(deps.db, 50)) {
    const booking = (await bookingsRepo.findBookingView(deps.db, due.bookingId))?.booking;
    if (!booking) continue;
    const result = await refundBooking(
      deps,
      due.bookingId,
      Number(due.owed),
      refundReason(booking.cancellationFee ?? 0),
    );
    refunded += result.refunds;
    if (result.failed) failed.push(result.failed);
  }
  if (failed.length > 0) throw new Error(`refunds not made yet: ${failed.join(', ')}`);
  return refunded;
}

/**
 * Gives `amount` of a booking's held money back through the gateway, off its latest payments first. Each cancel's
 * key is the payment and what it had refunded before, so a retry after a lost answer is the same cancel; what the
 * gateway did is recorded by `applyGatewayPayment` (a refund row per gateway cancel, once, with its ledger entry).
 * Stops at the first cancel that did not go through and names it.
 */
export async function refundBooking(
  deps: PaymentDeps,
  bookingId: string,
  amount: number,
  reason: string,
): Promise<{ refunds: number; failed?: string }> {
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
    if (!result.ok) return { refunds, failed: `${payment.orderId} (${result.kind})` };
    await applyGatewayPayment(deps.db, result.value);
    owed -= cancelAmount;
    refunds += 1;
  }
  return { refunds };
}

/**
 * `GET /payments/orders/{orderId}/receipt` (item 11): for the order's customer, the booking's vendor and operators,
 * once money was taken; anyone else, or an order never paid, is 404.
 */
export async function paymentReceipt(db: Db, user: SessionUser, orderId: string): Promise<PaymentReceipt> {
  const row = await repo.findPaymentByOrderId(db, orderId);
  if (!row || !(PAID.has(row.status) || row.status === 'CANCELED')) throw notFound();
  const view = await bookingsRepo.findBookingView(db, row.bookingId);
  const viewer = view ? await resolveViewer(db, user, view.booking) : null;
  if (!view || !viewer || viewer.role === 'bidder' || view.booking.truckId === null) throw notFound();
  const truck = await truckRow(db, view.booking.truckId);
  if (!truck) throw notFound();
  const vat = includedVat(row.amount);
  return {
    payment: toPayment(row, await repo.refundsOf(db, [row.id])),
    booking: {
      id: view.booking.id,
      code: view.booking.code,
      eventName: view.booking.eventName,
      eventDate: view.booking.eventDate,
      quotedAmount: view.booking.quotedAmount,
    },
    seller: {
      truckName: truck.name,
      businessName: truck.businessName,
      representative: truck.representative,
      businessNumber: truck.businessNumber,
      businessPhone: truck.businessPhone,
    },
    supplyAmount: row.amount - vat,
    vat,
  };
}

// ── Webhooks and the sweep ────────────────────────────────────────────────────────────────────────────

/**
 * `POST /payments/webhook` (item 5): stored first (the gateway gets its 200 only then), then acted on by fetching
 * the payment again, since Toss's payment webhooks are unsigned and the body proves nothing. A failure to act
 * leaves the row for the sweep; receiving it twice, or before the browser's redirect, changes nothing extra.
 */
export async function receiveWebhook(
  deps: PaymentDeps,
  body: { eventType: string; data: { paymentKey?: string | undefined; orderId?: string | undefined } },
): Promise<number> {
  return repo.insertWebhook(deps.db, {
    eventType: body.eventType,
    paymentKey: body.data.paymentKey ?? null,
    orderId: body.data.orderId ?? null,
    body,
    receivedAt: currentTime(),
  });
}

export async function processWebhook(
  deps: PaymentDeps,
  id: number,
  paymentKey: string | null,
): Promise<void> {
  if (paymentKey) {
    const found = await deps.gateway.getPayment(paymentKey);
    // Unreachable gateway: left unprocessed, the sweep tries again.
    if (!found.ok) return;
    if (found.value) await applyGatewayPayment(deps.db, found.value);
  }
  await repo.markWebhookProcessed(deps.db, id, currentTime());
}

/**
 * The payments' share of the maintenance sweep: confirms left without an answer are looked up, webhooks not yet
 * acted on are acted on, and refunds not yet made are made. Idempotent, any number of instances.
 */
export async function sweepPayments(deps: PaymentDeps, now: Date = currentTime()): Promise<number> {
  const settled = new Date(now.getTime() - 60_000);
  const unresolved = await repo.unresolvedPayments(deps.db, settled, 50);
  for (const row of unresolved) await resolveByLookup(deps, row);
  const webhooks = await repo.unprocessedWebhooks(deps.db, settled, 50);
  for (const webhook of webhooks) await processWebhook(deps, webhook.id, webhook.paymentKey);
  return unresolved.length + webhooks.length + (await refundCancelledBookings(deps));
}
