import { UPLOAD_LIMITS } from '@ft/shared';
import sharp from 'sharp';

const MEDIUM_PX = 800;

export interface ProcessedImage {
  full: Buffer;
  /** 800 px on the longest side, same framing as `full`: what a phone screen needs. */
  medium: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** Decoding stops at the pixel limit whatever the caller checked (sharp's own guard, set to ours). */
const decode = (input: Buffer) =>
  sharp(input, { failOn: 'error', limitInputPixels: UPLOAD_LIMITS.imageMaxPixels });

/** Width × height from the header alone, nothing decoded; undefined when the header cannot be read. */
export async function pixelCount(input: Buffer): Promise<number | undefined> {
  const { width, height } = await sharp(input)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  return width && height ? width * height : undefined;
}

/**
 * A JPEG or PNG paper as it looks, without what the camera wrote beside it (GPS position, device, time):
 * rotation applied, the same format, JPEG at a quality that keeps small print legible.
 */
export async function withoutMetadata(input: Buffer, format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = decode(input).rotate();
  return format === 'jpeg' ? image.jpeg({ quality: 92 }).toBuffer() : image.png().toBuffer();
}

/**
 * Re-encodes an image to WebP: rotation applied, metadata (EXIF, GPS) dropped, capped in size,
 * plus a list thumbnail. The same path serves uploads and the demo seed.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const base = decode(input).rotate();
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
  const medium = await base
    .clone()
    .resize({ width: MEDIUM_PX, height: MEDIUM_PX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  const thumbnail = await base
    .clone()
    .resize({
      width: UPLOAD_LIMITS.thumbnailPx,
      height: Math.round((UPLOAD_LIMITS.thumbnailPx * 2) / 3),
      fit: 'cover',
    })
    .webp({ quality: 72 })
    .toBuffer();
  return { full, medium, thumbnail, width: info.width, height: info.height };
}
