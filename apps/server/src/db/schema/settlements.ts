import { SETTLEMENT_STATUSES } from '@ft/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
import { foodTrucks } from './foodtrucks.ts';
import { users } from './users.ts';

/**
 * One payout claim of a truck (docs/product.md § Domain, Settlement): its completed bookings not yet settled,
 * totalled in integer won, with the payout account as it was when claimed.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** ST-YYYYMMDD-XXXX, the statement's number people read out (lib/readable-code.ts). */
    code: text('code').notNull(),
    truckId: integer('truck_id')
      .notNull()
      .references(() => foodTrucks.id),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: SETTLEMENT_STATUSES }).notNull().default('requested'),
    grossAmount: bigint('gross_amount', { mode: 'number' }).notNull(),
    commissionAmount: bigint('commission_amount', { mode: 'number' }).notNull(),
    netAmount: bigint('net_amount', { mode: 'number' }).notNull(),
    /** The rate applied, in millionths (100000 = 10 %), so a later change of rate does not rewrite history. */
    commissionRatePpm: integer('commission_rate_ppm').notNull(),
    bookingCount: integer('booking_count').notNull(),
    /** First and last event date among the bookings (Seoul dates). */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    payoutBank: text('payout_bank').notNull(),
    payoutHolder: text('payout_holder').notNull(),
    payoutAccountCipher: text('payout_account').notNull(),
    payoutAccountLast4: text('payout_account_last4').notNull(),
    rejectionReason: text('rejection_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('settlements_code_key').on(t.code),
    index('settlements_truck_idx').on(t.truckId, sql`${t.requestedAt} DESC`),
    index('settlements_status_idx').on(t.status, t.requestedAt),
    check('settlements_amounts_add_up', sql`${t.commissionAmount} + ${t.netAmount} = ${t.grossAmount}`),
  ],
);

/**
 * The bookings a settlement pays for. `live` is false once the settlement is rejected; the partial unique
 * index lets a booking sit in at most one live settlement, however requests race.
 */
export const settlementBookings = pgTable(
  'settlement_bookings',
  {
    settlementId: uuid('settlement_id')
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.settlementId, t.bookingId] }),
    uniqueIndex('settlement_bookings_one_live').on(t.bookingId).where(sql`${t.live}`),
  ],
);

/** Every status change of a settlement: from, to, who, when, why. */
export const settlementStatusHistory = pgTable(
  'settlement_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    settlementId: uuid('settlement_id')
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: SETTLEMENT_STATUSES }),
    toStatus: text('to_status', { enum: SETTLEMENT_STATUSES }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settlement_status_history_settlement_idx').on(t.settlementId, t.id)],
);
