import {
  DEFAULT_NOTICE_PREFERENCE,
  MARKETING_CHANNELS,
  NOTICE_CHANNELS,
  NOTICE_KINDS,
  type NoticePreferenceGrid,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@ft/shared';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { recordMarketingConsent, standingConsent } from '../consents/consents.service.ts';
import { lockUser } from '../users/users.service.ts';
import * as repo from './notification-preferences.repo.ts';

/** Which channels this server can send at all: email with SMTP_URL, 알림톡 with its provider's keys. */
export const configuredChannels = (config: AppConfig): NotificationPreferences['channels'] => ({
  email: Boolean(config.mail.smtpUrl),
  alimtalk: Boolean(config.alimtalk),
});

/** The stored choices over the defaults: what each switch says, before consent is considered. */
export function choiceGrid(stored: repo.PreferenceChoice[]): NoticePreferenceGrid {
  const grid = Object.fromEntries(
    NOTICE_KINDS.map((kind) => [
      kind,
      Object.fromEntries(NOTICE_CHANNELS.map((channel) => [channel, DEFAULT_NOTICE_PREFERENCE[kind]])),
    ]),
  ) as NoticePreferenceGrid;
  for (const { kind, channel, enabled } of stored) grid[kind][channel] = enabled;
  for (const channel of NOTICE_CHANNELS)
    if (!MARKETING_CHANNELS.includes(channel)) grid.marketing[channel] = false;
  return grid;
}

/**
 * What takes effect: marketing goes out only while its consent stands (정보통신망법 제50조), so without it every
 * marketing switch reads off, whatever was chosen before the consent was withdrawn.
 */
export async function readPreferences(
  db: Db,
  config: AppConfig,
  userId: string,
): Promise<NotificationPreferences> {
  const [stored, consent] = await Promise.all([
    repo.storedPreferences(db, userId),
    standingConsent(db, userId, 'marketing'),
  ]);
  const preferences = choiceGrid(stored);
  const agreed = consent?.agreed ?? false;
  if (!agreed) preferences.marketing = { email: false, alimtalk: false };
  return {
    preferences,
    marketingConsent: { agreed, recordedAt: consent?.recordedAt.toISOString() ?? null },
    channels: configuredChannels(config),
  };
}

/**
 * Saves the switches given and keeps the marketing consent in step, in one transaction on the person's row:
 * marketing turned on is the opt-in itself, recorded with the notice's version and the time; turned off, the
 * consent is withdrawn (docs/decisions/040).
 */
export async function updatePreferences(
  db: Db,
  config: AppConfig,
  userId: string,
  body: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const choices: repo.PreferenceChoice[] = NOTICE_KINDS.flatMap((kind) =>
    NOTICE_CHANNELS.flatMap((channel) => {
      const enabled = (body.preferences[kind] as Partial<Record<string, boolean>> | undefined)?.[channel];
      return enabled === undefined ? [] : [{ kind, channel, enabled }];
    }),
  );
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await repo.savePreferences(tx, userId, choices);
    const wanted = body.preferences.marketing?.email;
    if (wanted === undefined) return;
    const standing = (await standingConsent(tx, userId, 'marketing'))?.agreed ?? false;
    if (wanted !== standing) await recordMarketingConsent(tx, userId, wanted);
  });
  return readPreferences(db, config, userId);
}
