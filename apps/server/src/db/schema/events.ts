import { DOMAIN_EVENT_SUBJECTS, type DomainEventType } from '@ft/shared';
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox: one row per thing that happened, written by the database in the same transaction as
 * the change — a trigger on each stateful table's status column, which also writes its history line, and on
 * reminders and messages (the SQL of every one is in drizzle/repeatable/). Nothing else inserts here; each insert
 * also wakes its readers (`pg_notify`). The id orders them for readers that catch up (delivery, server-sent
 * events' Last-Event-ID).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<DomainEventType>().notNull(),
    subject: text('subject', { enum: DOMAIN_EVENT_SUBJECTS }).notNull(),
    /** The subject's id as text: most are uuids, a food truck's is a number. */
    subjectId: text('subject_id').notNull(),
    actorUserId: uuid('actor_user_id'),
    /** The move as its history line has it: from, to, who acted and why, and what its listeners show. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The writing transaction's id. Listeners read in (tx_id, id) order and only transactions every snapshot sees
     * as finished, so an event whose transaction commits late is never passed over (an id alone can be).
     */
    txId: bigint('tx_id', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text)::bigint`),
  },
  (t) => [
    index('domain_events_subject_idx').on(t.subject, t.subjectId, t.id),
    index('domain_events_tx_idx').on(t.txId, t.id),
  ],
);

/**
 * How far each listener of the outbox has read (lib/event-listeners.ts): in-app notices, channel delivery,
 * refunds. A listener claims its row `FOR UPDATE`, reads the events after (`last_tx_id`, `last_id`), and moves it
 * in the same transaction as what it wrote; a listener with no row yet starts after the newest event.
 */
export const eventCursors = pgTable('event_cursors', {
  consumer: text('consumer').primaryKey(),
  lastTxId: bigint('last_tx_id', { mode: 'number' }).notNull().default(0),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DomainEventRow = typeof domainEvents.$inferSelect;
