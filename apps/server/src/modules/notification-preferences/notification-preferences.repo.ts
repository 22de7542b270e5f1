import type { NoticeChannel, NoticeKind } from '@ft/shared';
import { currentTime } from '@ft/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';

export interface PreferenceChoice {
  kind: NoticeKind;
  channel: NoticeChannel;
  enabled: boolean;
}

/** The person's stored choices; a pair without a row keeps its default (DEFAULT_NOTICE_PREFERENCE). */
export const storedPreferences = (db: Db, userId: string): Promise<PreferenceChoice[]> =>
  db
    .select({
      kind: notificationPreferences.kind,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));

export async function savePreferences(db: Db, userId: string, choices: PreferenceChoice[]): Promise<void> {
  if (choices.length === 0) return;
  const updatedAt = currentTime();
  await db
    .insert(notificationPreferences)
    .values(choices.map((choice) => ({ userId, ...choice, updatedAt })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt },
    });
}
