import {
  type BookingPayments,
  balanceStanding,
  bookingPaymentState,
  cancellationQuote,
  currentTime,
  includedVat,
  OPEN_PAYMENT_STATUSES,
  PAID_PAYMENT_STATUSES,
  PAYMENT_RULES,
  type PaidKinds,
  type Payment,
  type PaymentKind,
  type PaymentReceipt,
  type PaymentSchedule,
  type PaymentStatus,
  paymentOptions,
  paymentSchedule,
  serviceConfirmationWindow,
  type taxRequestBodySchema,
} from '@ft/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../lib/storage.ts';
import type { SessionUser } from '../../plugins/session.ts';
import * as bookingsService from '../bookings/bookings.service.ts';
import { resolveViewer } from '../bookings/bookings.service.ts';
import { truckRow } from '../foodtrucks/foodtrucks.service.ts';
import { photoLinks } from '../messages/messages.service.ts';
import * as disputes from './disputes.repo.ts';
import type { PaymentDeps } from './payment-deps.ts';
import * as repo from './payments.repo.ts';

/** Paid: money was taken and some of it is still held. Open: on its way (claimed, or its answer missing). */
export const PAID = new Set<PaymentStatus>(PAID_PAYMENT_STATUSES);
export const OPEN = new Set<PaymentStatus>(OPEN_PAYMENT_STATUSES);

export const notFound = () => new AppError('PAYMENT_NOT_FOUND');

/** The schedule fixed at the accept; a booking confirmed before payments existed gets the default one. */
export function scheduleOf(booking: bookingsService.BookingRow): PaymentSchedule | null {
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

export function paidKinds(rows: repo.PaymentRow[]): PaidKinds {
  const paid = (kind: PaymentKind) => rows.some((row) => row.kind === kind && PAID.has(row.status));
  return { deposit: paid('deposit'), balance: paid('balance'), full: paid('full') };
}

export function toPayment(row: repo.PaymentRow, refunds: repo.RefundRow[]): Payment {
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

export async function paymentView(db: Db, orderId: string): Promise<Payment> {
  const row = await repo.findPaymentByOrderId(db, orderId);
  if (!row) throw notFound();
  return toPayment(row, await repo.refundsOf(db, [row.id]));
}

// ── Reads ─────────────────────────────────────────────────────────────────────────────────────────────

/** `GET /bookings/{id}/payments`: for the customer, the booking's vendor and operators (item 4). */
export async function bookingPayments(
  deps: PaymentDeps,
  user: SessionUser,
  bookingId: string,
): Promise<BookingPayments> {
  const booking = (await bookingsService.findBookingView(deps.db, bookingId))?.booking;
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
    unpaidBalance: unpaidBalanceView(booking, schedule, paid, rows, viewer.role === 'vendor'),
    service: await serviceView(
      deps.db,
      deps.storage,
      booking,
      viewer.role,
      bookingPaymentState(paid) === 'paid',
    ),
  };
}

/**
 * The balance still owed once the deposit is paid (decision 069): by when, whether it is overdue, when the booking
 * cancels itself (the event's start), the fee the customer would bear then, and what the truck may do.
 */
function unpaidBalanceView(
  booking: bookingsService.BookingRow,
  schedule: PaymentSchedule | null,
  paid: PaidKinds,
  rows: repo.PaymentRow[],
  viewerIsVendor: boolean,
): BookingPayments['unpaidBalance'] {
  const onItsWay = rows.some((row) => OPEN.has(row.status) && row.kind !== 'deposit');
  if (
    booking.status !== 'accepted' ||
    !schedule ||
    bookingPaymentState(paid) !== 'deposit_paid' ||
    onItsWay
  ) {
    return null;
  }
  const now = currentTime();
  const standing = balanceStanding({ dueAt: schedule.balanceDueAt, startsAt: booking.startsAt, now });
  return {
    amount: booking.quotedAmount! - schedule.depositAmount,
    dueAt: schedule.balanceDueAt.toISOString(),
    overdue: standing.overdue,
    cancelsAt: standing.cancelsAt.toISOString(),
    cancellationFee: cancellationQuote({ ...booking, now }).fee,
    canExtend: viewerIsVendor && now < booking.startsAt,
    canCancel: viewerIsVendor && standing.canCancel,
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
  const booking = (await bookingsService.findBookingView(deps.db, bookingId))?.booking;
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
  booking: bookingsService.BookingRow,
  viewerRole: 'customer' | 'vendor' | 'admin',
  fullyPaid: boolean,
): Promise<BookingPayments['service']> {
  const viewerIsCustomer = viewerRole === 'customer';
  const dispute = await disputes.disputeOf(db, booking.id);
  const window = serviceConfirmationWindow({
    ...booking,
    disputed: dispute !== undefined,
    fullyPaid,
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
          vendorResponse: dispute.vendorResponse,
          canRespond: viewerRole === 'vendor' && dispute.status === 'open',
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

/**
 * `GET /payments/orders/{orderId}/receipt` (item 11): for the order's customer, the booking's vendor and operators,
 * once money was taken; anyone else, or an order never paid, is 404.
 */
export async function paymentReceipt(db: Db, user: SessionUser, orderId: string): Promise<PaymentReceipt> {
  const row = await repo.findPaymentByOrderId(db, orderId);
  if (!row || !(PAID.has(row.status) || row.status === 'CANCELED')) throw notFound();
  const view = await bookingsService.findBookingView(db, row.bookingId);
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
