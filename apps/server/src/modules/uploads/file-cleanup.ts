import { currentTime, UPLOAD_LIMITS } from '@ft/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { loggableError } from '../../lib/loggable-error.ts';
import type { Storage } from '../../lib/storage.ts';
import * as repo from './uploads.repo.ts';
import { storedKeys } from './uploads.service.ts';

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 200;

/**
 * Removes files older than 24 h that nothing references: rows first (one locked batch at a time, so any number
 * of instances share the work without doing it twice), then their stored objects. Running it again finds
 * nothing more; an object already gone is fine. Should a process stop between the two steps, objects without
 * rows stay behind: unreachable and harmless, only space.
 */
export async function removeUnreferencedFiles(
  db: Db,
  storage: Storage,
  now: Date = currentTime(),
): Promise<{ files: number; objects: number }> {
  const cutoff = new Date(now.getTime() - UPLOAD_LIMITS.unreferencedFileTtlMs);
  let files = 0;
  let objects = 0;
  for (;;) {
    const rows = await repo.deleteUnreferencedFiles(db, cutoff, BATCH);
    const keys = rows.flatMap(storedKeys);
    await Promise.all(keys.map((key) => storage.remove(key)));
    files += rows.length;
    objects += keys.length;
    if (rows.length < BATCH) return { files, objects };
  }
}

/**
 * Runs the clean-up once the app is ready and then hourly, like the booking maintenance: the timer never keeps
 * the process alive, runs never overlap, and closing the app waits for the run in progress.
 */
export function scheduleFileCleanup(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = removeUnreferencedFiles(app.database.db, app.storage)
      .then((counts) => {
        if (counts.files > 0) app.log.info(counts, 'unreferenced files removed');
      })
      .catch((error: unknown) => app.log.warn({ error: loggableError(error) }, 'file clean-up failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, CLEANUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
