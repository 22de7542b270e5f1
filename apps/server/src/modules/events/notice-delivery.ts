import type { Database } from '../../db/client.ts';
import { NO_CHANNELS, type NoticeChannels } from '../notifications/channels/channels.ts';
import { deliverDueEvents } from '../notifications/notifications.service.ts';

/** The safety net under the wake-ups: a NOTIFY lost with a dropped connection still gets delivered. */
export const NOTICE_DELIVERY_INTERVAL_MS = 1_000;

/**
 * Writes in-app notices of new events as soon as they commit: `LISTEN domain_events` (the outbox's trigger
 * notifies on every insert, to every instance) wakes the delivery, and a slow interval catches anything a lost
 * wake-up missed. One run at a time here; a wake during a run runs it again once. Any number of instances may
 * run it: events are claimed `FOR UPDATE SKIP LOCKED`.
 */
export async function startNoticeDelivery(
  database: Database,
  onError: (error: unknown) => void,
  intervalMs = NOTICE_DELIVERY_INTERVAL_MS,
  /** Email and 알림톡: each new notice's delivery rows are written with it (decision 038). */
  channels: NoticeChannels = NO_CHANNELS,
): Promise<{ stop(): Promise<void> }> {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueEvents(database.db, channels)
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const unlisten = await database.listen('domain_events', run);
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten();
      await running;
    },
  };
}
