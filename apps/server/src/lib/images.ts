import { UPLOAD_LIMITS } from '@ft/shared';
import sharp from 'sharp';

export interface ProcessedImage {
  full: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an image to WebP: rotation applied, metadata (EXIF, GPS) dropped, capped in size,
 * plus a list thumbnail. The same path serves uploads and the demo seed.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const base = sharp(input, { failOn: 'error' }).rotate();
  const { data: full, info } = await base
    .clone()
    .resize({
      width: UPLOAD_LIMITS.imageMaxPx,
      height: UPLOAD_LIMITS.imageMaxPx,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  const thumbnail = await base
    .clone()
    .resize({
      width: UPLOAD_LIMITS.thumbnailPx,
      height: Math.round((UPLOAD_LIMITS.thumbnailPx * 2) / 3),
      fit: 'cover',
    })
    .webp({ quality: 72 })
    .toBuffer();
  return { full, thumbnail, width: info.width, height: info.height };
}
