import { currentTimeMs, type MessagePhoto } from '@ft/shared';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { prepareImage, saveMessagePhoto } from '../uploads/uploads.service.ts';
import type { PhotoRow } from './messages.repo.ts';

const HOUR_S = 60 * 60;

/**
 * Seconds until the end of the hour after this one: a link made any time within an hour is the same link (the
 * browser keeps the image across the list's refetches), and it lasts one to two hours.
 */
const linkLifetimeS = () => {
  const nowS = Math.floor(currentTimeMs() / 1000);
  return 2 * HOUR_S - (nowS % HOUR_S);
};

/** Signed links to a message photo; only a party of its thread (or an operator after a report) is given them. */
export async function photoLinks(storage: Storage, photo: PhotoRow): Promise<MessagePhoto> {
  const lifetime = linkLifetimeS();
  const meta = { contentType: 'image/webp', fileName: '사진.webp' };
  const [full, preview] = await Promise.all([
    storage.signedUrl(photo.storageKey, lifetime, meta),
    storage.signedUrl(photo.mediumKey ?? photo.storageKey, lifetime, meta),
  ]);
  return { id: photo.id, url: full.url, previewUrl: preview.url };
}

/**
 * A photo for a message, checked and re-encoded as every image is (WebP, no metadata, ≤ 1600 px, an 800 px
 * preview), stored private under `private/messages/` (the uploads module's `saveMessagePhoto`). A message that
 * names it attaches it; one nobody sends goes with the unreferenced files after a day.
 */
export async function storeMessagePhoto(
  db: Db,
  storage: Storage,
  owner: SessionUser,
  bytes: Buffer,
  fileName: string | undefined,
): Promise<MessagePhoto> {
  const image = await prepareImage(bytes, fileName);
  return photoLinks(storage, await saveMessagePhoto(db, storage, owner, image));
}
