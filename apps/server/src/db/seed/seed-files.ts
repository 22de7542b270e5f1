import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Storage } from '../../lib/storage.ts';

/**
 * The seed's own files, kept in the repository under apps/server/seed: the demo trucks' photos (each in the
 * three sizes an upload is stored in) and the policies' texts. Found from the source and from the bundle.
 */
let found: string | undefined;
export function seedFilesFolder(): string {
  if (found) return found;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'seed');
    if (fs.existsSync(path.join(candidate, 'photos'))) {
      found = candidate;
      return found;
    }
    dir = path.dirname(dir);
  }
  throw new Error('Could not find the seed files (apps/server/seed)');
}

export interface StoredSeedPhoto {
  id: string;
  folder: 'trucks' | 'menus';
  storageKey: string;
  mediumKey: string;
  thumbnailKey: string;
  byteSize: number;
  width: number;
  height: number;
}

/**
 * Stores a demo photo (`<name>.webp`, `.md.webp`, `.thumb.webp`, already in the sizes uploads are kept in) as an
 * upload would be: under new keys in its public folder.
 */
export async function storeSeedPhoto(
  storage: Storage,
  name: string,
  folder: 'trucks' | 'menus',
): Promise<StoredSeedPhoto> {
  const photos = path.join(seedFilesFolder(), 'photos');
  const read = (suffix: string) => fs.promises.readFile(path.join(photos, `${name}${suffix}`));
  const [full, medium, thumbnail] = await Promise.all([read('.webp'), read('.md.webp'), read('.thumb.webp')]);
  const { width = 0, height = 0 } = await sharp(full).metadata();
  const id = randomUUID();
  const keys = {
    storageKey: `public/${folder}/${id}.webp`,
    mediumKey: `public/${folder}/${id}.md.webp`,
    thumbnailKey: `public/${folder}/${id}.thumb.webp`,
  };
  await Promise.all([
    storage.put(keys.storageKey, full, 'image/webp'),
    storage.put(keys.mediumKey, medium, 'image/webp'),
    storage.put(keys.thumbnailKey, thumbnail, 'image/webp'),
  ]);
  return { id, folder, ...keys, byteSize: full.length, width, height };
}
