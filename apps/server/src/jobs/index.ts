import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import { type Job, JobRunner } from '../lib/jobs.ts';
import { authJobs } from '../modules/auth/auth.jobs.ts';
import { bookingJobs } from '../modules/bookings/bookings.jobs.ts';
import { eventJobs } from '../modules/events/events.jobs.ts';
import { notificationJobs } from '../modules/notifications/notifications.jobs.ts';
import { paymentJobs } from '../modules/payments/payments.jobs.ts';
import { reviewJobs } from '../modules/reviews/reviews.jobs.ts';
import { telemetryJobs } from '../modules/telemetry/telemetry.jobs.ts';
import { uploadJobs } from '../modules/uploads/uploads.jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs this app runs (src/jobs): `wake` one, read their figures. */
    jobs: JobRunner;
  }
}

/**
 * Every background job of the server, in one place (decision 094): each module's `<module>.jobs.ts` says what
 * its jobs do and how often, this list says they exist. jobs.api.test.ts fails for a job left off it.
 */
export const JOBS: readonly Job[] = [
  ...authJobs,
  ...bookingJobs,
  ...eventJobs,
  ...notificationJobs,
  ...paymentJobs,
  ...reviewJobs,
  ...telemetryJobs,
  ...uploadJobs,
];

export interface JobSwitches {
  /** BOOKING_MAINTENANCE: the `maintenance` jobs. */
  maintenance: boolean;
  /** The serving process's own (server.ts): the `server` jobs. */
  server: boolean;
}

/** The jobs an app with this configuration runs. */
export function jobsFor(config: AppConfig, switches: JobSwitches): Job[] {
  return JOBS.filter(
    (job) => (job.runs === 'always' || switches[job.runs]) && (job.needs === undefined || job.needs(config)),
  );
}

/**
 * Starts the app's jobs once it is ready and stops them when it closes, waiting for the runs in progress. Called
 * last in buildApp: Fastify closes in reverse order, so the jobs stop before anything they use (the gateway's
 * sandbox, the rate limiter). Routes reach `app.jobs` per request, never while they are registered.
 */
export function registerJobs(app: FastifyInstance, switches: JobSwitches): void {
  const runner = new JobRunner(app, jobsFor(app.config, switches));
  app.decorate('jobs', runner);
  app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop());
}
