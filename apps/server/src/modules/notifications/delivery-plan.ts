import { type NoticeChannel, type NoticeKind, noticeKindOf } from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { configuredChannels, type NoticeChannels } from './channels/channels.ts';
import { insertDeliveries, type NoticeContextRow, noticeContexts, switchesOf } from './deliveries.repo.ts';
import { isQuietHour, isUrgent, quietHoursEnd, waitsForMorning } from './quiet-hours.ts';

export interface Recipient {
  email: string | null;
  phone: string | null;
  marketingConsent: boolean;
  deleted: boolean;
}

export interface PlanInput {
  kind: NoticeKind;
  channel: NoticeChannel;
  recipient: Recipient;
  /** The person's switch for this kind and channel (the default when they never chose). */
  enabled: boolean;
  /** 알림톡 only: a template is registered for the kind. */
  templateReady: boolean;
  urgent: boolean;
  now: Date;
}

export type Plan = { status: 'pending'; notBefore: Date } | { status: 'skipped'; reason: string };

/** No row is the default: booking news, reminders and messages on; marketing off. */
export const defaultEnabled = (kind: NoticeKind) => kind !== 'marketing';

/**
 * Whether and when a notice goes out on a channel. Asked when the notice is written and again
 * just before it is sent, so a switch turned off or a consent withdrawn meanwhile still holds. The reason of a
 * skip names a rule, never the person's details.
 */
export function planDelivery(input: PlanInput): Plan {
  const { kind, channel, recipient } = input;
  if (recipient.deleted) return { status: 'skipped', reason: 'account deleted' };
  // Consent first: whatever a switch says, marketing never goes without it.
  if (kind === 'marketing' && !recipient.marketingConsent) {
    return { status: 'skipped', reason: 'no marketing consent' };
  }
  if (!input.enabled) return { status: 'skipped', reason: 'turned off in settings' };
  if (channel === 'email' && !recipient.email) return { status: 'skipped', reason: 'no email address' };
  if (channel === 'alimtalk') {
    if (kind === 'marketing') return { status: 'skipped', reason: '알림톡 carries no ads' };
    if (!recipient.phone) return { status: 'skipped', reason: 'no phone number' };
    if (!input.templateReady) return { status: 'skipped', reason: `no 알림톡 template for ${kind}` };
  }
  if (isQuietHour(input.now) && waitsForMorning(kind, channel, input.urgent))
    return { status: 'pending', notBefore: quietHoursEnd(input.now) };
  return { status: 'pending', notBefore: input.now };
}

/** The plan for one notice on one channel from its context row and the switches (see deliveries.repo.ts). */
export function planFor(
  row: NoticeContextRow,
  channel: NoticeChannel,
  switches: Map<string, boolean>,
  channels: NoticeChannels,
  now: Date,
): Plan {
  const kind = noticeKindOf(row.type);
  const event = row.eventDate && row.startTime ? { date: row.eventDate, startTime: row.startTime } : null;
  return planDelivery({
    kind,
    channel,
    recipient: {
      email: row.email,
      phone: row.phone,
      marketingConsent: row.marketingConsent,
      deleted: row.deleted,
    },
    enabled: switches.get(`${row.userId}:${kind}:${channel}`) ?? defaultEnabled(kind),
    templateReady: kind !== 'marketing' && (channels.alimtalk?.hasTemplate(kind) ?? false),
    urgent: isUrgent(row.type, kind, event, now),
    now,
  });
}

/**
 * The delivery rows of notices just written, in the same transaction (so a notice never exists without its
 * rows): one per channel this server has — a channel without a provider gets none, as nothing could ever send
 * it and a provider configured later should not mail out old news — `pending` or `skipped` with its reason.
 */
export async function planDeliveries(
  tx: Db,
  notificationIds: number[],
  channels: NoticeChannels,
  now: Date,
): Promise<void> {
  const wanted = configuredChannels(channels);
  if (wanted.length === 0 || notificationIds.length === 0) return;
  const rows = await noticeContexts(tx, notificationIds);
  const switches = await switchesOf(
    tx,
    rows.map((row) => row.userId),
  );
  await insertDeliveries(
    tx,
    rows.flatMap((row) =>
      wanted.map((channel) => {
        const plan = planFor(row, channel, switches, channels, now);
        return {
          notificationId: row.notificationId,
          channel,
          status: plan.status,
          nextAttemptAt: plan.status === 'pending' ? plan.notBefore : now,
          lastError: plan.status === 'skipped' ? plan.reason : null,
        };
      }),
    ),
  );
}
