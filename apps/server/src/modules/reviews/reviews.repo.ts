import type { ReviewStatus, TruckReviewSort } from '@ft/shared';
import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MoveLine, stampMove } from '../../db/move-line.ts';
import {
  bookings,
  files,
  foodTrucks,
  reviewPhotos,
  reviewReplies,
  reviewReports,
  reviews,
  users,
} from '../../db/schema/index.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;

/** A review with what its card shows: the author's name as others see it, and the truck's reply. */
export interface ReviewView {
  review: ReviewRow;
  truckName: string;
  authorNickname: string | null;
  replyBody: string | null;
  replyAt: Date | null;
}

const viewColumns = {
  review: reviews,
  truckName: foodTrucks.name,
  authorNickname: users.nickname,
  replyBody: reviewReplies.body,
  replyAt: reviewReplies.createdAt,
};

const selectViews = (db: Db) =>
  db
    .select(viewColumns)
    .from(reviews)
    .innerJoin(foodTrucks, eq(foodTrucks.id, reviews.truckId))
    .leftJoin(users, eq(users.id, reviews.authorId))
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id));

export const reviewsOfBooking = (db: Db, bookingId: string): Promise<ReviewView[]> =>
  selectViews(db).where(eq(reviews.bookingId, bookingId));

export async function reviewView(db: Db, id: string): Promise<ReviewView | undefined> {
  const [row] = await selectViews(db).where(eq(reviews.id, id));
  return row;
}

const published = and(eq(reviews.side, 'customer'), eq(reviews.status, 'published'));

const TRUCK_ORDER: Record<TruckReviewSort, SQL[]> = {
  newest: [desc(reviews.publishedAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.publishedAt), desc(reviews.id)],
  photos: [desc(reviews.publishedAt), desc(reviews.id)],
};

const withPhotos = sql`exists (select 1 from ${reviewPhotos} p where p.review_id = ${reviews.id})`;

/** A truck's published customer reviews, a page of them in the chosen order, and how many there are. */
export async function truckReviewPage(
  db: Db,
  truckId: number,
  opts: { sort: TruckReviewSort; page: number; limit: number },
): Promise<{ rows: ReviewView[]; total: number }> {
  const where = and(eq(reviews.truckId, truckId), published, opts.sort === 'photos' ? withPhotos : undefined);
  const [rows, [counted]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(...TRUCK_ORDER[opts.sort])
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export interface ReviewPhotoRow {
  reviewId: string;
  id: string;
  storageKey: string;
  mediumKey: string | null;
}

export const photosOf = (db: Db, reviewIds: string[]): Promise<ReviewPhotoRow[]> =>
  reviewIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          reviewId: reviewPhotos.reviewId,
          id: files.id,
          storageKey: files.storageKey,
          mediumKey: files.mediumKey,
        })
        .from(reviewPhotos)
        .innerJoin(files, eq(files.id, reviewPhotos.fileId))
        .where(inArray(reviewPhotos.reviewId, reviewIds))
        .orderBy(asc(reviewPhotos.sortOrder));

export async function lockReview(tx: Db, id: string): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

export async function lockBookingReviews(tx: Db, bookingId: string): Promise<ReviewRow[]> {
  return tx.select().from(reviews).where(eq(reviews.bookingId, bookingId)).for('update');
}

/** Writes a new review and its photos; its insert trigger writes the history line and event from `line`. */
export async function insertReview(
  tx: Db,
  values: NewReviewRow,
  photoIds: string[],
  line: MoveLine,
): Promise<ReviewRow> {
  await stampMove(tx, line);
  const [review] = await tx.insert(reviews).values(values).returning();
  await setPhotos(tx, review!.id, photoIds);
  return review!;
}

export async function setPhotos(tx: Db, reviewId: string, photoIds: string[]): Promise<void> {
  await tx.delete(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId));
  if (photoIds.length > 0) {
    await tx
      .insert(reviewPhotos)
      .values(photoIds.map((fileId, sortOrder) => ({ reviewId, fileId, sortOrder })));
  }
}

export async function updateReview(tx: Db, id: string, values: Partial<NewReviewRow>): Promise<void> {
  await tx.update(reviews).set(values).where(eq(reviews.id, id));
}

/** Moves reviews to `to` (publish, hide, restore); the status trigger writes each one's history line and event. */
export async function moveReviews(
  tx: Db,
  rows: Pick<ReviewRow, 'id' | 'status'>[],
  to: ReviewStatus,
  values: Omit<Partial<NewReviewRow>, 'status'>,
  line: MoveLine,
): Promise<void> {
  if (rows.length === 0) return;
  await stampMove(tx, line);
  await tx
    .update(reviews)
    .set({ ...values, status: to })
    .where(
      inArray(
        reviews.id,
        rows.map((row) => row.id),
      ),
    );
}

/**
 * Submitted reviews of bookings whose service was confirmed at or before `confirmedBefore` (their window has
 * closed), locked; rows another instance is working on are skipped.
 */
export async function lockSubmittedClosed(
  tx: Db,
  confirmedBefore: Date,
  limit: number,
): Promise<ReviewRow[]> {
  const rows = await tx
    .select({ review: reviews })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(and(eq(reviews.status, 'submitted'), lte(bookings.serviceConfirmedAt, confirmedBefore)))
    .limit(limit)
    .for('update', { of: reviews, skipLocked: true });
  return rows.map((row) => row.review);
}

export async function insertReply(tx: Db, row: typeof reviewReplies.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(reviewReplies).values(row).onConflictDoNothing().returning();
  return inserted.length > 0;
}

export async function upsertReport(
  db: Db,
  row: { reviewId: string; reporterId: string; reason: string; createdAt: Date },
): Promise<void> {
  await db
    .insert(reviewReports)
    .values(row)
    .onConflictDoUpdate({
      target: [reviewReports.reviewId, reviewReports.reporterId],
      set: { reason: row.reason, createdAt: row.createdAt },
    });
}

/** Reviews people reported, or hidden ones, newest report first, for the operators' console. */
export async function moderationQueue(db: Db) {
  const reported = await db
    .select({
      reviewId: reviewReports.reviewId,
      reason: reviewReports.reason,
      createdAt: reviewReports.createdAt,
    })
    .from(reviewReports)
    .orderBy(desc(reviewReports.createdAt))
    .limit(200);
  const ids = [...new Set(reported.map((row) => row.reviewId))];
  const views = ids.length === 0 ? [] : await selectViews(db).where(inArray(reviews.id, ids));
  return { reported, views };
}
