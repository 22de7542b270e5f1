import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { files } from './files.ts';
import { foodTrucks } from './foodtrucks.ts';
import { users } from './users.ts';

export const MESSAGE_SIDES = ['customer', 'vendor'] as const;

/**
 * 문의하기 (docs/decisions/090): one conversation per customer and truck before any request. Its messages are
 * `messages` rows with `inquiry_id`; when the customer sends that truck a request, or the truck quotes the
 * customer's open request, the database moves the inquiry's open messages into that booking's thread (migration
 * 0041), so the booking's conversation starts with them. `last_message_at` orders the truck's list (null until
 * the first message; kept by the messages trigger).
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    truckId: integer('truck_id')
      .notNull()
      .references(() => foodTrucks.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inquiries_customer_truck_key').on(t.customerId, t.truckId),
    index('inquiries_truck_recent_idx')
      .on(t.truckId, sql`${t.lastMessageAt} DESC`)
      .where(sql`${t.lastMessageAt} IS NOT NULL`),
  ],
);

/**
 * One message of a conversation: a booking's thread (a booking and one truck: the truck that has the booking,
 * or, on an open request nobody took yet, each truck whose owner asks the customer a question), or an inquiry's
 * (`inquiry_id`, `booking_id` null). An inquiry message that a request continued keeps its `inquiry_id` and gains
 * the booking's id: it is then part of the booking's thread. Its insert announces `message.sent` (a trigger,
 * migrations 0022 and 0041). `read_at` is the other side's read receipt.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'cascade' }),
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
    index('messages_inquiry_idx').on(t.inquiryId, t.createdAt).where(sql`${t.inquiryId} IS NOT NULL`),
    check('messages_has_content', sql`length(${t.body}) > 0 or ${t.photoFileId} is not null`),
    check('messages_has_thread', sql`${t.bookingId} IS NOT NULL OR ${t.inquiryId} IS NOT NULL`),
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

/** A party's report of an inquiry (one per person, a second replaces the reason): operators may then read it. */
export const inquiryReports = pgTable(
  'inquiry_reports',
  {
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.inquiryId, t.reporterId] }),
    index('inquiry_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
);
