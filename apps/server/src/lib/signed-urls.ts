import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { loadOrCreateSecretFile } from './secret-files.ts';

/**
 * Signed URLs for private files on local disk (docs/decisions/084): `?expires=<unix seconds>&sig=<HMAC-SHA256
 * of key and expiry, base64url>`. Whoever holds the URL may read that one file until it expires, as with an S3
 * presigned URL, so a document opens in a new tab or an <img> without the session cookie.
 */
export interface UrlSigner {
  /** The query string (without `?`) that lets `key` be read until `expiresAt` (unix seconds). */
  sign(key: string, expiresAt: number): string;
  verify(key: string, expires: string | undefined, sig: string | undefined, now?: Date): SignatureCheck;
}
export type SignatureCheck = 'valid' | 'expired' | 'invalid';

const SECRET_FILE = 'file-url-secret';
const EXPIRES_PATTERN = /^\d{1,12}$/;
const SIG_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function createUrlSigner(secret: string): UrlSigner {
  const mac = (key: string, expires: string) =>
    createHmac('sha256', secret).update(`${key}\n${expires}`).digest();
  return {
    sign(key, expiresAt) {
      const expires = String(Math.floor(expiresAt));
      return `expires=${expires}&sig=${mac(key, expires).toString('base64url')}`;
    },
    verify(key, expires, sig, now = new Date()) {
      if (!expires || !sig || !EXPIRES_PATTERN.test(expires) || !SIG_PATTERN.test(sig)) return 'invalid';
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(key, expires);
      // Constant time: how many leading bytes matched must not show in how long the answer took.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      // Checked after the signature, so a forged URL learns nothing about expiry.
      return Number(expires) * 1000 <= now.getTime() ? 'expired' : 'valid';
    },
  };
}

/** The signing secret kept in `dir` (the data directory), made on first use. */
export function loadOrCreateUrlSecret(dir: string): string {
  return loadOrCreateSecretFile(path.join(dir, SECRET_FILE));
}
