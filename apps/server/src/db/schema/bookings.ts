import { ACTORS, BOOKING_REMINDER_KINDS, BOOKING_STATUSES } from '@ft/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { foodTrucks } from './foodtrucks.ts';
import { eventTypes } from './reference.ts';
import { users } from './users.ts';

/** A menu line as it was when the request was written: later price or name changes do not rewrite it. */
export interface BookingMenuSnapshot {
  menuItemId: number;
  categoryId: number;
  name: string;
  unitPrice: number;
  servings: number;
}

/** Where the lines' ids point: the grouped catalogue (open requests) or the target truck's own menu. */
export const BOOKING_MENU_SOURCES = ['catalog', 'truck'] as const;

export const LIVE_TRUCK_REQUEST_INDEX = 'bookings_live_truck_request_key';
export const LIVE_OPEN_REQUEST_INDEX = 'bookings_live_open_request_key';

/**
 * One booking request (docs/product.md § Domain). The migration adds what Drizzle cannot express: an
 * exclusion constraint so that no two accepted bookings of one truck overlap in time (`bookings_no_overlap`,
 * needs btree_gist).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** FT-YYYYMMDD-XXXX: the Seoul date of creation and four characters people can read out on the phone. */
    code: text('code').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request the key first came with: the same key with another body is refused. */
    requestHash: text('request_hash'),
    /** The truck the request was started from; null for an open request. */
    targetTruckId: integer('target_truck_id').references(() => foodTrucks.id),
    /** The target truck, or the truck that accepted an open request. */
    truckId: integer('truck_id').references(() => foodTrucks.id),
    eventTypeId: integer('event_type_id')
      .notNull()
      .references(() => eventTypes.id),
    eventName: text('event_name').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    guestCount: integer('guest_count').notNull(),
    postcode: text('postcode').notNull(),
    roadAddress: text('road_address').notNull(),
    detailAddress: text('detail_address').notNull().default(''),
    sido: text('sido').notNull(),
    sigungu: text('sigungu').notNull(),
    budget: integer('budget'),
    menus: jsonb('menus').$type<BookingMenuSnapshot[]>().notNull(),
    menuSource: text('menu_source', { enum: BOOKING_MENU_SOURCES }).notNull(),
    /** The menu categories of the lines: an open request reaches trucks serving at least one of them. */
    categoryIds: integer('category_ids').array().notNull(),
    contactName: text('contact_name').notNull(),
    /** Digits only (docs/product.md § API); the client formats it. */
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    requests: text('requests').notNull().default(''),
    estimate: integer('estimate').notNull(),
    quotedAmount: integer('quoted_amount'),
    cancellationFee: integer('cancellation_fee'),
    /** Fixed at the accept: the deposit and when it and the balance are due (shared paymentSchedule). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    depositAmount: integer('deposit_amount'),
    depositDueAt: timestamp('deposit_due_at', { withTimezone: true }),
    balanceDueAt: timestamp('balance_due_at', { withTimezone: true }),
    /** 구매확정: the service was delivered; the booking's money then becomes the vendor's. */
    serviceConfirmedAt: timestamp('service_confirmed_at', { withTimezone: true }),
    serviceConfirmedBy: text('service_confirmed_by', { enum: ACTORS }),
    statusReason: text('status_reason'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('requested'),
    /** Raised by every change of the request: an accept names the version its vendor read. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_code_key').on(t.code),
    // A repeated Idempotency-Key from the same person finds this row instead of writing a second one.
    uniqueIndex('bookings_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    // Newest first with the id as tie-break, as the lists order: a page is read off the index, with no sort.
    index('bookings_customer_created_idx').on(t.customerId, sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    index('bookings_truck_created_idx').on(t.truckId, sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    index('bookings_target_truck_idx').on(t.targetTruckId),
    // Open requests waiting for a truck, found by the (area, category) pairs a vendor serves: a lookup reads
    // only the requests that match, however many others wait in the same area (migration 0012 defines the keys).
    index('bookings_open_keys_idx')
      .using('gin', sql`open_request_keys(${t.sido}, ${t.sigungu}, ${t.categoryIds})`)
      .where(sql`${t.status} = 'requested' AND ${t.truckId} IS NULL`),
    // One live request per customer, truck and time, and per open request's content: a draft sent from two
    // tabs (two Idempotency-Keys) makes one booking, and no vendor sees the same request twice.
    uniqueIndex(LIVE_TRUCK_REQUEST_INDEX)
      .on(t.customerId, t.targetTruckId, t.startsAt, t.endsAt)
      .where(sql`${t.targetTruckId} IS NOT NULL AND ${t.status} IN ('requested', 'accepted')`),
    uniqueIndex(LIVE_OPEN_REQUEST_INDEX)
      .on(t.customerId, t.requestHash)
      .where(sql`${t.targetTruckId} IS NULL AND ${t.status} IN ('requested', 'accepted')`),
    // The maintenance job: requests whose start passed, accepted bookings long over.
    index('bookings_status_starts_idx').on(t.status, t.startsAt),
    index('bookings_status_ends_idx').on(t.status, t.endsAt),
    // The 12-hour reminder: direct requests still unanswered, by when they were sent.
    index('bookings_unanswered_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'requested' AND ${t.targetTruckId} IS NOT NULL`),
    // The deposit sweep: confirmed bookings by when their deposit is due.
    index('bookings_deposit_due_idx').on(t.depositDueAt).where(sql`${t.status} = 'accepted'`),
    // tstzrange(starts_at, ends_at) in the exclusion constraint needs a non-empty, well-ordered range.
    check('bookings_time_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Every status change: from, to, who, when and why (docs/product.md § Domain). */
export const bookingStatusHistory = pgTable(
  'booking_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: BOOKING_STATUSES }),
    toStatus: text('to_status', { enum: BOOKING_STATUSES }).notNull(),
    actor: text('actor', { enum: ACTORS }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_status_history_booking_idx').on(t.bookingId, t.id)],
);

/**
 * Reminders sent about an unanswered request: the maintenance sweep inserts each once (the key
 * makes a second sweep or instance a no-op) and the row's trigger announces `booking.<kind>` (migration 0022).
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BOOKING_REMINDER_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.kind] })],
);
