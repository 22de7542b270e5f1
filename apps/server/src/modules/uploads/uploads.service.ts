import { randomUUID } from 'node:crypto';
import {
  displayText,
  fileErrorMessage,
  type signedUrlSchema,
  UPLOAD_LIMITS,
  type UploadedDocument,
  type UploadedImage,
  type UploadFolder,
} from '@ft/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ProcessedImage, pixelCount, processImage, withoutMetadata } from '../../lib/images.ts';
import { publicImage, putUpload, type Storage } from '../../lib/storage.ts';
import type { SessionUser } from '../../plugins/session.ts';
import * as repo from './uploads.repo.ts';

/** What the browser says a file is means nothing: the bytes decide (a `.jpg` that is HTML is refused). */
export async function assertImageBytes(bytes: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(UPLOAD_LIMITS.imageMimeTypes as readonly string[]).includes(type.mime)) {
    throw new AppError('INVALID_FILE_TYPE');
  }
}

/** Refused from the header, before anything is decoded (a decompression bomb costs nothing). */
async function assertPixelLimit(bytes: Buffer, fileName: string | undefined): Promise<void> {
  const pixels = await pixelCount(bytes);
  if (pixels !== undefined && pixels > UPLOAD_LIMITS.imageMaxPixels) {
    throw new AppError('FILE_TOO_LARGE', {
      message: `${fileErrorMessage(fileName)}. 이미지는 ${UPLOAD_LIMITS.imageMaxPixels / 10_000_000}천만 화소 이하로 올려주세요.`,
    });
  }
}

type SignedUrlView = z.infer<typeof signedUrlSchema>;

/** Every object a file row points to (an image has three sizes). */
export const storedKeys = (row: Pick<repo.FileRow, 'storageKey' | 'mediumKey' | 'thumbnailKey'>) =>
  [row.storageKey, row.mediumKey, row.thumbnailKey].filter((key): key is string => Boolean(key));

/**
 * Checks an image (typed by its bytes, within the pixel limit) and re-encodes it: WebP, no metadata, ≤ 1600 px,
 * with 800 px and 400 px versions. Nothing is stored yet: an upload form may name its folder after its files.
 */
export async function prepareImage(bytes: Buffer, fileName?: string): Promise<ProcessedImage> {
  await assertImageBytes(bytes);
  await assertPixelLimit(bytes, fileName);
  return processImage(bytes).catch(() => {
    throw new AppError('INVALID_FILE_TYPE');
  });
}

/** Both steps at once, for one image whose folder is known (the upload benchmark). */
export async function storeImage(
  db: Db,
  storage: Storage,
  owner: SessionUser,
  folder: UploadFolder,
  bytes: Buffer,
  fileName?: string,
): Promise<UploadedImage> {
  return saveImage(db, storage, owner, folder, await prepareImage(bytes, fileName));
}

/**
 * Stores a prepared image's three sizes in its folder, with its owner row. If anything fails after a size was
 * written, what was written is removed: nothing partial stays.
 */
export async function saveImage(
  db: Db,
  storage: Storage,
  owner: SessionUser,
  folder: UploadFolder,
  image: ProcessedImage,
): Promise<UploadedImage> {
  const id = randomUUID();
  const keys = {
    storageKey: `public/${folder}/${id}.webp`,
    mediumKey: `public/${folder}/${id}.md.webp`,
    thumbnailKey: `public/${folder}/${id}.thumb.webp`,
  };
  try {
    await putUpload(storage, keys.storageKey, image.full, 'image/webp');
    await putUpload(storage, keys.mediumKey, image.medium, 'image/webp');
    await putUpload(storage, keys.thumbnailKey, image.thumbnail, 'image/webp');
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
    // Settled, not all: a clean-up that fails too must not hide why the upload failed.
    await Promise.allSettled(Object.values(keys).map((key) => storage.remove(key)));
    throw error;
  }
}

// ── Documents (private) ────────────────────────────────────────────────────────────────────────────────────
const DOCUMENT_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
/** A document's storage key as this server makes them: nothing else is ever signed or looked up. */
export const DOCUMENT_KEY =
  /^private\/documents\/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\.(?:pdf|jpg|png)$/;
/** A booking conversation's photo (full size, or its `.md` size), private like a paper. */
export const MESSAGE_PHOTO_KEY =
  /^private\/messages\/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}(?:\.md)?\.webp$/;
export const FILE_NAME_MAX = 200;

/**
 * The name shown for a document: the sender's word, so only for display. Folders, control and direction
 * characters (which can make `exe.pdf` read as `fdp.exe`) go; ≤ 200 characters, keeping the extension.
 */
export function displayFileName(raw: string | undefined, extension: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = displayText(base);
  const name = clean === '' || clean === '.' || clean === '..' ? `서류.${extension}` : clean;
  const chars = Array.from(name);
  if (chars.length <= FILE_NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const tail = dot > 0 && name.length - dot <= 10 ? Array.from(name.slice(dot)) : [];
  return chars.slice(0, FILE_NAME_MAX - tail.length).join('') + tail.join('');
}

const hours = (h: number) => h * 60 * 60;

/** A fresh signed URL for a private file: the storage driver makes it (our HMAC on disk, presigned on S3). */
export async function documentLink(
  storage: Storage,
  row: Pick<repo.FileRow, 'storageKey' | 'contentType' | 'originalName'>,
  expiryHours: number = UPLOAD_LIMITS.expiryHoursDefault,
): Promise<SignedUrlView> {
  const link = await storage.signedUrl(row.storageKey, hours(expiryHours), {
    contentType: row.contentType,
    fileName: row.originalName ?? '서류',
  });
  return { url: link.url, expiresAt: link.expiresAt.toISOString() };
}

/** An image paper within the pixel limit, re-encoded in its own format without its metadata. */
async function imagePaper(bytes: Buffer, extension: string, fileName: string | undefined): Promise<Buffer> {
  await assertPixelLimit(bytes, fileName);
  return withoutMetadata(bytes, extension === 'jpg' ? 'jpeg' : 'png').catch(() => {
    throw new AppError('INVALID_FILE_TYPE');
  });
}

/**
 * Stores a paper (PDF, JPEG or PNG, judged by its bytes) under a private key, with its owner row, and answers a
 * signed URL that expires: a PDF as it came, an image without its metadata (GPS, camera). Nothing is written
 * before the type is known; a failed row removes the stored bytes.
 */
export async function storeDocument(
  db: Db,
  storage: Storage,
  owner: SessionUser,
  received: Buffer,
  fileName: string | undefined,
): Promise<UploadedDocument> {
  const type = await fileTypeFromBuffer(received);
  const extension = type && DOCUMENT_EXTENSIONS[type.mime];
  if (!type || !extension) throw new AppError('INVALID_FILE_TYPE');
  const bytes = extension === 'pdf' ? received : await imagePaper(received, extension, fileName);
  const id = randomUUID();
  const storageKey = `private/documents/${id}.${extension}`;
  const originalName = displayFileName(fileName, extension);
  await putUpload(storage, storageKey, bytes, type.mime);
  let row: repo.FileRow;
  try {
    row = await repo.insertFile(db, {
      id,
      ownerId: owner.id,
      folder: 'documents',
      storageKey,
      contentType: type.mime,
      originalName,
      byteSize: bytes.length,
      visibility: 'private',
    });
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
  return {
    id: row.id,
    path: row.storageKey,
    fileName: originalName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    ...(await documentLink(storage, row)),
  };
}

const notFound = () => new AppError('NOT_FOUND', { message: '파일을 찾을 수 없어요.' });
const mayManage = (user: SessionUser, row: repo.FileRow) => row.ownerId === user.id || user.role === 'admin';

/**
 * A new signed URL for a private document. `file_path` must be a key exactly as this server makes them (no
 * `..`, no leading `/`, no backslash, only `private/documents/…`): anything else is a 400 before any lookup.
 * Someone else's file answers 404, as one that does not exist.
 */
export async function refreshDocumentUrl(
  db: Db,
  storage: Storage,
  user: SessionUser,
  filePath: string,
  expiryHours: number,
): Promise<SignedUrlView> {
  if (!DOCUMENT_KEY.test(filePath)) {
    throw new AppError('VALIDATION_ERROR', {
      message: '파일 경로를 확인해주세요',
      fields: { file_path: '서류를 올렸을 때 받은 path 값을 보내주세요' },
    });
  }
  const row = await repo.findFileByKey(db, filePath);
  if (row?.visibility !== 'private' || !mayManage(user, row)) throw notFound();
  return documentLink(storage, row, expiryHours);
}

/**
 * The storage key a delete names: a public image by its `/files/…` URL, or a document by its `path`. Only keys
 * of the server's own patterns; anything else (a traversal, another folder) is null.
 */
function keyOfReference(reference: string): string | null {
  const image = /^(?:https?:\/\/[^/]+)?\/files\/((?:trucks|menus|profiles)\/[0-9a-f-]{36}\.webp)$/.exec(
    reference,
  );
  if (image) return `public/${image[1]}`;
  return DOCUMENT_KEY.test(reference) ? reference : null;
}

/** Removes files this request stored (their rows, then every size), when the call they belong to fails. */
export async function discardImages(db: Db, storage: Storage, images: UploadedImage[]): Promise<void> {
  const rows = await repo.deleteFiles(
    db,
    images.map((image) => image.id),
  );
  await Promise.all(rows.flatMap(storedKeys).map((key) => storage.remove(key)));
}

/**
 * Only the owner or an admin may delete; anyone else learns nothing (404), and every size goes. A paper that an
 * application holds stays: deleting it would take it out of a file an operator is reviewing.
 */
export async function deleteUpload(
  db: Db,
  storage: Storage,
  user: SessionUser,
  reference: string,
): Promise<void> {
  const key = keyOfReference(reference);
  const row = key ? await repo.findFileByKey(db, key) : undefined;
  if (!row || !mayManage(user, row)) throw notFound();
  if (row.visibility === 'private' && (await repo.isAttachedToApplication(db, row.id))) {
    throw new AppError('OPERATION_NOT_ALLOWED', { message: '신청서에 첨부된 서류는 지울 수 없어요.' });
  }
  await repo.deleteFiles(db, [row.id]);
  await Promise.all(storedKeys(row).map((k) => storage.remove(k)));
}

/**
 * A leaving person's papers: their rows go in the caller's transaction (an application loses them with it);
 * the answer removes the stored bytes once that has committed, so every signed link stops working.
 */
export async function deletePrivateFilesOf(db: Db, storage: Storage, ownerId: string) {
  const rows = await repo.deletePrivateFilesOf(db, ownerId);
  return () => Promise.all(rows.flatMap(storedKeys).map((key) => storage.remove(key)));
}

/**
 * A message photo (prepared as every image is) stored private under `private/messages/`: its full size and an
 * 800 px preview, with its owner row. If anything fails after a size was written, what was written is removed.
 * A message that names it attaches it; one nobody sends goes with the unreferenced files after a day.
 */
export async function saveMessagePhoto(
  db: Db,
  storage: Storage,
  owner: SessionUser,
  image: ProcessedImage,
): Promise<{ id: string; storageKey: string; mediumKey: string }> {
  const id = randomUUID();
  const keys = { storageKey: `private/messages/${id}.webp`, mediumKey: `private/messages/${id}.md.webp` };
  try {
    await putUpload(storage, keys.storageKey, image.full, 'image/webp');
    await putUpload(storage, keys.mediumKey, image.medium, 'image/webp');
    await repo.insertFile(db, {
      id,
      ownerId: owner.id,
      folder: 'messages',
      ...keys,
      contentType: 'image/webp',
      byteSize: image.full.length,
      width: image.width,
      height: image.height,
      visibility: 'private',
    });
  } catch (error) {
    // Settled, not all: a clean-up that fails too must not hide why the upload failed.
    await Promise.allSettled(Object.values(keys).map((key) => storage.remove(key)));
    throw error;
  }
  return { id, ...keys };
}
