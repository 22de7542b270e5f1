import { BOOKING_MAINTENANCE_INTERVAL_MS } from '@ft/shared';
import type { Job } from '../../lib/jobs.ts';
import { refundCancelledBookings, refundsListener } from './refunds.service.ts';
import { confirmServicesDue } from './service-confirmation.service.ts';
import { sweepPayments } from './webhooks.service.ts';

/**
 * Refunds of cancelled bookings as soon as the cancellation commits (the outbox's NOTIFY wakes its listener, which
 * looks at that booking); on its timer, every booking still owed money. The ledger says what is owed, and the
 * gateway's idempotency keys make any number of instances safe.
 */
export const refunds: Job = {
  name: 'refunds',
  runs: 'server',
  wakeOn: 'domain_events',
  every: BOOKING_MAINTENANCE_INTERVAL_MS,
  run: async ({ app, wakes }) => {
    await refundsListener(app.payments).drain(app.database.db);
    if (wakes.length === 0 || wakes.includes(null)) await refundCancelledBookings(app.payments);
    return undefined;
  },
};

/**
 * Confirms left without an answer, webhooks not yet acted on, refunds not yet made, and services due to confirm
 * themselves (72 h after the event, undisputed), on the maintenance timer.
 */
export const paymentSweep: Job = {
  name: 'payment sweep',
  runs: 'maintenance',
  every: BOOKING_MAINTENANCE_INTERVAL_MS,
  run: async ({ app }) => ({
    resolved: await sweepPayments(app.payments),
    serviceConfirmed: await confirmServicesDue(app.payments),
  }),
};

export const paymentJobs: Job[] = [refunds, paymentSweep];
