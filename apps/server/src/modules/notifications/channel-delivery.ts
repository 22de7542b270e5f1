import { type BusinessInfo, currentTime, HOUR_MS, MINUTE_MS, noticeKindOf } from '@ft/shared';
import type { Db } from '../../db/client.ts';
import type { AlimtalkKind } from './channels/alimtalk-templates.ts';
import { configuredChannels, type NoticeChannels } from './channels/channels.ts';
import { asDeliveryError } from './channels/delivery-error.ts';
import { renderNoticeEmail } from './channels/notice-email.ts';
import {
  type ClaimedDelivery,
  claimDue,
  type NoticeContextRow,
  noticeContexts,
  settle,
  switchesOf,
} from './deliveries.repo.ts';
import { planFor } from './delivery-plan.ts';

/**
 * How long a claimed delivery is this worker's: longer than any send may take (SMTP's and NHN's timeouts are
 * well under it), so a live worker never sees its claim taken; a dead one's rows are due again after it.
 */
export const DELIVERY_LEASE_MS = 2 * MINUTE_MS;
/** Tries before a delivery is `failed` and shown to operators (decision 038). */
export const MAX_ATTEMPTS = 8;
/** After the n-th failed try: 30 s, 1 min, 2 min … at most an hour. */
export const backoffMs = (failures: number) => Math.min(30_000 * 2 ** (failures - 1), HOUR_MS);
const BATCH = 20;

export interface ChannelDeliveryOptions {
  publicUrl: string;
  business: BusinessInfo;
  /** Told of each delivery that gave up: its id, channel and the safe reason, never an address. */
  onFailure?: (failure: { id: number; channel: string; reason: string }) => void;
}

/**
 * Sends due email and 알림톡 deliveries. Rows are claimed in a short transaction
 * (`FOR UPDATE SKIP LOCKED`, leased by moving `next_attempt_at`), sent outside it, then settled: sent, retried
 * with back-off, or failed after MAX_ATTEMPTS. A crash between send and settle leaves the row pending, so it is
 * sent again after the lease (at least once); the retry carries the same Message-ID / NHN idempotency key, so
 * the provider or the mailbox can fold the repeat (decision 038). Answers how many rows it settled.
 */
export async function deliverDueChannels(
  db: Db,
  channels: NoticeChannels,
  options: ChannelDeliveryOptions,
): Promise<number> {
  const wanted = configuredChannels(channels);
  let settled = 0;
  for (;;) {
    const now = currentTime();
    const leaseUntil = new Date(now.getTime() + DELIVERY_LEASE_MS);
    const claims = await db.transaction((tx) => claimDue(tx, wanted, now, leaseUntil, BATCH));
    if (claims.length === 0) return settled;
    const rows = await noticeContexts(
      db,
      claims.map((claim) => claim.notificationId),
    );
    const byId = new Map(rows.map((row) => [row.notificationId, row]));
    const switches = await switchesOf(
      db,
      rows.map((row) => row.userId),
    );
    const done = await Promise.all(
      claims.map((claim) =>
        deliverOne(db, channels, options, claim, leaseUntil, byId.get(claim.notificationId), switches),
      ),
    );
    settled += done.filter(Boolean).length;
    if (claims.length < BATCH) return settled;
  }
}

async function deliverOne(
  db: Db,
  channels: NoticeChannels,
  options: ChannelDeliveryOptions,
  claim: ClaimedDelivery,
  leaseUntil: Date,
  row: NoticeContextRow | undefined,
  switches: Map<string, boolean>,
): Promise<boolean> {
  const lease = { id: claim.id, leaseUntil };
  const now = currentTime();
  if (!row) return false; // the notice is gone, and its delivery with it (cascade)
  // Asked again at sending: a switch turned off, a consent withdrawn or quiet hours since it was written hold.
  const plan = planFor(row, claim.channel, switches, channels, now);
  if (plan.status === 'skipped') {
    return settle(db, lease, {
      status: 'skipped',
      at: now,
      attempts: claim.attempts,
      lastError: plan.reason,
    });
  }
  if (plan.notBefore > now) {
    return settle(db, lease, {
      status: 'pending',
      nextAttemptAt: plan.notBefore,
      attempts: claim.attempts,
      lastError: null,
    });
  }
  try {
    await send(channels, options, claim, row);
  } catch (error) {
    const failure = asDeliveryError(error);
    const attempts = claim.attempts + 1;
    const at = currentTime();
    if (failure.permanent || attempts >= MAX_ATTEMPTS) {
      options.onFailure?.({ id: claim.id, channel: claim.channel, reason: failure.message });
      return settle(db, lease, { status: 'failed', at, attempts, lastError: failure.message });
    }
    const nextAttemptAt = new Date(at.getTime() + backoffMs(attempts));
    return settle(db, lease, { status: 'pending', nextAttemptAt, attempts, lastError: failure.message });
  }
  return settle(db, lease, { status: 'sent', at: currentTime(), attempts: claim.attempts + 1 });
}

async function send(
  channels: NoticeChannels,
  options: ChannelDeliveryOptions,
  claim: ClaimedDelivery,
  row: NoticeContextRow,
): Promise<void> {
  const kind = noticeKindOf(row.type);
  const notice = { title: row.title, body: row.body, link: row.link };
  if (claim.channel === 'email') {
    const mail = renderNoticeEmail({
      ...notice,
      kind,
      publicUrl: options.publicUrl,
      business: options.business,
    });
    await channels.email!.send({
      to: row.email!,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // The same id on every try of this delivery: a repeat after a crash is one message to mail systems.
      messageId: `<notice-${claim.id}@${new URL(options.publicUrl).hostname}>`,
      headers: { 'List-Unsubscribe': `<${mail.settingsUrl}>` },
    });
    return;
  }
  await channels.alimtalk!.send({
    to: row.phone!,
    kind: kind as AlimtalkKind,
    notice,
    // Unchanged until a try fails with an answer: a try cut off by a crash is retried under its own key.
    idempotencyKey: `ft-delivery-${claim.id}-${claim.attempts}`,
    smsFallback: kind === 'booking',
  });
}
