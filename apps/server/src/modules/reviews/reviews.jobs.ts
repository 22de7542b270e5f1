import { BOOKING_MAINTENANCE_INTERVAL_MS } from '@ft/shared';
import type { Job } from '../../lib/jobs.ts';
import { publishClosedWindows } from './reviews.service.ts';

/** Publishes the reviews whose window closed with one side written, from any number of instances. */
export const reviewMaintenance: Job = {
  name: 'review maintenance',
  runs: 'maintenance',
  every: BOOKING_MAINTENANCE_INTERVAL_MS,
  run: async ({ app }) => ({ published: await publishClosedWindows(app.database.db) }),
};

export const reviewJobs: Job[] = [reviewMaintenance];
