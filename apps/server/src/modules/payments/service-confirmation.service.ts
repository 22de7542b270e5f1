import {
  computeSettlement,
  currentTime,
  type DisputeResolutionBody,
  type DisputeSummary,
  PAYMENT_RULES,
  releaseLines,
  serviceConfirmationWindow,
} from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/session.ts';
import * as bookingsRepo from '../bookings/bookings.service.ts';
import { fieldErrors } from '../bookings/bookings.service.ts';
import { photoLinks, unsentPhoto } from '../messages/messages.service.ts';
import * as disputes from './disputes.repo.ts';
import * as repo from './payments.repo.ts';
import type { PaymentDeps } from './payments.service.ts';
import { refundBooking } from './refunds.service.ts';

const HOUR_MS = 3_600_000;
const WINDOW_MS = PAYMENT_RULES.serviceConfirmHours * HOUR_MS;

/** What the booking holds for its customer now, from the ledger. */
const heldOf = async (db: Db, bookingId: string) =>
  -((await repo.bookingLedgerBalances(db, bookingId)).customer_funds ?? 0);

/**
 * 구매확정 in the booking's transaction: the service is confirmed, and what the booking holds becomes the vendor's,
 * less the platform's commission (rounded down to the won, in the vendor's favour), as one ledger transaction.
 */
async function confirmInTransaction(
  tx: Db,
  booking: bookingsRepo.BookingRow,
  by: 'customer' | 'system' | 'admin',
  commissionRate: number,
  now: Date,
): Promise<void> {
  await bookingsRepo.updateBookingRow(tx, booking.id, { serviceConfirmedAt: now, serviceConfirmedBy: by });
  const held = await heldOf(tx, booking.id);
  if (held <= 0) return;
  const { commission } = computeSettlement([held], commissionRate);
  await repo.recordLedger(
    tx,
    { kind: 'release', bookingId: booking.id, truckId: booking.truckId, memo: `구매확정 (${by})` },
    releaseLines(held, commission),
  );
}

const serviceWindow = (
  booking: bookingsRepo.BookingRow,
  dispute: disputes.DisputeRow | undefined,
  now: Date,
) => serviceConfirmationWindow({ ...booking, disputed: dispute !== undefined, now });

/** `POST /bookings/{id}/service-confirmation`: the booking's customer confirms the service was delivered. */
export async function confirmService(deps: PaymentDeps, user: SessionUser, bookingId: string): Promise<void> {
  const now = currentTime();
  await deps.db.transaction(async (tx) => {
    const booking = await bookingsRepo.lockBooking(tx, bookingId);
    if (!booking || booking.customerId !== user.id) throw new AppError('BOOKING_NOT_FOUND');
    const dispute = await disputes.disputeOf(tx, bookingId);
    if (!serviceWindow(booking, dispute, now).canConfirm) throw new AppError('SERVICE_CONFIRM_NOT_AVAILABLE');
    await confirmInTransaction(tx, booking, 'customer', deps.commissionRate, now);
  });
}

/** `POST /bookings/{id}/dispute`: within 72 h of the event's end, before 구매확정; it holds the vendor's money. */
export async function openDispute(
  deps: PaymentDeps,
  user: SessionUser,
  bookingId: string,
  body: { reason: string; photoFileIds: string[] },
): Promise<void> {
  const now = currentTime();
  await deps.db.transaction(async (tx) => {
    const booking = await bookingsRepo.lockBooking(tx, bookingId);
    if (!booking || booking.customerId !== user.id) throw new AppError('BOOKING_NOT_FOUND');
    const dispute = await disputes.disputeOf(tx, bookingId);
    if (!serviceWindow(booking, dispute, now).canDispute) throw new AppError('DISPUTE_NOT_AVAILABLE');
    // Photos the customer uploaded (as message photos) and sent nowhere yet.
    const ids = [...new Set(body.photoFileIds)];
    for (const id of ids) {
      if (!(await unsentPhoto(tx, id, user.id))) {
        throw fieldErrors({ photoFileIds: '사진을 찾을 수 없어요. 다시 올려주세요' });
      }
    }
    await disputes.insertDispute(tx, { bookingId, reason: body.reason, openedAt: now });
    await disputes.attachDisputePhotos(tx, bookingId, ids);
  });
}

/**
 * The 72-hour rule, on the payments sweep: a paid booking whose event ended that long ago with no dispute confirms
 * itself. Any number of instances (rows locked, others skipped).
 */
export async function confirmServicesDue(deps: PaymentDeps, now: Date = currentTime()): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await disputes.lockServicesDue(tx, new Date(now.getTime() - WINDOW_MS), 100);
    for (const { id } of due) {
      const booking = await bookingsRepo.lockBooking(tx, id);
      if (booking) await confirmInTransaction(tx, booking, 'system', deps.commissionRate, now);
    }
    return due.length;
  });
}

/** `GET /admin/disputes`: the open ones, oldest first, with what each holds. */
export async function listOpenDisputes(deps: PaymentDeps): Promise<DisputeSummary[]> {
  const rows = await disputes.openDisputes(deps.db);
  const photos = await disputes.disputePhotosOf(
    deps.db,
    rows.map((row) => row.bookingId),
  );
  const linked = await Promise.all(
    photos.map(async (photo) => ({ bookingId: photo.bookingId, ...(await photoLinks(deps.storage, photo)) })),
  );
  return rows.map((row) => ({
    photos: linked
      .filter((photo) => photo.bookingId === row.bookingId)
      .map(({ bookingId: _, ...photo }) => photo),
    bookingId: row.bookingId,
    code: row.code,
    eventName: row.eventName,
    truckName: row.truckName,
    reason: row.reason,
    heldAmount: Number(row.held),
    openedAt: row.openedAt.toISOString(),
  }));
}

/**
 * `PUT /admin/disputes/{bookingId}`: an operator's resolution. A refund (all, or the amount given, at most what the
 * booking holds) goes back through the gateway first; then the dispute is resolved and the rest released to the
 * vendor in one transaction. A refund that did not go through leaves the dispute open, to be resolved again.
 */
export async function resolveDispute(
  deps: PaymentDeps,
  operator: SessionUser,
  bookingId: string,
  body: DisputeResolutionBody,
): Promise<void> {
  const dispute = await disputes.disputeOf(deps.db, bookingId);
  if (dispute?.status !== 'open') throw new AppError('DISPUTE_NOT_FOUND');
  const held = await heldOf(deps.db, bookingId);
  const refund =
    body.resolution === 'full_refund' ? held : body.resolution === 'partial_refund' ? body.refundAmount! : 0;
  if (refund > held) {
    throw fieldErrors({ refundAmount: `환불은 결제된 ${held.toLocaleString('ko-KR')}원까지 할 수 있어요` });
  }
  if (refund > 0) {
    const result = await refundBooking(deps, bookingId, refund, `이의 제기 처리: ${body.note}`);
    if (result.failed) throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
  }
  const now = currentTime();
  await deps.db.transaction(async (tx) => {
    const locked = await disputes.lockDispute(tx, bookingId);
    if (locked?.status !== 'open') throw new AppError('DISPUTE_NOT_FOUND');
    const booking = await bookingsRepo.lockBooking(tx, bookingId);
    if (!booking) throw new AppError('BOOKING_NOT_FOUND');
    await disputes.resolveDisputeRow(tx, bookingId, {
      resolution: body.resolution,
      refundAmount: refund > 0 ? refund : null,
      resolutionNote: body.note,
      resolvedBy: operator.id,
      resolvedAt: now,
    });
    await confirmInTransaction(tx, booking, 'admin', deps.commissionRate, now);
  });
}
