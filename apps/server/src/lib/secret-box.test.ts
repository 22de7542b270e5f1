import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadOrCreateKey } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and each seal differs', () => {
    const a = box.seal('1002123456789');
    expect(a).not.toContain('1002123456789');
    expect(a).not.toBe(box.seal('1002123456789'));
    expect(box.open(a)).toBe('1002123456789');
  });

  it('refuses a changed ciphertext or another key', () => {
    const sealed = box.seal('1002123456789');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0]! ^= 1;
    expect(() => box.open([...parts.slice(0, 3), body.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('generates a key once into the data directory and reads it back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-key-'));
    const file = path.join(dir, 'payout-key');
    const first = loadOrCreateKey(undefined, file);
    expect(first).toHaveLength(32);
    expect(loadOrCreateKey(undefined, file).equals(first)).toBe(true);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    const configured = randomBytes(32);
    expect(loadOrCreateKey(configured, file)).toBe(configured);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
