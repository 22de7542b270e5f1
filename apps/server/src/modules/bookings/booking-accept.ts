import { type BookingStatus, openRequestRefusal, paymentSchedule } from '@ft/shared';
import type { Db } from '../../db/client.ts';
import type { MoveLine } from '../../db/move-line.ts';
import { AppError } from '../../lib/app-error.ts';
import { isConstraintError, PG_EXCLUSION_VIOLATION } from '../../lib/db-errors.ts';
import { BUSY_OVERLAP_CONSTRAINT, overlappingBusy } from '../availability/availability.service.ts';
import { lockTruckRow, truckMenuNames } from '../foodtrucks/foodtrucks.service.ts';
import * as repo from './bookings.repo.ts';

const OVERLAP_CONSTRAINT = 'bookings_no_overlap';

/**
 * Whether `truckId` can commit to the locked request now, and if so the columns an accept writes: the truck,
 * the agreed amount and what is paid by when. The same checks for a vendor's accept, a customer's choice of a
 * quote and the checks before a quote is sent: the truck is approved and free (no accepted booking, no block),
 * and on an open request it serves what was asked (decision 034).
 */
export async function acceptance(
  tx: Db,
  booking: repo.BookingRow,
  truckId: number,
  amount: number,
  now: Date,
): Promise<repo.BookingColumns> {
  const truck = await assertTruckCanTake(tx, booking, truckId, now);
  // What the customer pays and by when is fixed now, from the truck's deposit share.
  const schedule = paymentSchedule({
    quotedAmount: amount,
    depositPercent: truck.depositPercent,
    acceptedAt: now,
    startsAt: booking.startsAt,
  });
  return {
    truckId,
    quotedAmount: amount,
    statusReason: null,
    acceptedAt: now,
    depositAmount: schedule.depositAmount,
    depositDueAt: schedule.depositDueAt,
    balanceDueAt: schedule.balanceDueAt,
  };
}

/** The truck row, locked, once it is shown able to take the request; else the refusal. */
export async function assertTruckCanTake(tx: Db, booking: repo.BookingRow, truckId: number, now: Date) {
  const truck = await lockTruckRow(tx, truckId);
  if (truck?.status !== 'approved') throw new AppError('TRUCK_NOT_APPROVED');
  if (booking.targetTruckId === null) {
    // An open request was priced from the catalogue: the truck taking it must serve it (decision 034).
    const menuNames = await truckMenuNames(tx, truck.id);
    const refusal = openRequestRefusal(booking, { ...truck, menuNames }, now);
    if (refusal) throw new AppError('OPEN_REQUEST_UNFIT', { message: refusal });
  }
  if (await repo.hasOverlappingAccepted(tx, truckId, booking)) throw new AppError('BOOKING_OVERLAP');
  const [busy] = await overlappingBusy(tx, truckId, booking.startsAt, booking.endsAt, booking.id);
  if (busy) throw new AppError('SCHEDULE_BLOCKS_ACCEPT');
  return truck;
}

/** Moves the booking with its columns; the exclusion constraints are the backstop of the checks above. */
export async function writeMove(
  tx: Db,
  id: string,
  move: { from: BookingStatus; to: BookingStatus },
  line: MoveLine,
  values: repo.BookingColumns,
): Promise<void> {
  try {
    await repo.moveBookings(tx, [id], move, line, values);
  } catch (error) {
    if (isConstraintError(error, PG_EXCLUSION_VIOLATION, OVERLAP_CONSTRAINT)) {
      throw new AppError('BOOKING_OVERLAP');
    }
    if (isConstraintError(error, PG_EXCLUSION_VIOLATION, BUSY_OVERLAP_CONSTRAINT)) {
      throw new AppError('SCHEDULE_BLOCKS_ACCEPT');
    }
    throw error;
  }
}

/** A customer's accept — a quote chosen, a counter-offer taken: requested → accepted, by them. */
export const customerAccept = (actorUserId: string, at: Date) =>
  [
    { from: 'requested', to: 'accepted' },
    { actor: 'customer', actorUserId, at },
  ] as const satisfies [{ from: BookingStatus; to: BookingStatus }, MoveLine];
