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
    /** When its in-app notices were written (the delivery claims rows still null, `FOR UPDATE SKIP LOCKED`). */
    noticedAt: timestamp('noticed_at', { withTimezone: true }),
  },
  (t) => [
    index('domain_events_subject_idx').on(t.subject, t.subjectId, t.id),
    index('domain_events_unnoticed_idx').on(t.id).where(sql`${t.noticedAt} IS NULL`),
  ],
);

export type DomainEventRow = typeof domainEvents.$inferSelect;
