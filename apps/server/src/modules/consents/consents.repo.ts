import type { ConsentKind } from '@ft/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userConsents } from '../../db/schema/index.ts';

export type ConsentRow = typeof userConsents.$inferSelect;
export type NewConsentRow = typeof userConsents.$inferInsert;

export async function insertConsents(db: Db, rows: NewConsentRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(userConsents).values(rows);
}

/** Every record of the person's, newest first. */
export const consentHistory = (db: Db, userId: string): Promise<ConsentRow[]> =>
  db
    .select()
    .from(userConsents)
    .where(eq(userConsents.userId, userId))
    .orderBy(desc(userConsents.recordedAt), desc(userConsents.id));

/** The standing record of one kind: the last one (user_consents_standing_idx). */
export async function standingConsent(db: Db, userId: string, kind: ConsentKind) {
  const [row] = await db
    .select()
    .from(userConsents)
    .where(and(eq(userConsents.userId, userId), eq(userConsents.kind, kind)))
    .orderBy(desc(userConsents.recordedAt), desc(userConsents.id))
    .limit(1);
  return row;
}
