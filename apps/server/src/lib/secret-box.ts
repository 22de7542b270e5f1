import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { loadOrCreateSecretFile } from './secret-files.ts';

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

/** The configured key, or the one kept at `file` in the data directory (made on first start). */
export function loadOrCreateKey(configured: Buffer | undefined, file: string): Buffer {
  return configured ?? Buffer.from(loadOrCreateSecretFile(file), 'hex');
}
