import { DELIVERY_STATUSES, type DomainEventType, NOTICE_CHANNELS, NOTICE_KINDS } from '@ft/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { domainEvents } from './events.ts';
import { users } from './users.ts';

/** A notice for one person: one per event and recipient, kept with its read state. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    type: text('type').$type<DomainEventType>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An event's notice reaches a person once, however many deliveries race.
    uniqueIndex('notifications_event_user_key').on(t.eventId, t.userId),
    index('notifications_user_idx').on(t.userId, sql`${t.id} DESC`),
  ],
);

/**
 * A notice's way out by one channel beyond the app: made when the notice is written
 * (or `skipped` with why, when settings, consent or a missing provider say no), claimed `FOR UPDATE SKIP LOCKED`
 * by any instance's worker, retried with exponential back-off until `next_attempt_at`, and `failed` with its
 * last error after the bound. Unique per notice and channel: nothing is sent twice on a channel.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: NOTICE_CHANNELS }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time: back-off after a failure, or 08:00 KST for what waits out quiet hours. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The provider's answer or why it was skipped; never an address, a phone number or a token. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_notice_channel_key').on(t.notificationId, t.channel),
    index('notification_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('notification_deliveries_failed_idx').on(t.createdAt).where(sql`${t.status} = 'failed'`),
  ],
);

/**
 * A person's choice per kind and channel (설정). No row means the default: on for booking news,
 * reminders and messages; marketing off, and never sent without the marketing consent whatever this says.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
    channel: text('channel', { enum: NOTICE_CHANNELS }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);
