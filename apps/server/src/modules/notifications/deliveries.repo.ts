import type { DeliveryStatus, NoticeChannel } from '@ft/shared';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  domainEvents,
  notificationDeliveries,
  notificationPreferences,
  notifications,
  users,
} from '../../db/schema/index.ts';

/** What deciding and sending a notice needs: its words, its person's ways and switches, its booking's start. */
export async function noticeContexts(db: Db, notificationIds: number[]) {
  if (notificationIds.length === 0) return [];
  return (
    db
      .select({
        notificationId: notifications.id,
        userId: notifications.userId,
        type: notifications.type,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        email: users.email,
        phone: users.phone,
        marketingConsent: users.marketingConsent,
        deleted: sql<boolean>`${users.deletedAt} is not null`,
        eventDate: bookings.eventDate,
        startTime: bookings.startTime,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .innerJoin(domainEvents, eq(domainEvents.id, notifications.eventId))
      // A subject id is text (a truck's is a number): cast only a booking's, which CASE guarantees.
      .leftJoin(
        bookings,
        sql`${bookings.id} = case when ${domainEvents.subject} = 'booking' then ${domainEvents.subjectId}::uuid end`,
      )
      .where(inArray(notifications.id, notificationIds))
  );
}
export type NoticeContextRow = Awaited<ReturnType<typeof noticeContexts>>[number];

/** The switches people chose; a kind and channel with no row takes the default. */
export async function switchesOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, boolean>();
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, [...new Set(userIds)]));
  return new Map(rows.map((row) => [`${row.userId}:${row.kind}:${row.channel}`, row.enabled]));
}

export interface DeliveryRow {
  notificationId: number;
  channel: NoticeChannel;
  status: DeliveryStatus;
  nextAttemptAt: Date;
  lastError: string | null;
}

export async function insertDeliveries(tx: Db, rows: DeliveryRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(notificationDeliveries).values(rows).onConflictDoNothing();
}

/**
 * Claims due deliveries on the given channels: locked `FOR UPDATE SKIP LOCKED` (so racing workers take different
 * rows), and leased by moving `next_attempt_at` to `leaseUntil`, which is also the claim's token. A worker that
 * dies mid-send leaves the row pending: it is due again when the lease runs out.
 */
export async function claimDue(
  tx: Db,
  channels: NoticeChannel[],
  now: Date,
  leaseUntil: Date,
  limit: number,
) {
  if (channels.length === 0) return [];
  const due = tx
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.status, 'pending'),
        lte(notificationDeliveries.nextAttemptAt, now),
        inArray(notificationDeliveries.channel, channels),
      ),
    )
    .orderBy(notificationDeliveries.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(notificationDeliveries)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(notificationDeliveries.id, due))
    .returning({
      id: notificationDeliveries.id,
      notificationId: notificationDeliveries.notificationId,
      channel: notificationDeliveries.channel,
      attempts: notificationDeliveries.attempts,
    });
}
export type ClaimedDelivery = Awaited<ReturnType<typeof claimDue>>[number];

/** The outcome of a claimed delivery; written only while the claim is still this worker's (its lease). */
export async function settle(
  db: Db,
  claim: { id: number; leaseUntil: Date },
  outcome:
    | { status: 'sent'; at: Date; attempts: number }
    | { status: 'pending'; nextAttemptAt: Date; attempts: number; lastError: string | null }
    | { status: 'failed' | 'skipped'; at: Date; attempts: number; lastError: string },
): Promise<boolean> {
  const set =
    outcome.status === 'sent'
      ? { status: 'sent' as const, sentAt: outcome.at, attempts: outcome.attempts, lastError: null }
      : outcome.status === 'pending'
        ? { nextAttemptAt: outcome.nextAttemptAt, attempts: outcome.attempts, lastError: outcome.lastError }
        : // A failure's time is kept in next_attempt_at: when it gave up (the console shows it).
          {
            status: outcome.status,
            nextAttemptAt: outcome.at,
            attempts: outcome.attempts,
            lastError: outcome.lastError,
          };
  const updated = await db
    .update(notificationDeliveries)
    .set(set)
    .where(
      and(
        eq(notificationDeliveries.id, claim.id),
        eq(notificationDeliveries.status, 'pending'),
        eq(notificationDeliveries.nextAttemptAt, claim.leaseUntil),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  return updated.length > 0;
}

export async function failuresPage(db: Db, page: number, limit: number) {
  const failed = eq(notificationDeliveries.status, 'failed');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: notificationDeliveries.id,
        channel: notificationDeliveries.channel,
        type: notifications.type,
        title: notifications.title,
        attempts: notificationDeliveries.attempts,
        lastError: notificationDeliveries.lastError,
        createdAt: notificationDeliveries.createdAt,
        failedAt: notificationDeliveries.nextAttemptAt,
      })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(failed)
      .orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(notificationDeliveries).where(failed),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * An operator's retry: the failed delivery is due again now; false when it is not failed. Its count of tries
 * stays, so it gets one more (or those it had left) and its next NHN idempotency key is one never used.
 */
export async function retryFailed(db: Db, id: number, now: Date): Promise<boolean> {
  const updated = await db
    .update(notificationDeliveries)
    .set({ status: 'pending', nextAttemptAt: now })
    .where(and(eq(notificationDeliveries.id, id), eq(notificationDeliveries.status, 'failed')))
    .returning({ id: notificationDeliveries.id });
  return updated.length > 0;
}
