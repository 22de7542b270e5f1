import { currentTime, UPLOAD_LIMITS } from '@ft/shared';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import * as repo from './uploads.repo.ts';
import { storedKeys } from './uploads.service.ts';

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
