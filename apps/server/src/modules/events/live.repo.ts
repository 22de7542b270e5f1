import type { DomainEventSubject, DomainEventType } from '@ft/shared';
import { and, asc, count, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { domainEvents, notifications } from '../../db/schema/index.ts';

export interface LiveNotice {
  notificationId: number;
  eventId: number;
  type: DomainEventType;
  subject: DomainEventSubject;
  subjectId: string;
  /** A message's booking (its event's data); a booking's own id is its subject id. */
  messageBookingId: string | null;
}

/** A person's notices of events after `afterEventId`, in event order: what a stream has not sent yet. */
export const noticesAfter = (
  db: Db,
  userId: string,
  afterEventId: number,
  limit: number,
): Promise<LiveNotice[]> =>
  db
    .select({
      notificationId: notifications.id,
      eventId: notifications.eventId,
      type: notifications.type,
      subject: domainEvents.subject,
      subjectId: domainEvents.subjectId,
      messageBookingId: sql<string | null>`${domainEvents.data}->>'bookingId'`,
    })
    .from(notifications)
    .innerJoin(domainEvents, eq(domainEvents.id, notifications.eventId))
    .where(and(eq(notifications.userId, userId), gt(notifications.eventId, afterEventId)))
    .orderBy(asc(notifications.eventId))
    .limit(limit);

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Where a new stream without `Last-Event-ID` starts: after the person's newest notice. */
export async function lastNoticedEventId(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: max(notifications.eventId) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return Number(row?.id ?? 0);
}
