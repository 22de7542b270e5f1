import { randomUUID } from 'node:crypto';
import { UPLOAD_LIMITS, type UploadedImage, type UploadFolder } from '@ft/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { processImage } from '../../lib/images.ts';
import { publicImage, type Storage } from '../../lib/storage.ts';
import type { SessionUser } from '../../plugins/session.ts';
import * as repo from './uploads.repo.ts';

/** What the browser says a file is means nothing: the bytes decide (a `.jpg` that is HTML is refused). */
export async function assertImageBytes(bytes: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(UPLOAD_LIMITS.imageMimeTypes as readonly string[]).includes(type.mime)) {
    throw new AppError('INVALID_FILE_TYPE');
  }
}

const storedKeys = (row: repo.FileRow) =>
  [row.storageKey, row.mediumKey, row.thumbnailKey].filter((key): key is string => Boolean(key));

/**
 * Checks, re-encodes (WebP, no metadata, ≤ 1600 px, 800 px and 400 px versions) and stores one image with its
 * owner row. If anything fails after a size was written, what was written is removed: nothing partial stays.
 */
export async function storeImage(
  db: Db,
  storage: Storage,
  owner: SessionUser,
  folder: UploadFolder,
  bytes: Buffer,
): Promise<UploadedImage> {
  await assertImageBytes(bytes);
  const image = await processImage(bytes).catch(() => {
    throw new AppError('INVALID_FILE_TYPE');
  });
  const id = randomUUID();
  const keys = {
    storageKey: `public/${folder}/${id}.webp`,
    mediumKey: `public/${folder}/${id}.md.webp`,
    thumbnailKey: `public/${folder}/${id}.thumb.webp`,
  };
  try {
    await storage.put(keys.storageKey, image.full, 'image/webp');
    await storage.put(keys.mediumKey, image.medium, 'image/webp');
    await storage.put(keys.thumbnailKey, image.thumbnail, 'image/webp');
    const row = await repo.insertFile(db, {
      id,
      ownerId: owner.id,
      folder,
      ...keys,
      contentType: 'image/webp',
      byteSize: image.full.length,
      width: image.width,
      height: image.height,
      visibility: 'public',
    });
    return { id: row.id, ...publicImage(row) };
  } catch (error) {
    await Promise.all(Object.values(keys).map((key) => storage.remove(key)));
    throw error;
  }
}

/** The storage key behind a public file URL (`/files/trucks/….webp`), or null for anything else. */
function keyOfPublicUrl(url: string): string | null {
  const match = /^(?:https?:\/\/[^/]+)?\/files\/((?:trucks|menus|profiles)\/[0-9a-f-]{36}\.webp)$/.exec(url);
  return match ? `public/${match[1]}` : null;
}

/** Removes files this request stored (their rows, then every size), when the call they belong to fails. */
export async function discardImages(db: Db, storage: Storage, images: UploadedImage[]): Promise<void> {
  const rows = await repo.deleteFiles(
    db,
    images.map((image) => image.id),
  );
  await Promise.all(rows.flatMap(storedKeys).map((key) => storage.remove(key)));
}

/** Only the owner or an admin may delete; anyone else learns nothing (404), and every size goes. */
export async function deleteImage(db: Db, storage: Storage, user: SessionUser, url: string): Promise<void> {
  const key = keyOfPublicUrl(url);
  const row = key ? await repo.findFileByKey(db, key) : undefined;
  if (!row || (row.ownerId !== user.id && user.role !== 'admin')) {
    throw new AppError('NOT_FOUND', { message: '파일을 찾을 수 없어요.' });
  }
  await repo.deleteFiles(db, [row.id]);
  await Promise.all(storedKeys(row).map((k) => storage.remove(k)));
}
