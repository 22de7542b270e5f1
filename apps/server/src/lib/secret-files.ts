import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** 32 random bytes as hex: what every generated secret of the server is. */
const SECRET_PATTERN = /^[0-9a-f]{64}$/;

function readSecret(file: string): string {
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (!SECRET_PATTERN.test(secret))
    throw new Error(`${file} holds no usable secret: delete it to make a new one`);
  return secret;
}

/**
 * A secret kept in the data directory when none is configured (the URL-signing secret, the payout key), made
 * on first use. Processes sharing the directory that start together agree: the secret is written whole to a
 * file of this process's own, then hard-linked to its name, which fails for every process but the first (no
 * reader ever sees a half-written file); the others read the winner's.
 */
export function loadOrCreateSecretFile(file: string): string {
  try {
    return readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
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
