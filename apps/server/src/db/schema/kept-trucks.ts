import { date, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { foodTrucks } from './foodtrucks.ts';
import { users } from './users.ts';

/**
 * 찜: a customer's kept trucks (issue 31). `wantedDate` is a day they looked at while the truck was busy: when
 * that day opens (a booking or block of the truck goes away), a trigger announces it once and clears it
 * (migration 0034).
 */
export const keptTrucks = pgTable(
  'kept_trucks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    truckId: integer('truck_id')
      .notNull()
      .references(() => foodTrucks.id, { onDelete: 'cascade' }),
    wantedDate: date('wanted_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.truckId] })],
);
