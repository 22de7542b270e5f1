import { z } from 'zod';
import { NOTICE_CHANNELS, NOTICE_KINDS, type NoticeChannel, type NoticeKind } from './notifications.ts';

/**
 * 설정's notice switches (docs/decisions/040): one per kind and channel beyond the app. In-app
 * notices always arrive and are not listed. No stored choice means the default below.
 */
export const DEFAULT_NOTICE_PREFERENCE: Record<NoticeKind, boolean> = {
  booking: true,
  reminder: true,
  message: true,
  marketing: false,
};

/** 알림톡 carries information only, never ads (Kakao's rule for its templates): marketing goes by email. */
export const MARKETING_CHANNELS: readonly NoticeChannel[] = ['email'];

/** Between these hours (KST) only urgent booking news goes out by email and 알림톡; the rest waits. */
export const QUIET_HOURS_KST = { from: 21, until: 8 } as const;

const channelSwitches = z.object({ email: z.boolean(), alimtalk: z.boolean() });
export type ChannelSwitches = z.infer<typeof channelSwitches>;
export type NoticePreferenceGrid = Record<NoticeKind, ChannelSwitches>;

const gridSchema = z.object({
  booking: channelSwitches,
  reminder: channelSwitches,
  message: channelSwitches,
  marketing: channelSwitches,
}) satisfies z.ZodType<NoticePreferenceGrid>;

/**
 * GET /api/v1/users/me/notification-preferences: every kind × channel as it takes effect (marketing only while
 * its consent stands), the marketing consent, and which channels this server can send at all.
 */
export const notificationPreferencesSchema = z.object({
  preferences: gridSchema,
  marketingConsent: z.object({ agreed: z.boolean(), recordedAt: z.string().nullable() }),
  channels: z.object({ email: z.boolean(), alimtalk: z.boolean() }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const switchValue = z.boolean({ error: '켜거나 끄는 값(true/false)을 보내주세요' });
const partialChannels = z
  .object({ email: switchValue.optional(), alimtalk: switchValue.optional() })
  .strict();

/**
 * PUT: the same grid, any part of it. Turning marketing on is the marketing consent itself (정보통신망법 제50조:
 * the opt-in, given beside its notice, is recorded with its version and date); turning it off withdraws it.
 */
export const notificationPreferencesUpdateSchema = z
  .object({
    preferences: z
      .object({
        booking: partialChannels.optional(),
        reminder: partialChannels.optional(),
        message: partialChannels.optional(),
        marketing: z
          .object({
            email: switchValue.optional(),
            alimtalk: z.literal(false, { error: '카카오 알림톡으로는 광고를 보낼 수 없어요' }).optional(),
          })
          .strict()
          .optional(),
      })
      .strict(),
  })
  .strict();
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** Every (kind, channel) pair, in the order 설정 shows them. */
export const NOTICE_SWITCHES: readonly { kind: NoticeKind; channel: NoticeChannel }[] = NOTICE_KINDS.flatMap(
  (kind) => NOTICE_CHANNELS.map((channel) => ({ kind, channel })),
);
