import type { DomainEventSubject } from '@ft/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type DomainEventRow, domainEvents } from '../../db/schema/index.ts';

/** What happened to one booking, settlement or application, oldest first (the outbox, migration 0020). */
export const eventsOf = (db: Db, subject: DomainEventSubject, subjectId: string): Promise<DomainEventRow[]> =>
  db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.subject, subject), eq(domainEvents.subjectId, subjectId)))
    .orderBy(asc(domainEvents.id));
