import type { Database } from '../../db/client.ts';
import { runOnDomainEvents } from '../../lib/event-driven-job.ts';
import { NO_CHANNELS, type NoticeChannels } from './channels/channels.ts';
import { deliverDueEvents } from './notifications.service.ts';

/** The safety net under the wake-ups: a NOTIFY lost with a dropped connection still gets delivered. */
export const NOTICE_DELIVERY_INTERVAL_MS = 1_000;

/**
 * Writes in-app notices of new events as soon as they commit (lib/event-driven-job.ts). Any number of instances may
 * run it: events are claimed `FOR UPDATE SKIP LOCKED`.
 */
export function startNoticeDelivery(
  database: Database,
  onError: (error: unknown) => void,
  intervalMs = NOTICE_DELIVERY_INTERVAL_MS,
  /** Email and 알림톡: each new notice's delivery rows are written with it (decision 038). */
  channels: NoticeChannels = NO_CHANNELS,
): Promise<{ stop(): Promise<void> }> {
  return runOnDomainEvents(database, () => deliverDueEvents(database.db, channels), onError, intervalMs);
}
