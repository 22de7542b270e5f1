import { createHash, randomUUID } from 'node:crypto';
import { type BookingDetail, type bookingCreateBodySchema, canTransition, currentTime } from '@ft/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { LIVE_OPEN_REQUEST_INDEX, LIVE_TRUCK_REQUEST_INDEX } from '../../db/schema/bookings.ts';
import { AppError } from '../../lib/app-error.ts';
import { isConstraintError, PG_UNIQUE_VIOLATION } from '../../lib/db-errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertTruckFree } from '../availability/availability.service.ts';
import { truckRowWithThumbnail } from '../foodtrucks/foodtrucks.service.ts';
import { newBookingCode } from './booking-code.ts';
import * as repo from './booking-create.repo.ts';
import { checkEventTypeAndMenus, fieldErrors, infoColumns } from './booking-sections.ts';
import { detailOf, toBookingDetail } from './booking-view.ts';
import { type BookingRow, type BookingView, lockBooking, moveBookings } from './bookings.repo.ts';

/** POST /bookings: a new request, once per Idempotency-Key, and once per live truck and time (bookings.service.ts re-exports it). */

type CreateBody = z.output<typeof bookingCreateBodySchema>;

const IDEMPOTENCY_INDEX = 'bookings_customer_idempotency_key';
const CODE_ATTEMPTS = 5;

/** The request as validated, hashed: what a repeated Idempotency-Key must come with again. */
const requestHashOf = (body: CreateBody) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * POST /bookings. A repeated Idempotency-Key from the same person with the same request returns the first
 * booking (created: false), however many submits race: the unique index on (customer_id, idempotency_key)
 * decides, not a prior read. The same key with a different request is refused (422), so a fix made after an
 * ambiguous failure is never silently dropped.
 */
export async function createBooking(
  db: Db,
  user: SessionUser,
  idempotencyKey: string,
  body: CreateBody,
): Promise<{ booking: BookingDetail; created: boolean }> {
  const requestHash = requestHashOf(body);
  const replay = async (first: { id: string; requestHash: string | null }) => {
    // Rows from before hashes were kept have none to compare: they answer as before.
    if (first.requestHash !== null && first.requestHash !== requestHash) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    }
    return { booking: await detailOf(db, first.id, 'customer'), created: false };
  };
  // The key is looked up only when this request cannot be written as new — it fails a check, or another
  // submit with the same key committed first. A retry of a request that went through then answers with its
  // booking, and the usual first send costs no extra read.
  try {
    const booking =
      body.replacesBookingId === undefined
        ? await writeNewBooking(db, user, idempotencyKey, requestHash, body)
        : await db.transaction(async (tx) => {
            await withdrawForWidening(tx, user, body.replacesBookingId!);
            return writeNewBooking(tx, user, idempotencyKey, requestHash, body);
          });
    return { booking, created: true };
  } catch (error) {
    const duplicate = isLiveDuplicate(error);
    if (
      error instanceof AppError ||
      duplicate ||
      isConstraintError(error, PG_UNIQUE_VIOLATION, IDEMPOTENCY_INDEX)
    ) {
      const first = await repo.findBookingByKey(db, user.id, idempotencyKey);
      if (first) return replay(first);
    }
    if (duplicate) {
      // The same draft sent again under another key (a second tab) is answered with the first booking; a
      // different request for the same truck and time is refused, naming the one already sent.
      const live = await repo.findLiveDuplicate(
        db,
        user.id,
        body.truckId,
        infoColumns(body.info),
        requestHash,
      );
      if (live?.requestHash === requestHash)
        return { booking: await detailOf(db, live.id, 'customer'), created: false };
      if (live) throw duplicateRequest(live.code);
    }
    throw error;
  }
}

export const isLiveDuplicate = (error: unknown) =>
  isConstraintError(error, PG_UNIQUE_VIOLATION, LIVE_TRUCK_REQUEST_INDEX) ||
  isConstraintError(error, PG_UNIQUE_VIOLATION, LIVE_OPEN_REQUEST_INDEX);

export const duplicateRequest = (code: string) =>
  new AppError('DUPLICATE_BOOKING_REQUEST', {
    message: `같은 시간으로 보낸 요청(${code})이 이미 있어요. 예약 내역에서 확인해주세요.`,
  });

/**
 * A change to a live request (an edit, a counter-offer taken) that ran into another live request of the
 * customer's — the same truck and time, or the same open request: refused naming that one, or the error as it
 * was. For after the transaction has ended: a failed statement leaves it unusable until then.
 */
export async function refuseLiveDuplicate(
  db: Db,
  error: unknown,
  customerId: string,
  changed: {
    id: string;
    targetTruckId: number | null;
    startsAt: Date;
    endsAt: Date;
    requestHash: string | null;
  },
): Promise<never> {
  if (!isLiveDuplicate(error)) throw error;
  const live = await repo.findLiveDuplicate(
    db,
    customerId,
    changed.targetTruckId,
    changed,
    changed.requestHash,
    changed.id,
  );
  throw live ? duplicateRequest(live.code) : error;
}

async function writeNewBooking(
  db: Db,
  user: SessionUser,
  idempotencyKey: string,
  requestHash: string,
  body: CreateBody,
): Promise<BookingDetail> {
  let truck: Awaited<ReturnType<typeof truckRowWithThumbnail>> | null = null;
  if (body.truckId !== null) {
    const found = await truckRowWithThumbnail(db, body.truckId);
    if (found?.status !== 'approved') {
      throw new AppError('FOODTRUCK_NOT_FOUND', { fields: { truckId: '푸드트럭을 찾을 수 없어요' } });
    }
    truck = found;
  }
  const fields: Record<string, string> = {};
  const { eventType, priced } = await checkEventTypeAndMenus(db, body.eventTypeId, body.menus, truck, fields);
  if (!eventType || Object.keys(fields).length > 0) throw fieldErrors(fields);

  const info = infoColumns(body.info);
  // A request for a time the truck is blocked or booked is refused before it is sent (§ Availability).
  if (truck) await assertTruckFree(db, truck.id, info.startsAt, info.endsAt);
  const { row, history } = await insertWithFreeCode(db, {
    customerId: user.id,
    idempotencyKey,
    requestHash,
    targetTruckId: truck?.id ?? null,
    truckId: truck?.id ?? null,
    eventTypeId: body.eventTypeId,
    ...info,
    ...priced,
    contactName: body.contact.name,
    contactPhone: body.contact.phone,
    contactEmail: body.contact.email,
    requests: body.requests,
  });
  // Everything the answer shows is in hand: no second read of what was just written.
  const view: BookingView = {
    booking: row,
    eventTypeSlug: eventType.slug,
    eventTypeName: eventType.name,
    truckName: truck?.name ?? null,
    truckSameNames: truck?.sameNameCount ?? null,
    truckRegions: truck?.listCard.regions ?? null,
    truckThumbnailKey: truck?.thumbnailKey ?? null,
  };
  return toBookingDetail(view, history, 'customer');
}

/** Why the direct request was cancelled: its truck reads it in the cancellation notice. */
export const WIDENED_REASON = '열린 요청으로 넓혔어요';

/**
 * 열린 요청으로 넓히기: cancels the customer's own direct request, still `requested`, in the transaction that
 * writes the open request replacing it. Anyone else's booking answers as not found.
 */
async function withdrawForWidening(tx: Db, user: SessionUser, id: string): Promise<void> {
  const booking = await lockBooking(tx, id);
  if (!booking || booking.customerId !== user.id) throw new AppError('BOOKING_NOT_FOUND');
  const now = currentTime();
  const verdict = canTransition({
    from: booking.status,
    to: 'cancelled',
    actor: 'customer',
    now,
    eventStart: booking.startsAt,
    eventEnd: booking.endsAt,
    reason: WIDENED_REASON,
  });
  if (booking.targetTruckId === null || booking.status !== 'requested' || !verdict.ok)
    throw new AppError('BOOKING_NOT_WIDENABLE');
  await moveBookings(
    tx,
    [id],
    { from: 'requested', to: 'cancelled' },
    { actor: 'customer', actorUserId: user.id, reason: WIDENED_REASON, at: now },
    { statusReason: WIDENED_REASON, cancellationFee: 0 },
  );
}

/** Inserts the request with a new FT-YYYYMMDD-XXXX code, drawing again on the rare clash. */
async function insertWithFreeCode(db: Db, values: Omit<BookingRow, RowDefaults>) {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const now = currentTime();
    const row: BookingRow = {
      ...values,
      id: randomUUID(),
      code: newBookingCode(now),
      quotedAmount: null,
      cancellationFee: null,
      statusReason: null,
      acceptedAt: null,
      depositAmount: null,
      depositDueAt: null,
      balanceDueAt: null,
      serviceConfirmedAt: null,
      serviceConfirmedBy: null,
      status: 'requested',
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    if (await repo.insertRequestedBooking(db, row))
      return { row, history: [repo.requestedHistoryEntry(row)] };
  }
  throw new Error(`no free booking code after ${CODE_ATTEMPTS} attempts`);
}

type RowDefaults =
  | 'id'
  | 'code'
  | 'quotedAmount'
  | 'acceptedAt'
  | 'depositAmount'
  | 'depositDueAt'
  | 'balanceDueAt'
  | 'serviceConfirmedAt'
  | 'serviceConfirmedBy'
  | 'cancellationFee'
  | 'statusReason'
  | 'status'
  | 'version'
  | 'createdAt'
  | 'updatedAt';
