import {
  type AdminReview,
  type BookingReviews,
  canReviewTransition,
  currentTime,
  DAY_MS,
  HOUR_MS,
  mayEditReview,
  REVIEW_EDIT_HOURS,
  REVIEW_WINDOW_DAYS,
  type Review,
  type ReviewSide,
  type ReviewStatus,
  type reviewBodySchema,
  reviewPublishes,
  reviewWindowEnd,
  type TruckReviews,
  type truckReviewsQuerySchema,
} from '@ft/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../lib/storage.ts';
import type { SessionUser } from '../../plugins/session.ts';
import {
  type BookingRow,
  fieldErrors,
  findBookingView,
  resolveViewer,
} from '../bookings/bookings.service.ts';
import { truckRow } from '../foodtrucks/foodtrucks.service.ts';
import { photoLinks, unsentPhoto } from '../messages/messages.service.ts';
import * as repo from './reviews.repo.ts';

/**
 * Reviews (decision 089). Only the two sides of a booking whose service was confirmed write one each,
 * within REVIEW_WINDOW_DAYS; double-blind: a review stays `submitted` (its author alone sees it) until the other
 * side has written too or the window closes, then both are `published` at once. A truck's rating is its
 * published customer reviews' (a trigger, migration 0033). Operators hide and restore with a reason.
 */

type Body = z.output<typeof reviewBodySchema>;
type TruckQuery = z.output<typeof truckReviewsQuerySchema>;

const notFound = () => new AppError('BOOKING_NOT_FOUND');

/** "김민지" → "김**": others see a customer's first letter only. */
const shortName = (nickname: string | null) =>
  nickname ? `${nickname.slice(0, 1)}${'*'.repeat(Math.max(1, Math.min(nickname.length - 1, 3)))}` : '고객';

async function toReviews(
  db: Db,
  storage: Storage,
  views: repo.ReviewView[],
  editorId: string | null,
  now: Date,
): Promise<Review[]> {
  const photos = await repo.photosOf(
    db,
    views.map((view) => view.review.id),
  );
  const linked = await Promise.all(
    photos.map(async (photo) => ({ reviewId: photo.reviewId, ...(await photoLinks(storage, photo)) })),
  );
  return views.map(({ review, truckName, authorNickname, replyBody, replyAt }) => ({
    id: review.id,
    side: review.side,
    status: review.status,
    rating: review.rating,
    body: review.body,
    photos: linked.filter((photo) => photo.reviewId === review.id).map(({ reviewId: _, ...photo }) => photo),
    authorName: review.side === 'vendor' ? truckName : shortName(authorNickname),
    reply: replyBody && replyAt ? { body: replyBody, createdAt: replyAt.toISOString() } : null,
    createdAt: review.createdAt.toISOString(),
    editableUntil:
      review.authorId === editorId && mayEditReview(review.createdAt, now)
        ? new Date(review.createdAt.getTime() + REVIEW_EDIT_HOURS * HOUR_MS).toISOString()
        : null,
  }));
}

/** The side the person writes for on this booking, or why not (404 to anyone who may not know it). */
async function sideOf(db: Db, user: SessionUser, booking: BookingRow): Promise<ReviewSide> {
  const viewer = await resolveViewer(db, user, booking);
  if (viewer?.role === 'customer') return 'customer';
  if (viewer?.role === 'vendor') return 'vendor';
  if (viewer?.role === 'admin') {
    throw new AppError('INSUFFICIENT_PERMISSIONS', {
      message: '후기는 예약한 고객과 푸드트럭만 쓸 수 있어요.',
    });
  }
  throw notFound();
}

/** When the booking's review window closes, or null while its service is not confirmed. */
const windowEnd = (booking: BookingRow) =>
  booking.serviceConfirmedAt ? reviewWindowEnd(booking.serviceConfirmedAt) : null;

/** GET /bookings/:id/reviews: the person's own review, the other side's once published, and whether they may write. */
export async function bookingReviews(
  db: Db,
  storage: Storage,
  user: SessionUser,
  bookingId: string,
): Promise<BookingReviews> {
  const booking = (await findBookingView(db, bookingId))?.booking;
  if (!booking) throw notFound();
  const side = await sideOf(db, user, booking);
  const now = currentTime();
  const views = await repo.reviewsOfBooking(db, bookingId);
  const mine = views.find((view) => view.review.side === side);
  const theirs = views.find((view) => view.review.side !== side);
  // The other side's review is shown once published; before that, only that it exists.
  const shown = [mine, theirs?.review.status === 'published' ? theirs : undefined];
  const [mineView, theirsView] = await Promise.all(
    shown.map(async (view) => (view ? (await toReviews(db, storage, [view], user.id, now))[0] : undefined)),
  );
  const end = windowEnd(booking);
  return {
    side,
    mine: mineView ?? null,
    theirs: theirsView ?? null,
    theirsWaiting: theirs !== undefined && theirs.review.status === 'submitted',
    canWrite: !mine && end !== null && now.getTime() < end.getTime(),
    windowEndsAt: end?.toISOString() ?? null,
  };
}

/** Photos the customer uploaded for this booking's messages and sent nowhere; a vendor's review has none. */
async function checkedPhotos(tx: Db, user: SessionUser, side: ReviewSide, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length > 0 && side === 'vendor')
    throw fieldErrors({ photoFileIds: '사진은 고객 후기에만 올릴 수 있어요' });
  for (const id of unique) {
    if (!(await unsentPhoto(tx, id, user.id)))
      throw fieldErrors({ photoFileIds: '사진을 찾을 수 없어요. 다시 올려주세요' });
  }
  return unique;
}

/**
 * POST /bookings/:id/reviews: one per side, after service is confirmed and before the window closes. When the
 * other side has already written, both are published in the same transaction.
 */
export async function writeReview(
  db: Db,
  storage: Storage,
  user: SessionUser,
  bookingId: string,
  body: Body,
): Promise<BookingReviews> {
  await db.transaction(async (tx) => {
    const booking = (await findBookingView(tx, bookingId))?.booking;
    if (!booking) throw notFound();
    const side = await sideOf(tx, user, booking);
    const now = currentTime();
    const end = windowEnd(booking);
    if (!end || booking.truckId === null) {
      throw new AppError('REVIEW_NOT_ALLOWED', { message: '후기는 구매확정된 예약에만 쓸 수 있어요.' });
    }
    if (now.getTime() >= end.getTime()) {
      throw new AppError('REVIEW_NOT_ALLOWED', {
        message: `후기는 구매확정 뒤 ${REVIEW_WINDOW_DAYS}일 안에 쓸 수 있어요. 기간이 지났어요.`,
      });
    }
    // Both sides' reviews of the booking, locked: two first reviews at once still publish together.
    const existing = await repo.lockBookingReviews(tx, bookingId);
    if (existing.some((review) => review.side === side)) throw new AppError('REVIEW_ALREADY_WRITTEN');
    const photoIds = await checkedPhotos(tx, user, side, body.photoFileIds);
    const written = await repo.insertReview(
      tx,
      {
        bookingId,
        truckId: booking.truckId,
        side,
        authorId: user.id,
        rating: body.rating,
        body: body.body,
        createdAt: now,
        updatedAt: now,
      },
      photoIds,
      { actor: side, actorUserId: user.id, at: now },
    );
    const other = existing.find((review) => review.side !== side);
    if (other?.status === 'submitted' && reviewPublishes({ otherSideWrote: true, windowEnd: end, now })) {
      await publish(tx, [written, other], now);
    }
  });
  return bookingReviews(db, storage, user, bookingId);
}

async function publish(tx: Db, rows: Pick<repo.ReviewRow, 'id' | 'status'>[], now: Date): Promise<void> {
  for (const row of rows) {
    const verdict = canReviewTransition({ from: row.status, to: 'published', actor: 'system' });
    if (!verdict.ok) throw new AppError(verdict.code, { message: verdict.reason });
  }
  await repo.moveReviews(
    tx,
    rows,
    'published',
    { publishedAt: now },
    { actor: 'system', actorUserId: null, at: now },
  );
}

/** PUT /bookings/:id/reviews/mine: the author changes it within REVIEW_EDIT_HOURS of writing it. */
export async function editReview(
  db: Db,
  storage: Storage,
  user: SessionUser,
  bookingId: string,
  body: Body,
): Promise<BookingReviews> {
  await db.transaction(async (tx) => {
    const booking = (await findBookingView(tx, bookingId))?.booking;
    if (!booking) throw notFound();
    const side = await sideOf(tx, user, booking);
    const mine = (await repo.lockBookingReviews(tx, bookingId)).find((review) => review.side === side);
    if (!mine) throw new AppError('REVIEW_NOT_FOUND');
    const now = currentTime();
    if (!mayEditReview(mine.createdAt, now)) throw new AppError('REVIEW_EDIT_CLOSED');
    const keptPhotos = (await repo.photosOf(tx, [mine.id])).map((photo) => photo.id);
    const newPhotos = await checkedPhotos(
      tx,
      user,
      side,
      body.photoFileIds.filter((id) => !keptPhotos.includes(id)),
    );
    await repo.updateReview(tx, mine.id, { rating: body.rating, body: body.body, updatedAt: now });
    await repo.setPhotos(tx, mine.id, [
      ...body.photoFileIds.filter((id) => keptPhotos.includes(id)),
      ...newPhotos,
    ]);
  });
  return bookingReviews(db, storage, user, bookingId);
}

/** GET /foodtrucks/:id/reviews, for everyone: the truck's published customer reviews and their average. */
export async function truckReviews(
  db: Db,
  storage: Storage,
  truckId: number,
  query: TruckQuery,
): Promise<TruckReviews> {
  const truck = await truckRow(db, truckId);
  if (truck?.status !== 'approved') throw new AppError('FOODTRUCK_NOT_FOUND');
  const { rows, total } = await repo.truckReviewPage(db, truckId, query);
  return {
    average: truck.reviewCount > 0 ? Math.round(truck.rating * 10) / 10 : null,
    count: truck.reviewCount,
    reviews: await toReviews(db, storage, rows, null, currentTime()),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** POST /reviews/:id/reply: the truck's owner, once, on a published customer review of their truck. */
export async function replyToReview(
  db: Db,
  user: SessionUser,
  reviewId: string,
  body: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await repo.lockReview(tx, reviewId);
    const truck = review ? await truckRow(tx, review.truckId) : undefined;
    if (!review || !truck || review.side !== 'customer' || review.status !== 'published') {
      throw new AppError('REVIEW_NOT_FOUND');
    }
    if (truck.ownerId !== user.id) {
      throw new AppError('INSUFFICIENT_PERMISSIONS', {
        message: '답글은 이 푸드트럭의 사장님만 달 수 있어요.',
      });
    }
    const added = await repo.insertReply(tx, { reviewId, authorId: user.id, body, createdAt: currentTime() });
    if (!added) throw new AppError('REVIEW_REPLY_EXISTS');
  });
}

/** POST /reviews/:id/report: anyone signed in, once per review (a second report replaces the reason). */
export async function reportReview(
  db: Db,
  user: SessionUser,
  reviewId: string,
  reason: string,
): Promise<void> {
  const view = await repo.reviewView(db, reviewId);
  if (view?.review.status !== 'published') throw new AppError('REVIEW_NOT_FOUND');
  await repo.upsertReport(db, { reviewId, reporterId: user.id, reason, createdAt: currentTime() });
}

/** GET /admin/reviews: reported reviews, with what was said of them. */
export async function moderationQueue(db: Db, storage: Storage): Promise<AdminReview[]> {
  const { reported, views } = await repo.moderationQueue(db);
  const shown = await toReviews(db, storage, views, null, currentTime());
  return views.map((view, index) => ({
    ...shown[index]!,
    truck: { id: view.review.truckId, name: view.truckName },
    reports: reported
      .filter((row) => row.reviewId === view.review.id)
      .map((row) => ({ reason: row.reason, createdAt: row.createdAt.toISOString() })),
    hiddenReason: view.review.hiddenReason,
  }));
}

/** POST /admin/reviews/:id/hide and …/restore, with the reason the shared machine asks for. */
export async function moderateReview(
  db: Db,
  user: SessionUser,
  reviewId: string,
  to: Extract<ReviewStatus, 'hidden' | 'published'>,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await repo.lockReview(tx, reviewId);
    if (!review) throw new AppError('REVIEW_NOT_FOUND');
    const verdict = canReviewTransition({ from: review.status, to, actor: 'admin', reason });
    if (!verdict.ok) throw new AppError(verdict.code, { message: verdict.reason });
    await repo.moveReviews(
      tx,
      [review],
      to,
      { hiddenReason: to === 'hidden' ? reason : null },
      { actor: 'admin', actorUserId: user.id, reason, at: currentTime() },
    );
  });
}

const SWEEP_BATCH = 200;

/** Publishes the reviews whose booking's window closed with only one side written (the maintenance sweep). */
export async function publishClosedWindows(db: Db, now: Date = currentTime()): Promise<number> {
  const confirmedBefore = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
  let published = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await repo.lockSubmittedClosed(tx, confirmedBefore, SWEEP_BATCH);
      await publish(tx, due, now);
      return due.length;
    });
    published += batch;
    if (batch < SWEEP_BATCH) return published;
  }
}
