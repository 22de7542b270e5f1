import {
  type BookingDetail,
  canQuoteTransition,
  canTransition,
  currentTime,
  DAY_MS,
  QUOTE_DECLINE_REASONS,
  QUOTE_LIMIT,
  type Quote,
  type QuoteChoiceBody,
  type QuoteList,
  type QuoteStatus,
  type QuoteWithdrawBody,
  type quoteBodySchema,
  quoteDeadline,
  quoteTotals,
  takesQuotes,
  truckNameNote,
} from '@ft/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { publicUrl } from '../../lib/storage.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { acceptance, assertTruckCanTake, customerAccept, writeMove } from './booking-accept.ts';
import { resolveViewer, type Viewer } from './booking-access.ts';
import { fieldErrors } from './booking-sections.ts';
import { detailOf } from './booking-view.ts';
import * as bookingsRepo from './bookings.repo.ts';
import * as repo from './quotes.repo.ts';

/**
 * Quotes on an open request (decision 047): matching vendors send one each and revise it; the
 * customer compares them and chooses one, which accepts the request at its total and declines the rest. Every
 * call locks the booking row first, so a choice, a revision, a withdrawal and a new quote on one request take
 * turns and each sees what the one before it wrote.
 */

type QuoteInput = z.output<typeof quoteBodySchema>;

const notFound = () => new AppError('BOOKING_NOT_FOUND');

/** A vendor's own trucks on this request: the one that holds it, or those that may quote it. */
function vendorTrucks(viewer: Viewer | null): number[] | null {
  if (viewer?.role === 'vendor') return [viewer.truckId];
  if (viewer?.role === 'bidder') return viewer.truckIds;
  return null;
}

/** A live quote sent before the customer last changed the request: it no longer answers it. */
export const quoteOutdated = (
  quote: Pick<repo.QuoteRow, 'status' | 'bookingVersion'>,
  bookingVersion: number,
) => quote.status === 'sent' && quote.bookingVersion !== bookingVersion;

function toQuote(view: repo.QuoteView, bookingVersion: number): Quote {
  const q = view.quote;
  return {
    id: q.id,
    bookingId: q.bookingId,
    truck: {
      id: q.truckId,
      name: view.truckName,
      nameNote: truckNameNote(view.truckSameNames, view.truckListCard.regions),
      thumbnailUrl: view.truckThumbnailKey ? publicUrl(view.truckThumbnailKey) : null,
      rating: view.truckReviewCount > 0 ? view.truckRating : null,
      reviewCount: view.truckReviewCount,
      regions: view.truckRegions,
    },
    status: q.status,
    revision: q.revision,
    outdated: quoteOutdated(q, bookingVersion),
    lines: q.lines,
    menu: q.menu,
    calloutFee: q.calloutFee,
    vat: q.vat,
    total: q.total,
    perPerson: q.perPerson,
    includes: q.includes,
    hoursOnSite: q.hoursOnSite,
    siteNeeds: q.siteNeeds,
    validUntil: q.validUntil.toISOString(),
    note: q.note,
    sentAt: q.sentAt.toISOString(),
    revisedAt: q.revisedAt?.toISOString() ?? null,
  };
}

async function listOf(db: Db, booking: bookingsRepo.BookingRow, truckIds?: number[]): Promise<QuoteList> {
  const [views, liveCount] = await Promise.all([
    repo.quoteViews(db, booking.id, truckIds),
    repo.liveQuoteCount(db, booking.id),
  ]);
  const deadline = quoteDeadline(booking.createdAt, booking.startsAt);
  return {
    quotes: views.map((view) => toQuote(view, booking.version)),
    liveCount,
    deadline: deadline.toISOString(),
    takesQuotes:
      booking.status === 'requested' && takesQuotes({ deadline, liveQuotes: liveCount, now: currentTime() }),
  };
}

/** GET /bookings/:id/quotes: every quote for its customer and operators, a vendor's own for the vendor. */
export async function listQuotes(db: Db, user: SessionUser, bookingId: string): Promise<QuoteList> {
  const booking = (await bookingsRepo.findBookingView(db, bookingId))?.booking;
  const viewer = booking ? await resolveViewer(db, user, booking) : null;
  if (!booking || !viewer || booking.targetTruckId !== null) throw notFound();
  return listOf(db, booking, vendorTrucks(viewer) ?? undefined);
}

/** The figures of a quote as the server computes them from its lines, for the request's guests. */
function figures(body: QuoteInput, booking: bookingsRepo.BookingRow, now: Date) {
  const totals = quoteTotals(body, booking.guestCount);
  // A quote cannot outlive the event it is for.
  const validUntil = new Date(Math.min(now.getTime() + body.validDays * DAY_MS, booking.startsAt.getTime()));
  return {
    lines: body.lines,
    ...totals,
    vatIncluded: body.vatIncluded,
    includes: body.includes,
    hoursOnSite: body.hoursOnSite,
    siteNeeds: body.siteNeeds,
    validUntil,
    note: body.note,
    bookingVersion: booking.version,
  };
}

/**
 * The locked open request and the vendor's trucks on it, or why not: people who may not know the request get
 * 404, its customer and operators 403, a request sent to one truck 409.
 */
async function lockedRequest(tx: Db, user: SessionUser, bookingId: string) {
  const booking = await bookingsRepo.lockBooking(tx, bookingId);
  const viewer = booking ? await resolveViewer(tx, user, booking) : null;
  if (!booking || !viewer) throw notFound();
  const trucks = vendorTrucks(viewer);
  if (!trucks)
    throw new AppError('INSUFFICIENT_PERMISSIONS', { message: '견적은 푸드트럭 사장님만 보낼 수 있어요.' });
  if (booking.targetTruckId !== null) {
    throw new AppError('OPERATION_NOT_ALLOWED', {
      message: '내 트럭에 직접 온 요청에는 견적 대신 수락하거나 거절해주세요.',
    });
  }
  return { booking, trucks };
}

/** A request no longer waiting (chosen, cancelled, expired) takes no quote and no change to one. */
function assertWaiting(booking: bookingsRepo.BookingRow) {
  if (booking.status !== 'requested' || booking.truckId !== null) throw new AppError('OPEN_REQUEST_CLOSED');
}

/** POST /bookings/:id/quotes: a matching vendor's one quote, while the request takes quotes. */
export async function sendQuote(
  db: Db,
  user: SessionUser,
  bookingId: string,
  body: QuoteInput,
): Promise<Quote> {
  const quoteId = await db.transaction(async (tx) => {
    const { booking, trucks } = await lockedRequest(tx, user, bookingId);
    if (!trucks.includes(body.truckId)) {
      throw fieldErrors({ truckId: '이 요청에 견적을 보낼 수 있는 내 푸드트럭을 골라주세요' });
    }
    assertWaiting(booking);
    const now = currentTime();
    if (await repo.quoteOfTruck(tx, bookingId, body.truckId)) throw new AppError('QUOTE_ALREADY_SENT');
    const deadline = quoteDeadline(booking.createdAt, booking.startsAt);
    const live = await repo.liveQuoteCount(tx, bookingId);
    if (!takesQuotes({ deadline, liveQuotes: live, now })) {
      throw new AppError('QUOTES_CLOSED', {
        message:
          live >= QUOTE_LIMIT
            ? `이 요청은 견적 ${QUOTE_LIMIT}개를 모두 받았어요.`
            : '견적 받는 기한이 지난 요청이에요.',
      });
    }
    // A quote commits the truck if chosen: it must be able to come now, as an accept must.
    await assertTruckCanTake(tx, booking, body.truckId, now);
    const quote = await repo.insertQuote(
      tx,
      { bookingId, truckId: body.truckId, ...figures(body, booking, now), sentAt: now },
      { actor: 'vendor', actorUserId: user.id, at: now },
    );
    return quote.id;
  });
  return oneQuote(db, bookingId, quoteId);
}

async function oneQuote(db: Db, bookingId: string, quoteId: string): Promise<Quote> {
  const booking = (await bookingsRepo.findBookingView(db, bookingId))!.booking;
  const view = (await repo.quoteViews(db, bookingId)).find((row) => row.quote.id === quoteId)!;
  return toQuote(view, booking.version);
}

/** The vendor's own quote on the locked request, still waiting for the customer. */
async function ownLiveQuote(tx: Db, user: SessionUser, bookingId: string, quoteId: string) {
  // The booking first, as every quote call: a choice and a revision of the same request wait for each other.
  const { booking, trucks } = await lockedRequest(tx, user, bookingId);
  const quote = await repo.lockQuote(tx, bookingId, quoteId);
  if (!quote || !trucks.includes(quote.truckId)) throw new AppError('QUOTE_NOT_FOUND');
  if (quote.status !== 'sent') {
    throw new AppError('QUOTE_NOT_AVAILABLE', { message: '이미 선택됐거나 마감된 견적이에요.' });
  }
  assertWaiting(booking);
  return { booking, quote };
}

/** PUT /bookings/:id/quotes/:quoteId: the whole quote again, as its next revision. */
export async function reviseQuote(
  db: Db,
  user: SessionUser,
  bookingId: string,
  quoteId: string,
  body: QuoteInput,
): Promise<Quote> {
  await db.transaction(async (tx) => {
    const { booking, quote } = await ownLiveQuote(tx, user, bookingId, quoteId);
    if (body.truckId !== quote.truckId)
      throw fieldErrors({ truckId: '견적을 보낸 푸드트럭으로만 고칠 수 있어요' });
    const now = currentTime();
    await repo.updateQuote(
      tx,
      quoteId,
      { ...figures(body, booking, now), revision: quote.revision + 1, revisedAt: now },
      { actor: 'vendor', actorUserId: user.id, at: now },
    );
  });
  return oneQuote(db, bookingId, quoteId);
}

function assertQuoteMove(from: QuoteStatus, to: QuoteStatus, actor: 'customer' | 'vendor') {
  const verdict = canQuoteTransition({ from, to, actor });
  if (!verdict.ok) throw new AppError(verdict.code, { message: verdict.reason });
}

/** POST /bookings/:id/quotes/:quoteId/withdraw: the vendor takes it back; its place opens for another. */
export async function withdrawQuote(
  db: Db,
  user: SessionUser,
  bookingId: string,
  quoteId: string,
  body: QuoteWithdrawBody,
): Promise<Quote> {
  await db.transaction(async (tx) => {
    const { quote } = await ownLiveQuote(tx, user, bookingId, quoteId);
    assertQuoteMove(quote.status, 'withdrawn', 'vendor');
    await repo.updateQuote(
      tx,
      quoteId,
      { status: 'withdrawn' },
      {
        actor: 'vendor',
        actorUserId: user.id,
        reason: body.reason || null,
        at: currentTime(),
      },
    );
  });
  return oneQuote(db, bookingId, quoteId);
}

/**
 * POST /bookings/:id/quotes/:quoteId/choose, the customer only: the revision they compared becomes the accepted
 * booking at its total (its deposit due, as any accept), and every other waiting quote is declined, all in one
 * transaction on the locked request. A second tap, another device's choice or a revision in between finds the
 * request or the quote changed and is refused.
 */
export async function chooseQuote(
  db: Db,
  user: SessionUser,
  bookingId: string,
  quoteId: string,
  body: QuoteChoiceBody,
): Promise<BookingDetail> {
  await db.transaction(async (tx) => {
    const booking = await bookingsRepo.lockBooking(tx, bookingId);
    if (!booking) throw notFound();
    if (booking.customerId !== user.id) {
      const viewer = await resolveViewer(tx, user, booking);
      if (!viewer) throw notFound();
      throw new AppError('INSUFFICIENT_PERMISSIONS', { message: '견적은 요청한 고객만 고를 수 있어요.' });
    }
    const quote = await repo.lockQuote(tx, bookingId, quoteId);
    if (!quote) throw new AppError('QUOTE_NOT_FOUND');
    const now = currentTime();
    const verdict = canTransition({
      from: booking.status,
      to: 'accepted',
      actor: 'customer',
      now,
      eventStart: booking.startsAt,
      eventEnd: booking.endsAt,
      isOpenRequest: booking.targetTruckId === null,
      quotedAmount: quote.total,
    });
    if (!verdict.ok) throw new AppError(verdict.code, { message: verdict.reason });
    if (quote.status !== 'sent' || quote.validUntil.getTime() <= now.getTime()) {
      throw new AppError('QUOTE_NOT_AVAILABLE');
    }
    assertQuoteMove(quote.status, 'chosen', 'customer');
    if (quote.revision !== body.revision) throw new AppError('QUOTE_CHANGED');
    if (quote.bookingVersion !== booking.version) {
      throw new AppError('QUOTE_CHANGED', {
        message:
          '요청 내용을 바꾸기 전에 받은 견적이에요. 업체가 바뀐 내용으로 견적을 고치면 고를 수 있어요.',
      });
    }
    await writeMove(
      tx,
      bookingId,
      ...customerAccept(user.id, now),
      await acceptance(tx, booking, quote.truckId, quote.total, now),
    );
    await repo.updateQuote(
      tx,
      quoteId,
      { status: 'chosen' },
      { actor: 'customer', actorUserId: user.id, at: now },
    );
    await repo.closeLiveQuotes(
      tx,
      { bookingIds: [bookingId] },
      'declined',
      QUOTE_DECLINE_REASONS.otherChosen,
      now,
    );
  });
  return detailOf(db, bookingId, 'customer');
}
