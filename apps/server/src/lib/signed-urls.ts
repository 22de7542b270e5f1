import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Signed URLs for private files on local disk (docs/decisions/011): `?expires=<unix seconds>&sig=<HMAC-SHA256
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

function readSecret(file: string): string {
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it to make a new one`);
  return secret;
}

/**
 * The signing secret kept in `dir`, made on first use. Two processes sharing `dir` that start together agree:
 * the secret is written whole to a file of this process's own, then hard-linked to its name, which fails for
 * every process but the first (no reader ever sees a half-written file); the others read the winner's.
 */
export function loadOrCreateUrlSecret(dir: string): string {
  const file = path.join(dir, SECRET_FILE);
  try {
    return readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dir, { recursive: true });
  const draft = `${file}.${randomUUID()}`;
  fs.writeFileSync(draft, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return readSecret(file);
}
