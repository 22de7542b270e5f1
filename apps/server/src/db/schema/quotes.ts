import { ACTORS, COUNTER_OFFER_STATUSES, QUOTE_STATUSES, type QuoteLine } from '@ft/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { type BookingMenuSnapshot, bookings } from './bookings.ts';
import { foodTrucks } from './foodtrucks.ts';
import { users } from './users.ts';

/**
 * A truck's quote on an open request (decision 047): one per booking and truck, revised in place
 * (`revision` counts), its figures computed by the server from its lines (`quoteTotals`). Money is integer won.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    truckId: integer('truck_id')
      .notNull()
      .references(() => foodTrucks.id, { onDelete: 'cascade' }),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('sent'),
    revision: integer('revision').notNull().default(1),
    /** The request's version the quote answers: the customer may change the request after it was sent. */
    bookingVersion: integer('booking_version').notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    menu: bigint('menu', { mode: 'number' }).notNull(),
    calloutFee: bigint('callout_fee', { mode: 'number' }).notNull(),
    vatIncluded: boolean('vat_included').notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    perPerson: bigint('per_person', { mode: 'number' }).notNull(),
    includes: text('includes').notNull().default(''),
    hoursOnSite: numeric('hours_on_site', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    siteNeeds: text('site_needs').notNull().default(''),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    revisedAt: timestamp('revised_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quotes_booking_truck_idx').on(t.bookingId, t.truckId),
    index('quotes_truck_sent_idx').on(t.truckId, t.sentAt),
    check(
      'quotes_money',
      sql`${t.menu} >= 0 AND ${t.calloutFee} >= 0 AND ${t.vat} >= 0 AND ${t.total} = ${t.menu} + ${t.calloutFee} + ${t.vat} AND ${t.perPerson} >= 0`,
    ),
    check('quotes_revision', sql`${t.revision} >= 1`),
    check('quotes_hours', sql`${t.hoursOnSite} > 0 AND ${t.hoursOnSite} <= 24`),
  ],
);

/** Every move and revision of a quote: what it became, who did it, when and why. */
export const quoteHistory = pgTable(
  'quote_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: QUOTE_STATUSES }),
    toStatus: text('to_status', { enum: QUOTE_STATUSES }).notNull(),
    /** The quote's revision after this line: a revision keeps the status and raises it. */
    revision: integer('revision').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    actor: text('actor', { enum: ACTORS }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_history_quote_idx').on(t.quoteId, t.id)],
);

/**
 * A truck's counter-proposal on a request sent to it (decision 088): other terms — date, time, menu,
 * whatever it changed, stored whole — and the price for them. At most one waits for the customer at a time.
 */
export const counterOffers = pgTable(
  'counter_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    truckId: integer('truck_id')
      .notNull()
      .references(() => foodTrucks.id, { onDelete: 'cascade' }),
    status: text('status', { enum: COUNTER_OFFER_STATUSES }).notNull().default('proposed'),
    /** The request's version it answers: a change by the customer in between makes it stale. */
    bookingVersion: integer('booking_version').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    menus: jsonb('menus').$type<BookingMenuSnapshot[]>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('counter_offers_one_proposed_idx').on(t.bookingId).where(sql`${t.status} = 'proposed'`),
    index('counter_offers_booking_idx').on(t.bookingId, t.createdAt),
    check('counter_offers_amount', sql`${t.amount} > 0`),
  ],
);

export const counterOfferHistory = pgTable(
  'counter_offer_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    counterOfferId: uuid('counter_offer_id')
      .notNull()
      .references(() => counterOffers.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: COUNTER_OFFER_STATUSES }),
    toStatus: text('to_status', { enum: COUNTER_OFFER_STATUSES }).notNull(),
    actor: text('actor', { enum: ACTORS }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('counter_offer_history_offer_idx').on(t.counterOfferId, t.id)],
);
