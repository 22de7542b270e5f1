import { ACTORS, REVIEW_SIDES, REVIEW_STATUSES } from '@ft/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { files } from './files.ts';
import { foodTrucks } from './foodtrucks.ts';
import { users } from './users.ts';

/**
 * A review of a served booking by one of its sides (decision 089): the customer reviews the truck, the
 * truck reviews the customer. One per side and booking; a trigger keeps the truck's rating and count to its
 * published customer reviews (migration 0033).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    truckId: integer('truck_id')
      .notNull()
      .references(() => foodTrucks.id, { onDelete: 'cascade' }),
    side: text('side', { enum: REVIEW_SIDES }).notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('submitted'),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_booking_side_idx').on(t.bookingId, t.side),
    index('reviews_truck_published_idx')
      .on(t.truckId, t.publishedAt)
      .where(sql`${t.status} = 'published' and ${t.side} = 'customer'`),
    index('reviews_submitted_idx').on(t.createdAt).where(sql`${t.status} = 'submitted'`),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

export const reviewPhotos = pgTable(
  'review_photos',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.fileId] }),
    uniqueIndex('review_photos_file_key').on(t.fileId),
  ],
);

/** The truck's one answer to a customer's review. */
export const reviewReplies = pgTable('review_replies', {
  reviewId: uuid('review_id')
    .primaryKey()
    .references(() => reviews.id, { onDelete: 'cascade' }),
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One report per person and review; a second one replaces the reason. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_reports_reporter_idx').on(t.reviewId, t.reporterId)],
);

/** Every move of a review: written, published, hidden, restored; its trigger announces it. */
export const reviewHistory = pgTable(
  'review_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: REVIEW_STATUSES }),
    toStatus: text('to_status', { enum: REVIEW_STATUSES }).notNull(),
    actor: text('actor', { enum: ACTORS }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_history_review_idx').on(t.reviewId, t.id)],
);
