import { LIVE_HEARTBEAT_MS } from '@ft/shared';
import type { Job } from '../../lib/jobs.ts';
import { liveHubOf } from './live-hub.ts';

/** Each person's new notices to their open streams on this instance, as soon as they commit (decision 039). */
export const liveEvents: Job = {
  name: 'live events',
  runs: 'always',
  wakeOn: 'notices',
  run: async ({ app, wakes }) => {
    const hub = liveHubOf(app);
    for (const userId of wakes) hub?.heard(userId);
    return undefined;
  },
};

/** Every new event to the streams of the people it concerns on this instance (decision 098). */
export const liveScreens: Job = {
  name: 'live screens',
  runs: 'always',
  wakeOn: 'domain_events',
  every: LIVE_HEARTBEAT_MS,
  run: async ({ app }) => {
    await liveHubOf(app)?.followEvents();
    return undefined;
  },
};

/** Keeps the open streams open through proxies, and ends those whose session has ended. */
export const liveHeartbeat: Job = {
  name: 'live heartbeat',
  runs: 'always',
  every: LIVE_HEARTBEAT_MS,
  run: async ({ app }) => {
    await liveHubOf(app)?.beat();
    return undefined;
  },
};

export const eventJobs: Job[] = [liveEvents, liveScreens, liveHeartbeat];
