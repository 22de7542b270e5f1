import { BOOKING_MAINTENANCE_INTERVAL_MS } from '@ft/shared';
import type { FastifyInstance } from 'fastify';
import { loggableError } from '../../lib/loggable-error.ts';
import { runBookingMaintenance } from './bookings.service.ts';

/**
 * Runs the booking maintenance once the app is ready and then every BOOKING_MAINTENANCE_INTERVAL_MS. The timer
 * never keeps the process alive, a run never overlaps the previous one, and closing the app waits for the run
 * in progress so it does not outlive the database.
 */
export function scheduleBookingMaintenance(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = runBookingMaintenance(app.database.db)
      .then((counts) => {
        // Counts only: which bookings moved is in their history, and no personal data reaches the log.
        if (counts.expired > 0 || counts.completed > 0) app.log.info(counts, 'booking maintenance');
      })
      .catch((error: unknown) => app.log.warn({ error: loggableError(error) }, 'booking maintenance failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, BOOKING_MAINTENANCE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
