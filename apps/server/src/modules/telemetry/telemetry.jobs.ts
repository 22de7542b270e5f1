import { currentTime, HOUR_MS } from '@ft/shared';
import type { Job } from '../../lib/jobs.ts';
import { pruneTelemetry } from './telemetry.service.ts';

/** Analytics events, Web Vitals and error reports past TELEMETRY_RETENTION_DAYS, hourly. */
export const telemetryRetention: Job = {
  name: 'telemetry retention',
  runs: 'maintenance',
  every: HOUR_MS,
  run: ({ app }) => pruneTelemetry(app.database.db, currentTime(), app.config.telemetryRetentionDays),
};

export const telemetryJobs: Job[] = [telemetryRetention];
