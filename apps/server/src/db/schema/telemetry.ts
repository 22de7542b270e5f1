import { bigint, boolean, index, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** What a person reported from an error screen, already redacted (docs/product.md § Domain Telemetry). */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    stepsToReproduce: jsonb('steps_to_reproduce').$type<string[]>().notNull(),
    expectedBehavior: text('expected_behavior'),
    actualBehavior: text('actual_behavior'),
    context: jsonb('context').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The console's last day, newest first, and the retention prune: both by time.
  (t) => [index('error_reports_created_idx').on(t.createdAt)],
);

/** Anonymous product events: no user id, only a random per-tab id (for the booking funnel). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    path: text('path').notNull(),
    step: text('step'),
    anonymousId: text('anonymous_id').notNull(),
    props: jsonb('props').$type<Record<string, string | number | boolean>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_type_step_idx').on(t.type, t.step, t.occurredAt),
    index('analytics_events_received_idx').on(t.receivedAt),
  ],
);

export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    value: real('value').notNull(),
    page: text('page'),
    path: text('path').notNull(),
    budgetMs: real('budget_ms'),
    overBudget: boolean('over_budget'),
    slowNetwork: boolean('slow_network'),
    lowMemoryDevice: boolean('low_memory_device'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('web_vitals_received_idx').on(t.receivedAt)],
);
