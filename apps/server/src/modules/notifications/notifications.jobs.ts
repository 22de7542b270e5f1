import type { FastifyInstance } from 'fastify';
import type { Job } from '../../lib/jobs.ts';
import { deliverDueChannels } from './channel-delivery.ts';
import { createNoticeChannels, type NoticeChannels } from './channels/channels.ts';
import { deliverDueEvents } from './notifications.service.ts';

/** The safety net under the wake-ups: a NOTIFY lost with a dropped connection still gets delivered. */
export const NOTICE_DELIVERY_INTERVAL_MS = 1_000;

/** The app's email and 알림톡 providers, made once for both jobs and closed with the first of them. */
const channelsByApp = new WeakMap<FastifyInstance, NoticeChannels>();
function channelsOf(app: FastifyInstance): NoticeChannels {
  let channels = channelsByApp.get(app);
  if (!channels) {
    channels = createNoticeChannels(app.config);
    channelsByApp.set(app, channels);
  }
  return channels;
}
function closeChannels(app: FastifyInstance): void {
  const channels = channelsByApp.get(app);
  channelsByApp.delete(app);
  channels?.email?.close();
}

/**
 * In-app notices of new events as soon as they commit (the outbox's trigger notifies `domain_events` on every
 * insert), each with its email and 알림톡 rows (decision 038). Events are claimed `FOR UPDATE SKIP LOCKED`, so
 * any number of instances may run it (decision 039).
 */
export const noticeDelivery: Job = {
  name: 'notice delivery',
  runs: 'server',
  wakeOn: 'domain_events',
  every: NOTICE_DELIVERY_INTERVAL_MS,
  run: async ({ app }) => {
    await deliverDueEvents(app.database.db, channelsOf(app));
    return undefined;
  },
  close: closeChannels,
};

/** Email and 알림톡 when configured: due rows claimed with SKIP LOCKED under a lease, any number of instances. */
export const channelDelivery: Job = {
  name: 'channel delivery',
  runs: 'server',
  every: 1_000,
  run: async ({ app }) => {
    await deliverDueChannels(app.database.db, channelsOf(app), {
      publicUrl: app.config.publicUrl,
      business: app.config.business,
      onFailure: (failure) => app.log.warn(failure, 'notice delivery gave up'),
    });
    return undefined;
  },
  close: closeChannels,
};

export const notificationJobs: Job[] = [noticeDelivery, channelDelivery];
