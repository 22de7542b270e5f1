import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { files } from './files.ts';
import { foodTrucks } from './foodtrucks.ts';
import { users } from './users.ts';

export const MESSAGE_SIDES = ['customer', 'vendor'] as const;

/**
 * One message of a booking's conversation. A thread is a booking and one truck: the truck that
 * has the booking, or, on an open request nobody took yet, each truck whose owner asks the customer a question.
 * Its insert announces `message.sent` (a trigger, migration 0022). `read_at` is the other side's read receipt.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    truckId: integer('truck_id')
      .notNull()
      .references(() => foodTrucks.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderSide: text('sender_side', { enum: MESSAGE_SIDES }).notNull(),
    body: text('body').notNull().default(''),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_thread_idx').on(t.bookingId, t.truckId, t.createdAt),
    index('messages_sender_recent_idx').on(t.senderId, t.createdAt),
    check('messages_has_content', sql`length(${t.body}) > 0 or ${t.photoFileId} is not null`),
  ],
);

/** A party's report of a thread: from then on operators may read it. */
export const messageThreadReports = pgTable(
  'message_thread_reports',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    truckId: integer('truck_id')
      .notNull()
      .references(() => foodTrucks.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.truckId, t.reporterId] }),
    index('message_thread_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
);
