import { BOOKING_MAINTENANCE_INTERVAL_MS } from '@ft/shared';
import type { Job } from '../../lib/jobs.ts';
import { runBookingMaintenance } from './booking-maintenance.ts';

/** Expiry, auto-completion, lapsed deposits and reminders, from any number of instances. */
export const bookingMaintenance: Job = {
  name: 'booking maintenance',
  runs: 'maintenance',
  every: BOOKING_MAINTENANCE_INTERVAL_MS,
  run: ({ app }) => runBookingMaintenance(app.database.db),
};

export const bookingJobs: Job[] = [bookingMaintenance];
