import {
  bookingPaymentState,
  computeSettlement,
  currentTime,
  type DisputeResolutionBody,
  type DisputeSummary,
  formatWon,
  HOUR_MS,
  MINUTE_MS,
  PAYMENT_RULES,
  releaseLines,
  serviceConfirmationWindow,
} from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { systemLine } from '../../db/move-line.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/session.ts';
import * as bookings from '../bookings/bookings.service.ts';
import { fieldErrors, resolveViewer } from '../bookings/bookings.service.ts';
import { photoLinks, unsentPhoto } from '../messages/messages.service.ts';
import * as disputes from './disputes.repo.ts';
import { paidKinds } from './payment-views.ts';
import * as repo from './payments.repo.ts';
import type { PaymentDeps } from './payments.service.ts';
import { refundBooking } from './refunds.service.ts';

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
  booking: bookings.BookingRow,
  by: 'customer' | 'system' | 'admin',
  commissionRate: number,
  now: Date,
): Promise<void> {
  await bookings.markServiceConfirmed(tx, booking.id, by, now);
  const held = await heldOf(tx, booking.id);
  if (held <= 0) return;
  const { commission } = computeSettlement([held], commissionRate);
  await repo.recordLedger(
    tx,
    { kind: 'release', bookingId: booking.id, truckId: booking.truckId, memo: `구매확정 (${by})` },
    releaseLines(held, commission),
  );
}

const serviceWindow = async (
  tx: Db,
  booking: bookings.BookingRow,
  dispute: disputes.DisputeRow | undefined,
  now: Date,
) =>
  serviceConfirmationWindow({
    ...booking,
    disputed: dispute !== undefined,
    fullyPaid: bookingPaymentState(paidKinds(await repo.livePaymentsOf(tx, booking.id))) === 'paid',
    now,
  });

/** `POST /bookings/{id}/service-confirmation`: the booking's customer confirms the service was delivered. */
export async function confirmService(deps: PaymentDeps, user: SessionUser, bookingId: string): Promise<void> {
  const now = currentTime();
  await deps.db.transaction(async (tx) => {
    const booking = await bookings.lockBooking(tx, bookingId);
    if (!booking || booking.customerId !== user.id) throw new AppError('BOOKING_NOT_FOUND');
    const dispute = await disputes.disputeOf(tx, bookingId);
    if (!(await serviceWindow(tx, booking, dispute, now)).canConfirm)
      throw new AppError('SERVICE_CONFIRM_NOT_AVAILABLE');
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
    const booking = await bookings.lockBooking(tx, bookingId);
    if (!booking || booking.customerId !== user.id) throw new AppError('BOOKING_NOT_FOUND');
    const dispute = await disputes.disputeOf(tx, bookingId);
    if (!(await serviceWindow(tx, booking, dispute, now)).canDispute)
      throw new AppError('DISPUTE_NOT_AVAILABLE');
    // Photos the customer uploaded (as message photos) and sent nowhere yet.
    const ids = [...new Set(body.photoFileIds)];
    for (const id of ids) {
      if (!(await unsentPhoto(tx, id, user.id))) {
        throw fieldErrors({ photoFileIds: '사진을 찾을 수 없어요. 다시 올려주세요' });
      }
    }
    await disputes.insertDispute(
      tx,
      { bookingId, reason: body.reason, openedAt: now },
      { actor: 'customer', actorUserId: user.id, reason: body.reason, at: now },
    );
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
      const booking = await bookings.lockBooking(tx, id);
      if (booking) await confirmInTransaction(tx, booking, 'system', deps.commissionRate, now);
    }
    return due.length;
  });
}

/**
 * `PUT /bookings/{id}/dispute/response`: the truck's side of an open dispute of its service, written or rewritten
 * until an operator resolves it; its write announces `dispute.answered` to the operators (migration 0039).
 */
export async function respondToDispute(
  deps: PaymentDeps,
  user: SessionUser,
  bookingId: string,
  body: { response: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const booking = await bookings.lockBooking(tx, bookingId);
    const viewer = booking ? await resolveViewer(tx, user, booking) : null;
    if (!booking || viewer?.role !== 'vendor') throw new AppError('BOOKING_NOT_FOUND');
    const dispute = await disputes.lockDispute(tx, bookingId);
    if (dispute?.status !== 'open') throw new AppError('DISPUTE_NOT_FOUND');
    await disputes.updateDisputeRow(tx, bookingId, {
      vendorResponse: body.response,
      vendorRespondedAt: currentTime(),
    });
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
    vendorResponse: row.vendorResponse,
    heldAmount: Number(row.held),
    openedAt: row.openedAt.toISOString(),
  }));
}

/**
 * `PUT /admin/disputes/{bookingId}`: an operator's resolution. It claims the dispute first (`resolving`, under the
 * booking's and the dispute's locks, with what the booking holds then), so a second operator's resolution is refused
 * before any money moves; then the refund (all, or the amount given, at most what is held) goes back through the
 * gateway, and the dispute is resolved with the rest released to the vendor in one transaction
 * (`finishResolution`). The ledger refuses any release or refund beyond what the booking holds (migration 0038).
 */
export async function resolveDispute(
  deps: PaymentDeps,
  operator: SessionUser,
  bookingId: string,
  body: DisputeResolutionBody,
): Promise<void> {
  const now = currentTime();
  await deps.db.transaction(async (tx) => {
    const booking = await bookings.lockBooking(tx, bookingId);
    const dispute = booking ? await disputes.lockDispute(tx, bookingId) : undefined;
    if (dispute?.status === 'resolving') throw new AppError('DISPUTE_BEING_RESOLVED');
    if (dispute?.status !== 'open') throw new AppError('DISPUTE_NOT_FOUND');
    const held = await heldOf(tx, bookingId);
    const refund =
      body.resolution === 'full_refund'
        ? held
        : body.resolution === 'partial_refund'
          ? body.refundAmount!
          : 0;
    if (refund > held) {
      throw fieldErrors({ refundAmount: `환불은 결제된 ${formatWon(held)}까지 할 수 있어요` });
    }
    const line = { actor: 'admin' as const, actorUserId: operator.id, reason: body.note, at: now };
    await disputes.moveDispute(tx, bookingId, line, {
      status: 'resolving',
      resolution: body.resolution,
      refundAmount: refund > 0 ? refund : null,
      resolutionNote: body.note,
      resolvedBy: operator.id,
      claimedAt: now,
      heldAtClaim: held,
    });
  });
  const outcome = await finishResolution(deps, bookingId);
  if (outcome === 'refused') throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
  if (outcome === 'unknown') {
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', {
      message: '환불 결과를 아직 받지 못했어요. 자동으로 다시 확인해서 처리를 마칠게요.',
    });
  }
}

/** Why a claimed resolution went back to the operators: the gateway refused its refund. */
const DISPUTE_REFUND_REFUSED = '환불이 거절되어 다시 처리해야 해요';

/**
 * Finishes a claimed resolution: what is left of its refund (its amount less what the booking gave back since the
 * claim) goes through the gateway, then the dispute is resolved and the rest released, once. A refund the gateway
 * refused before any of it moved hands the dispute back to the operators (`open`); one without an answer stays
 * claimed and the payments sweep sends the same cancel again (same idempotency key) until it is answered.
 */
async function finishResolution(
  deps: PaymentDeps,
  bookingId: string,
): Promise<'resolved' | 'refused' | 'unknown'> {
  const claim = await disputes.disputeOf(deps.db, bookingId);
  if (claim?.status !== 'resolving') return 'resolved';
  const givenBack = (claim.heldAtClaim ?? 0) - (await heldOf(deps.db, bookingId));
  const remaining = (claim.refundAmount ?? 0) - givenBack;
  if (remaining > 0) {
    const result = await refundBooking(deps, bookingId, remaining, `이의 제기 처리: ${claim.resolutionNote}`);
    if (result.failed) {
      if (result.failed.kind === 'refused' && result.refunds === 0 && givenBack === 0) {
        await deps.db.transaction(async (tx) => {
          const locked = await disputes.lockDispute(tx, bookingId);
          if (locked?.status !== 'resolving') return;
          await disputes.moveDispute(tx, bookingId, systemLine(currentTime(), DISPUTE_REFUND_REFUSED), {
            status: 'open',
            resolution: null,
            refundAmount: null,
            resolutionNote: null,
            resolvedBy: null,
            claimedAt: null,
            heldAtClaim: null,
          });
        });
      }
      return result.failed.kind;
    }
  }
  const now = currentTime();
  await deps.db.transaction(async (tx) => {
    const booking = await bookings.lockBooking(tx, bookingId);
    const locked = booking ? await disputes.lockDispute(tx, bookingId) : undefined;
    if (!booking || locked?.status !== 'resolving') return;
    const line = { actor: 'admin' as const, actorUserId: locked.resolvedBy, at: now };
    await disputes.moveDispute(tx, bookingId, line, { status: 'resolved', resolvedAt: now });
    await confirmInTransaction(tx, booking, 'admin', deps.commissionRate, now);
  });
  return 'resolved';
}

/** The payments sweep's share of disputes: resolutions whose refund got no answer a minute ago are finished. */
export async function finishStalledResolutions(
  deps: PaymentDeps,
  now: Date = currentTime(),
): Promise<number> {
  const stalled = await disputes.stalledResolutions(deps.db, new Date(now.getTime() - MINUTE_MS), 20);
  for (const { bookingId } of stalled) await finishResolution(deps, bookingId);
  return stalled.length;
}
