import {
  BOOKING_SECTIONS,
  type Booking,
  type BookingDetail,
  type BookingStatusBody,
  bookingEditRefusal,
  type bookingListQuerySchema,
  type bookingUpdateBodySchema,
  cancellationQuote,
  canTransition,
  currentTime,
  QUOTE_DECLINE_REASONS,
  type TruckBooking,
  type TruckOffer,
} from '@ft/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertTruckFree } from '../availability/availability.service.ts';
import { truckRow } from '../foodtrucks/foodtrucks.service.ts';
import { acceptance, writeMove } from './booking-accept.ts';
import { resolveViewer, type Viewer } from './booking-access.ts';
import { refuseLiveDuplicate } from './booking-create.service.ts';
import { checkEventType, fieldErrors, infoColumns, priceMenus } from './booking-sections.ts';
import { detailOf, toBooking, toBookingDetail, type ViewerRole, vendorPhoneOf } from './booking-view.ts';
import * as repo from './bookings.repo.ts';
import * as counterOffersRepo from './counter-offers.repo.ts';
import { counterOfferOutdated } from './counter-offers.service.ts';
import * as quotesRepo from './quotes.repo.ts';
import { quoteOutdated } from './quotes.service.ts';

type UpdateBody = z.output<typeof bookingUpdateBodySchema>;
type ListQuery = z.output<typeof bookingListQuerySchema>;

// Ids of other people's bookings answer exactly like missing ones (docs/product.md § Roles and access).
const notFound = () => new AppError('BOOKING_NOT_FOUND');

export { createBooking } from './booking-create.service.ts';

// ── Read ──────────────────────────────────────────────────────────────────────────────────────────────

/** The role a booking is shown with; a vendor bidding on a request someone already took sees nothing. */
function shownAs(viewer: Viewer | null): ViewerRole | null {
  if (!viewer) return null;
  if (viewer.role === 'bidder') return viewer.waiting ? 'vendor' : null;
  return viewer.role;
}

export async function getBooking(db: Db, user: SessionUser, id: string): Promise<BookingDetail> {
  // The view carries the whole row: one read decides who is asking and answers them.
  const view = await repo.findBookingView(db, id);
  const role = view ? shownAs(await resolveViewer(db, user, view.booking)) : null;
  if (!view || !role) throw notFound();
  const [history, vendorPhone] = await Promise.all([repo.historyOf(db, id), vendorPhoneOf(db, view.booking)]);
  return toBookingDetail(view, history, role, vendorPhone);
}

export interface BookingPage<T = Booking> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

/** GET /bookings: the person's own requests, newest first. */
export async function listMyBookings(db: Db, user: SessionUser, query: ListQuery): Promise<BookingPage> {
  const { rows, total } = await repo.listCustomerBookings(db, user.id, {
    statuses: query.status,
    page: query.page,
    limit: query.limit,
  });
  return {
    data: rows.map((row) => toBooking(row, 'customer')),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** GET /bookings/foodtruck/:id: the truck's bookings and the open requests it could take. */
export async function listTruckBookings(
  db: Db,
  user: SessionUser,
  truckId: number,
  query: ListQuery,
): Promise<BookingPage<TruckBooking>> {
  const truck = await truckRow(db, truckId);
  const owns = truck !== undefined && truck.ownerId === user.id;
  if (!truck || !(owns || user.role === 'admin')) throw new AppError('FOODTRUCK_NOT_FOUND');
  const { rows, total } = await repo.listTruckBookings(db, truckId, {
    statuses: query.status,
    // Only an approved truck can take an open request, so only it is shown them.
    includeOpenRequests: truck.status === 'approved',
    page: query.page,
    limit: query.limit,
  });
  const offers = await truckOffers(db, truckId, rows);
  const role: ViewerRole = owns ? 'vendor' : 'admin';
  return {
    data: rows.map((row) => ({
      ...toBooking(row, role),
      truckOffer: offers.get(row.booking.id) ?? null,
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/**
 * What the truck has answered on each of its waiting requests: its quote, else its latest counter-proposal (only
 * a waiting request's answer is shown, so the other tabs and the tabs' counts ask for nothing more).
 */
async function truckOffers(db: Db, truckId: number, rows: repo.BookingView[]) {
  const offers = new Map<string, TruckOffer>();
  const versions = new Map(
    rows
      .filter((row) => row.booking.status === 'requested')
      .map((row) => [row.booking.id, row.booking.version]),
  );
  if (versions.size === 0) return offers;
  const ids = [...versions.keys()];
  const [quotes, counterOffers] = await Promise.all([
    quotesRepo.truckQuotesOn(db, truckId, ids),
    counterOffersRepo.latestTruckCounterOffersOn(db, truckId, ids),
  ]);
  const version = (row: { bookingId: string }) => versions.get(row.bookingId) ?? 0;
  for (const row of counterOffers)
    offers.set(row.bookingId, {
      kind: 'counter_offer',
      status: row.status,
      amount: row.amount,
      outdated: counterOfferOutdated(row, version(row)),
    });
  for (const row of quotes)
    offers.set(row.bookingId, {
      kind: 'quote',
      status: row.status,
      amount: row.amount,
      outdated: quoteOutdated(row, version(row)),
    });
  return offers;
}

// ── Edit ──────────────────────────────────────────────────────────────────────────────────────────────

/**
 * PUT /bookings/:id, the customer's own booking only, within the shared edit rules (`bookingEditRefusal`):
 * the derived columns (region, instants, menu snapshot, estimate) follow the sections sent. The status check
 * and the write happen under one row lock.
 */
export async function updateBooking(
  db: Db,
  user: SessionUser,
  id: string,
  body: UpdateBody,
): Promise<BookingDetail> {
  let edited: repo.BookingRow | undefined;
  await db
    .transaction(async (tx) => {
      const booking = await repo.lockBooking(tx, id);
      if (!booking || booking.customerId !== user.id) throw notFound();
      const refusal = bookingEditRefusal(
        booking.status,
        BOOKING_SECTIONS.filter((section) => body[section] !== undefined),
      );
      if (refusal) throw new AppError(refusal);

      const fields: Record<string, string> = {};
      // The row is locked: a vendor's accept of the version they read waits, then finds it raised.
      const values: Partial<repo.NewBookingRow> = { updatedAt: currentTime(), version: booking.version + 1 };
      if (body.eventTypeId !== undefined) {
        await checkEventType(tx, body.eventTypeId, fields);
        values.eventTypeId = body.eventTypeId;
      }
      if (body.info) {
        const info = infoColumns(body.info);
        if (booking.targetTruckId !== null) {
          await assertTruckFree(tx, booking.targetTruckId, info.startsAt, info.endsAt, booking.id);
        }
        Object.assign(values, info);
      }
      if (body.menus) {
        const truck = booking.targetTruckId === null ? null : await truckRow(tx, booking.targetTruckId);
        Object.assign(values, await priceMenus(tx, body.menus, truck ?? null, fields));
      }
      if (Object.keys(fields).length > 0) throw fieldErrors(fields);
      if (body.contact) {
        values.contactName = body.contact.name;
        values.contactPhone = body.contact.phone;
        values.contactEmail = body.contact.email;
      }
      if (body.requests !== undefined) values.requests = body.requests;
      edited = { ...booking, ...values };
      await repo.updateBookingRow(tx, id, values);
    })
    .catch((error) =>
      edited ? refuseLiveDuplicate(db, error, user.id, { ...edited, id }) : Promise.reject(error),
    );
  return detailOf(db, id, 'customer');
}

// ── Status ────────────────────────────────────────────────────────────────────────────────────────────

type StatusActor = { actor: 'customer' | 'admin' } | { actor: 'vendor'; truckId: number };

const truckChoiceError = () => fieldErrors({ truckId: '이 요청을 받을 수 있는 내 푸드트럭을 골라주세요' });

/**
 * Who makes the move, from who is asking: anyone who may not know the booking gets 404; a vendor who saw an
 * open request and lost the race (or was too late) is told so when they try to accept, and learns nothing
 * else; a vendor with several matching trucks names the one that takes it.
 */
function statusActor(viewer: Viewer | null, booking: repo.BookingRow, body: BookingStatusBody): StatusActor {
  if (!viewer) throw notFound();
  if (viewer.role === 'customer' || viewer.role === 'admin') return { actor: viewer.role };
  if (viewer.role === 'vendor') {
    if (body.truckId !== undefined && body.truckId !== viewer.truckId) throw truckChoiceError();
    return { actor: 'vendor', truckId: viewer.truckId };
  }
  if (!viewer.waiting) {
    if (body.status !== 'accepted') throw notFound();
    throw new AppError(booking.truckId === null ? 'OPEN_REQUEST_CLOSED' : 'BOOKING_ALREADY_TAKEN');
  }
  const truckId = body.truckId ?? viewer.truckIds[0]!;
  if (!viewer.truckIds.includes(truckId)) throw truckChoiceError();
  return { actor: 'vendor', truckId };
}

/**
 * A vendor accepts what they read: the request's version they saw must still be the booking's, else the
 * customer changed it since (more guests, other dishes) and the accept would bind them to a price for
 * something else.
 */
function assertReadVersion(booking: repo.BookingRow, version: number | undefined): void {
  if (version === undefined)
    throw fieldErrors({ version: '수락하려면 확인한 요청의 버전(version)을 함께 보내주세요' });
  if (version !== booking.version) throw new AppError('BOOKING_CHANGED');
}

/**
 * PUT /bookings/:id/status. Everything happens in one transaction on the locked booking row: who is asking,
 * the shared state machine, and for an accept a lock on the truck row and the overlap check (the exclusion
 * constraint `bookings_no_overlap` is the backstop).
 */
export async function changeBookingStatus(
  db: Db,
  user: SessionUser,
  id: string,
  body: BookingStatusBody,
): Promise<BookingDetail> {
  const viewerRole = await db.transaction(async (tx) => {
    const booking = await repo.lockBooking(tx, id);
    if (!booking) throw notFound();
    const resolved = statusActor(await resolveViewer(tx, user, booking), booking, body);
    // The customer's side of an accept is choosing a quote (quotes.service.ts), never this call.
    if (body.status === 'accepted' && resolved.actor === 'customer') {
      throw new AppError('INSUFFICIENT_PERMISSIONS', { message: '받은 견적 중 하나를 골라 확정해주세요.' });
    }
    const from = booking.status;
    const to = body.status;
    const now = currentTime();
    const verdict = canTransition({
      from,
      to,
      actor: resolved.actor,
      now,
      eventStart: booking.startsAt,
      eventEnd: booking.endsAt,
      isOpenRequest: booking.targetTruckId === null,
      reason: body.reason,
      quotedAmount: body.quotedAmount,
    });
    if (!verdict.ok) throw new AppError(verdict.code, { message: verdict.reason });
    if (to === 'accepted' && resolved.actor === 'vendor') assertReadVersion(booking, body.version);

    const reason = body.reason?.trim() ? body.reason.trim() : null;
    const values: repo.BookingColumns = {};
    if (to === 'accepted' && resolved.actor === 'vendor') {
      Object.assign(values, await acceptance(tx, booking, resolved.truckId, body.quotedAmount!, now));
    }
    if (to === 'cancelled') {
      // The refund policy's fee is the customer's to bear only when they call it off; what is kept of their
      // payment is this fee, the rest goes back (modules/payments refunds it).
      values.cancellationFee =
        resolved.actor === 'customer'
          ? cancellationQuote({
              status: from,
              quotedAmount: booking.quotedAmount,
              eventDate: booking.eventDate,
              now,
            }).fee
          : 0;
      values.statusReason = reason;
    }
    if (to === 'rejected') values.statusReason = reason;
    await writeMove(
      tx,
      id,
      { from, to },
      { actor: resolved.actor, actorUserId: user.id, reason, at: now },
      values,
    );
    // A request that is answered or ends takes its quotes and any counter-proposal with it; their trucks hear it
    // from the request's own notice.
    if (from === 'requested') {
      if (to !== 'accepted') {
        const ended = QUOTE_DECLINE_REASONS.requestEnded;
        await quotesRepo.closeLiveQuotes(tx, { bookingIds: [id] }, 'declined', ended, now);
      }
      const system = { actor: 'system' as const, actorUserId: null, at: now };
      await counterOffersRepo.moveCounterOffers(tx, { bookingIds: [id] }, 'expired', system);
    }
    return resolved.actor;
  });
  return detailOf(db, id, viewerRole);
}

// What other modules use of this one besides the functions above (scripts/check-imports.mjs: a module is
// used through its services, which define what they offer; other modules change a booking only through them).
export { resolveViewer } from './booking-access.ts';
export { fieldErrors } from './booking-sections.ts';
export type { BookingRow } from './bookings.repo.ts';
export { cancelForUnpaidBalance, moveBalanceDue, owesBalance } from './unpaid-balance.ts';

/** The booking with its event type's and truck's names, as the payment, refund and review answers show it. */
export function findBookingView(db: Db, id: string): Promise<repo.BookingView | undefined> {
  return repo.findBookingView(db, id);
}

/** The booking row, locked until the transaction ends: status checks and writes see the same row. */
export function lockBooking(tx: Db, id: string): Promise<repo.BookingRow | undefined> {
  return repo.lockBooking(tx, id);
}

/** Owners of listed trucks an open request reaches (the inbox's own test): who hears of a new open request. */
export function openRequestAudience(db: Db, bookingId: string): Promise<string[]> {
  return repo.openRequestAudience(db, bookingId);
}

/** The trucks that quoted a request, whatever became of their quotes: each has a thread with its customer. */
export function quotingTruckIds(db: Db, bookingId: string): Promise<number[]> {
  return quotesRepo.quotingTruckIds(db, bookingId);
}

/**
 * 구매확정, on the booking (locked by the caller, in the payments' transaction that releases its money): when, and
 * by whom — the customer, the 72-hour rule, or an operator resolving a dispute.
 */
export async function markServiceConfirmed(
  tx: Db,
  bookingId: string,
  by: 'customer' | 'system' | 'admin',
  at: Date,
): Promise<void> {
  await repo.updateBookingRow(tx, bookingId, { serviceConfirmedAt: at, serviceConfirmedBy: by });
}
