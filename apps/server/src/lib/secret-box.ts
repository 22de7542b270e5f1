import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encrypts small secrets kept in the database (payout account numbers) with AES-256-GCM: a copied database
 * or backup shows nothing without the key, and a changed ciphertext fails to open instead of opening wrong.
 * Format: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

const KEY_BYTES = 32;

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error('The secret box needs a 32-byte key');
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/**
 * The configured key, or the one kept at `file` (created on first start, readable by this user only). `wx`
 * makes the first of several instances sharing a data directory win and the others read its key.
 */
export function loadOrCreateKey(configured: Buffer | undefined, file: string): Buffer {
  if (configured) return configured;
  try {
    const existing = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (existing.length === KEY_BYTES) return existing;
    throw new Error(`${file} does not hold a 32-byte base64 key`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return loadOrCreateKey(undefined, file);
}
