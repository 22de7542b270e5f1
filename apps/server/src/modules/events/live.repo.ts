import { currentTime, type DomainEventSubject, type DomainEventType } from '@ft/shared';
import { and, asc, count, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { domainEvents, notifications, sessions, users } from '../../db/schema/index.ts';

export interface LiveNotice {
  notificationId: number;
  title: string;
  body: string;
  link: string;
  createdAt: Date;
  type: DomainEventType;
  subject: DomainEventSubject;
  subjectId: string;
  /** A message's booking (its event's data); a booking's own id is its subject id. */
  messageBookingId: string | null;
}

/**
 * A person's notices after the notice `afterNoticeId`, in the order they were written: what a stream has not
 * sent yet. Notice ids, not event ids, are the cursor: deliveries take turns (NOTICE_DELIVERY_LOCK), so notices
 * commit in the order of their ids, while an event whose transaction commits late has an id older than events
 * already delivered.
 */
export const noticesAfter = (
  db: Db,
  userId: string,
  afterNoticeId: number,
  limit: number,
): Promise<LiveNotice[]> =>
  db
    .select({
      notificationId: notifications.id,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      type: notifications.type,
      subject: domainEvents.subject,
      subjectId: domainEvents.subjectId,
      messageBookingId: sql<string | null>`${domainEvents.data}->>'bookingId'`,
    })
    .from(notifications)
    .innerJoin(domainEvents, eq(domainEvents.id, notifications.eventId))
    .where(and(eq(notifications.userId, userId), gt(notifications.id, afterNoticeId)))
    .orderBy(asc(notifications.id))
    .limit(limit);

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Where a new stream without `Last-Event-ID` starts: after the person's newest notice. */
export async function lastNoticeId(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: max(notifications.id) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return Number(row?.id ?? 0);
}

/** Which of these sessions still stand (not ended, not expired, the account not deleted). */
export async function standingSessions(db: Db, tokenHashes: string[]): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.tokenHash, tokenHashes),
        gt(sessions.expiresAt, currentTime()),
        isNull(users.deletedAt),
      ),
    );
  return new Set(rows.map((row) => row.tokenHash));
}
