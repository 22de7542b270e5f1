import { HOUR_MS } from '@ft/shared';
import type { Job } from '../../lib/jobs.ts';
import { removeUnreferencedFiles } from './file-cleanup.ts';

/** Uploads nothing uses after a day (decision 011), hourly; idempotent and safe with other instances. */
export const fileCleanup: Job = {
  name: 'file cleanup',
  runs: 'server',
  every: HOUR_MS,
  run: ({ app }) => removeUnreferencedFiles(app.database.db, app.storage),
};

export const uploadJobs: Job[] = [fileCleanup];
