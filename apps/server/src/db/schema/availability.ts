import { BLOCK_REASONS } from '@ft/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { foodTrucks } from './foodtrucks.ts';
import { users } from './users.ts';

export const BUSY_KINDS = ['booking', 'block'] as const;

/**
 * Every span a truck is taken (docs/product.md § Availability): the vendor's blocks, and its accepted bookings.
 * The migration adds what Drizzle cannot express: an exclusion constraint so no two spans of one truck overlap
 * (`truck_busy_periods_no_overlap`, btree_gist), and a trigger on `bookings` that keeps a row here for each
 * accepted booking, so a block and an accepted booking can never overlap whatever code writes them.
 */
export const truckBusyPeriods = pgTable(
  'truck_busy_periods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    truckId: integer('truck_id')
      .notNull()
      .references(() => foodTrucks.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: BUSY_KINDS }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: BLOCK_REASONS }),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('truck_busy_periods_truck_idx').on(t.truckId, t.startsAt),
    uniqueIndex('truck_busy_periods_booking_key').on(t.bookingId),
    check('truck_busy_periods_time_order', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'truck_busy_periods_kind_shape',
      sql`(${t.kind} = 'booking') = (${t.bookingId} is not null) and (${t.kind} = 'block') = (${t.reason} is not null)`,
    ),
  ],
);
