import {
  type BookingDetail,
  bookingInfoSchema,
  COUNTER_OFFER_VALID_HOURS,
  type CounterOffer,
  type CounterOfferStatus,
  canCounterOfferTransition,
  canTransition,
  type counterOfferBodySchema,
  currentTime,
  estimateBooking,
  HOUR_MS,
  seoulInstant,
} from '@ft/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { truckRow } from '../foodtrucks/foodtrucks.service.ts';
import { acceptance, assertTruckCanTake, customerAccept, writeMove } from './booking-accept.ts';
import { resolveViewer } from './booking-access.ts';
import { refuseLiveDuplicate } from './booking-create.service.ts';
import { fieldErrors, priceMenus } from './booking-sections.ts';
import { detailOf } from './booking-view.ts';
import * as bookingsRepo from './bookings.repo.ts';
import * as repo from './counter-offers.repo.ts';

/**
 * Counter-offers (decision 088): the truck a request was sent to may, instead of refusing it, propose
 * another date, time or menu with its price; the customer accepts it — the booking takes those terms and is
 * accepted at that price, in one transaction on the locked request — or declines it, and the request waits for
 * the truck again. Every call locks the booking row first, so moves on one request take turns.
 */

type Body = z.output<typeof counterOfferBodySchema>;

const notFound = () => new AppError('BOOKING_NOT_FOUND');

/** A waiting proposal sent before the customer last changed the request: it can no longer be accepted. */
export const counterOfferOutdated = (
  offer: Pick<repo.CounterOfferRow, 'status' | 'bookingVersion'>,
  bookingVersion: number,
) => offer.status === 'proposed' && offer.bookingVersion !== bookingVersion;

function toCounterOffer(row: repo.CounterOfferRow, bookingVersion: number): CounterOffer {
  return {
    id: row.id,
    bookingId: row.bookingId,
    status: row.status,
    eventDate: row.eventDate,
    startTime: row.startTime,
    endTime: row.endTime,
    menus: row.menus.map(({ menuItemId, name, unitPrice, servings }) => ({
      menuItemId,
      name,
      unitPrice,
      servings,
    })),
    amount: row.amount,
    note: row.note,
    outdated: counterOfferOutdated(row, bookingVersion),
    validUntil: row.validUntil.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /bookings/:id/counter-offers: the request's customer, its truck's owner and operators; newest first. */
export async function listCounterOffers(
  db: Db,
  user: SessionUser,
  bookingId: string,
): Promise<CounterOffer[]> {
  const booking = (await bookingsRepo.findBookingView(db, bookingId))?.booking;
  const viewer = booking ? await resolveViewer(db, user, booking) : null;
  if (!booking || !viewer || viewer.role === 'bidder') throw notFound();
  return (await repo.counterOffersOf(db, bookingId)).map((row) => toCounterOffer(row, booking.version));
}

/** The info section as the request holds it, with the proposed date and times, checked as a request's is. */
function proposedInfo(booking: bookingsRepo.BookingRow, body: Body) {
  const parsed = bookingInfoSchema.safeParse({
    eventName: booking.eventName,
    eventDate: body.eventDate ?? booking.eventDate,
    startTime: body.startTime ?? booking.startTime,
    endTime: body.endTime ?? booking.endTime,
    guestCount: booking.guestCount,
    address: {
      postcode: booking.postcode,
      roadAddress: booking.roadAddress,
      detailAddress: booking.detailAddress,
    },
    budget: booking.budget,
  });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    throw fieldErrors(fields);
  }
  return parsed.data;
}

/** Whether two menus ask for the same dishes in the same servings, in whatever order. */
const sameMenus = (a: readonly { menuItemId: number; servings: number }[], b: typeof a) => {
  const key = (lines: typeof a) =>
    lines
      .map((line) => `${line.menuItemId}:${line.servings}`)
      .sort()
      .join();
  return key(a) === key(b);
};

/** POST /bookings/:id/counter-offers: the target truck's owner, on a request still waiting for them. */
export async function proposeCounterOffer(
  db: Db,
  user: SessionUser,
  bookingId: string,
  body: Body,
): Promise<CounterOffer> {
  const offer = await db.transaction(async (tx) => {
    const booking = await bookingsRepo.lockBooking(tx, bookingId);
    const viewer = booking ? await resolveViewer(tx, user, booking) : null;
    if (!booking || !viewer) throw notFound();
    if (booking.targetTruckId === null) throw new AppError('OPEN_REQUEST_QUOTES_ONLY');
    if (viewer.role !== 'vendor') {
      throw new AppError('INSUFFICIENT_PERMISSIONS', {
        message: '다른 조건은 요청을 받은 사장님만 제안할 수 있어요.',
      });
    }
    const now = currentTime();
    // A proposal stands in for the truck's own 수락 or 거절: it is possible exactly when they are.
    const verdict = canTransition({
      from: booking.status,
      to: 'accepted',
      actor: 'vendor',
      now,
      eventStart: booking.startsAt,
      eventEnd: booking.endsAt,
      quotedAmount: body.amount,
    });
    if (!verdict.ok) throw new AppError(verdict.code, { message: verdict.reason });
    if (await repo.lockProposed(tx, bookingId)) throw new AppError('COUNTER_OFFER_PENDING');

    const info = proposedInfo(booking, body);
    const fields: Record<string, string> = {};
    const truck = await truckRow(tx, viewer.truckId);
    const menus = body.menus
      ? (await priceMenus(tx, body.menus, truck ?? null, fields)).menus
      : booking.menus;
    if (Object.keys(fields).length > 0) throw fieldErrors(fields);
    const unchanged =
      info.eventDate === booking.eventDate &&
      info.startTime === booking.startTime &&
      info.endTime === booking.endTime &&
      sameMenus(menus, booking.menus);
    if (unchanged) {
      throw fieldErrors({
        eventDate: '요청과 다른 날짜, 시간 또는 메뉴를 넣어주세요. 그대로라면 수락해주세요',
      });
    }
    const startsAt = seoulInstant(info.eventDate, info.startTime);
    const endsAt = seoulInstant(info.eventDate, info.endTime);
    // The truck must be able to come at the time it proposes, as an accept must.
    await assertTruckCanTake(tx, { ...booking, startsAt, endsAt }, viewer.truckId, now);
    return repo.insertCounterOffer(
      tx,
      {
        bookingId,
        truckId: viewer.truckId,
        bookingVersion: booking.version,
        eventDate: info.eventDate,
        startTime: info.startTime,
        endTime: info.endTime,
        menus,
        amount: body.amount,
        note: body.note,
        validUntil: new Date(
          Math.min(now.getTime() + COUNTER_OFFER_VALID_HOURS * HOUR_MS, startsAt.getTime()),
        ),
        createdAt: now,
      },
      { actor: 'vendor', actorUserId: user.id, at: now },
    );
  });
  return toCounterOffer(offer, offer.bookingVersion);
}

function assertMove(from: CounterOfferStatus, to: CounterOfferStatus, actor: 'customer' | 'vendor') {
  const verdict = canCounterOfferTransition({ from, to, actor });
  if (!verdict.ok) throw new AppError(verdict.code, { message: verdict.reason });
}

/** The locked request and its counter-offer, for its customer (or its truck's owner, `side` vendor). */
async function lockedOffer(
  tx: Db,
  user: SessionUser,
  bookingId: string,
  offerId: string,
  side: 'customer' | 'vendor',
) {
  const booking = await bookingsRepo.lockBooking(tx, bookingId);
  const viewer = booking ? await resolveViewer(tx, user, booking) : null;
  if (!booking || !viewer || viewer.role === 'bidder') throw notFound();
  if (viewer.role !== side) {
    throw new AppError('INSUFFICIENT_PERMISSIONS', {
      message:
        side === 'customer'
          ? '제안은 요청한 고객만 수락하거나 거절할 수 있어요.'
          : '제안은 보낸 사장님만 거둬들일 수 있어요.',
    });
  }
  const offer = await repo.lockCounterOffer(tx, bookingId, offerId);
  if (!offer) throw new AppError('COUNTER_OFFER_NOT_FOUND');
  if (offer.status !== 'proposed' || offer.validUntil.getTime() <= currentTime().getTime()) {
    throw new AppError('COUNTER_OFFER_NOT_AVAILABLE');
  }
  return { booking, offer };
}

/**
 * POST /bookings/:id/counter-offers/:offerId/accept: the booking takes the proposed date, time and menu (its
 * version raised) and is accepted at the proposed price, its deposit due, as any accept.
 */
export async function acceptCounterOffer(
  db: Db,
  user: SessionUser,
  bookingId: string,
  offerId: string,
): Promise<BookingDetail> {
  let moved: Parameters<typeof refuseLiveDuplicate>[3] | undefined;
  const accepting = db.transaction(async (tx) => {
    const { booking, offer } = await lockedOffer(tx, user, bookingId, offerId, 'customer');
    if (offer.bookingVersion !== booking.version) {
      throw new AppError('COUNTER_OFFER_NOT_AVAILABLE', {
        message: '요청 내용을 바꾼 뒤라 이 제안은 더 이상 맞지 않아요. 사장님의 답을 다시 기다려주세요.',
      });
    }
    const now = currentTime();
    const startsAt = seoulInstant(offer.eventDate, offer.startTime);
    const endsAt = seoulInstant(offer.eventDate, offer.endTime);
    const verdict = canTransition({
      from: booking.status,
      to: 'accepted',
      actor: 'customer',
      now,
      eventStart: startsAt,
      eventEnd: endsAt,
      isOpenRequest: false,
      quotedAmount: offer.amount,
    });
    if (!verdict.ok) throw new AppError(verdict.code, { message: verdict.reason });
    assertMove(offer.status, 'accepted', 'customer');
    const truck = await truckRow(tx, offer.truckId);
    const terms = {
      eventDate: offer.eventDate,
      startTime: offer.startTime,
      endTime: offer.endTime,
      startsAt,
      endsAt,
      menus: offer.menus,
      categoryIds: [...new Set(offer.menus.map((line) => line.categoryId))].sort((a, b) => a - b),
      estimate: estimateBooking(offer.menus, truck?.baseFee ?? 0),
      version: booking.version + 1,
    };
    moved = { id: bookingId, targetTruckId: offer.truckId, startsAt, endsAt, requestHash: null };
    await writeMove(tx, bookingId, ...customerAccept(user.id, now), {
      ...terms,
      ...(await acceptance(tx, { ...booking, ...terms }, offer.truckId, offer.amount, now)),
    });
    await repo.moveCounterOffers(tx, { id: offerId }, 'accepted', {
      actor: 'customer',
      actorUserId: user.id,
      at: now,
    });
  });
  // The new time may be that of another live request of this customer's to the same truck.
  await accepting.catch((error) =>
    moved ? refuseLiveDuplicate(db, error, user.id, moved) : Promise.reject(error),
  );
  return detailOf(db, bookingId, 'customer');
}

/** POST …/decline (the customer) or …/withdraw (its truck's owner): the request waits for the truck again. */
export async function closeCounterOffer(
  db: Db,
  user: SessionUser,
  bookingId: string,
  offerId: string,
  to: 'declined' | 'withdrawn',
): Promise<CounterOffer> {
  const side = to === 'declined' ? 'customer' : 'vendor';
  await db.transaction(async (tx) => {
    const { offer } = await lockedOffer(tx, user, bookingId, offerId, side);
    assertMove(offer.status, to, side);
    await repo.moveCounterOffers(tx, { id: offerId }, to, {
      actor: side,
      actorUserId: user.id,
      at: currentTime(),
    });
  });
  const booking = (await bookingsRepo.findBookingView(db, bookingId))!.booking;
  const row = (await repo.counterOffersOf(db, bookingId)).find((each) => each.id === offerId)!;
  return toCounterOffer(row, booking.version);
}
