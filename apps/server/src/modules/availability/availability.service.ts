import {
  type AvailabilityQuery,
  type Block,
  type BlockCreateBody,
  type BusyPeriod,
  currentTimeMs,
  nextDay,
  seoulInstant,
  type TruckCalendar,
} from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isConstraintError, PG_EXCLUSION_VIOLATION } from '../../lib/db-errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { truckRow } from '../foodtrucks/foodtrucks.service.ts';
import * as repo from './availability.repo.ts';

/** The exclusion constraint over blocks and accepted bookings (migration 0008). */
export const BUSY_OVERLAP_CONSTRAINT = 'truck_busy_periods_no_overlap';

const truckNotFound = () => new AppError('FOODTRUCK_NOT_FOUND');

/** A query's Seoul dates as the instants they span: from the first midnight to the midnight after the last. */
const span = (q: AvailabilityQuery) => ({
  from: seoulInstant(q.from, '00:00'),
  to: seoulInstant(nextDay(q.to), '00:00'),
});

/**
 * Whether the truck is free for [startsAt, endsAt): a targeted request for a blocked or booked time is refused
 * before it is sent (docs/product.md § Availability).
 */
export async function assertTruckFree(
  db: Db,
  truckId: number,
  startsAt: Date,
  endsAt: Date,
  exceptBookingId?: string,
) {
  const [busy] = await repo.overlappingBusy(db, truckId, startsAt, endsAt, exceptBookingId);
  if (busy) {
    throw new AppError('TRUCK_UNAVAILABLE', {
      fields: { 'info.eventDate': '이 날짜와 시간에는 예약할 수 없어요' },
    });
  }
}

/** Public: when a listed truck is taken, without saying by what or whom (the booking flow's date picker). */
export async function busyPeriods(db: Db, truckId: number, query: AvailabilityQuery): Promise<BusyPeriod[]> {
  const truck = await truckRow(db, truckId);
  if (truck?.status !== 'approved') throw truckNotFound();
  const { from, to } = span(query);
  const rows = await repo.busyBetween(db, truckId, from, to);
  return rows.map((row) => ({
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    kind: row.kind,
  }));
}

async function assertOwner(db: Db, user: SessionUser, truckId: number) {
  const truck = await truckRow(db, truckId);
  if (!truck || (truck.ownerId !== user.id && user.role !== 'admin')) throw truckNotFound();
}

const blockView = (row: repo.BusyRow): Block => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  reason: row.reason!,
  note: row.note,
});

export async function calendar(
  db: Db,
  user: SessionUser,
  truckId: number,
  query: AvailabilityQuery,
): Promise<TruckCalendar> {
  await assertOwner(db, user, truckId);
  const { from, to } = span(query);
  const [busy, bookings] = await Promise.all([
    repo.busyBetween(db, truckId, from, to),
    repo.calendarBookings(db, truckId, from, to),
  ]);
  return {
    blocks: busy.filter((row) => row.kind === 'block').map(blockView),
    bookings: bookings.map((b) => ({
      ...b,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
    })),
  };
}

/** Whole days, or some hours of one day, in Seoul time; never over an accepted booking or another block. */
export async function addBlock(
  db: Db,
  user: SessionUser,
  truckId: number,
  body: BlockCreateBody,
): Promise<Block> {
  await assertOwner(db, user, truckId);
  const startsAt = seoulInstant(body.startDate, body.startTime ?? '00:00');
  const endsAt = body.endTime
    ? seoulInstant(body.startDate, body.endTime)
    : seoulInstant(nextDay(body.endDate ?? body.startDate), '00:00');
  if (endsAt.getTime() <= currentTimeMs()) {
    throw new AppError('VALIDATION_ERROR', {
      message: '지난 시간은 막을 수 없어요',
      fields: { startDate: '오늘 이후의 날짜를 골라주세요' },
    });
  }
  try {
    const row = await repo.insertBlock(db, {
      truckId,
      startsAt,
      endsAt,
      kind: 'block',
      reason: body.reason,
      note: body.note || null,
      createdBy: user.id,
    });
    return blockView(row);
  } catch (error) {
    if (isConstraintError(error, PG_EXCLUSION_VIOLATION, BUSY_OVERLAP_CONSTRAINT))
      throw new AppError('BLOCK_OVERLAP');
    throw error;
  }
}

export async function removeBlock(
  db: Db,
  user: SessionUser,
  truckId: number,
  blockId: number,
): Promise<void> {
  await assertOwner(db, user, truckId);
  if (!(await repo.deleteBlock(db, truckId, blockId))) {
    throw new AppError('BLOCK_NOT_FOUND');
  }
}

/**
 * Busy spans (blocks, accepted bookings) of the truck that overlap [startsAt, endsAt), the booking's own span
 * left out: what an accept checks before the exclusion constraint would refuse it.
 */
export function overlappingBusy(
  db: Db,
  truckId: number,
  startsAt: Date,
  endsAt: Date,
  exceptBookingId?: string,
): Promise<{ kind: repo.BusyRow['kind'] }[]> {
  return repo.overlappingBusy(db, truckId, startsAt, endsAt, exceptBookingId);
}
