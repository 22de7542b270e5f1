import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUrlSigner, loadOrCreateUrlSecret } from './signed-urls.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-secret-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A separate Node process that loads (or makes) the secret in `dir` and prints it. */
function secretFromAnotherProcess(dir: string): Promise<string> {
  const module = new URL('./signed-urls.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(module)}).then((m) => process.stdout.write(m.loadOrCreateUrlSecret(${JSON.stringify(dir)})))`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
    });
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
  });
}

describe('loadOrCreateUrlSecret', () => {
  it('makes one secret in DATA_DIR, readable by its owner only, and reads it back afterwards', () => {
    const dir = tempDir();
    const secret = loadOrCreateUrlSecret(dir);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadOrCreateUrlSecret(dir)).toBe(secret);
    expect(fs.statSync(path.join(dir, 'file-url-secret')).mode & 0o077).toBe(0);
    // No drafts left beside it.
    expect(fs.readdirSync(dir)).toEqual(['file-url-secret']);
  });

  it('gives processes that start together on one DATA_DIR the same secret', async () => {
    const dir = tempDir();
    const secrets = await Promise.all([1, 2, 3, 4].map(() => secretFromAnotherProcess(dir)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toBe(loadOrCreateUrlSecret(dir));
  });

  it('refuses a secret file with nothing usable in it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'file-url-secret'), 'short');
    expect(() => loadOrCreateUrlSecret(dir)).toThrow(/no usable secret/);
  });
});

describe('createUrlSigner', () => {
  const signer = createUrlSigner('a'.repeat(64));
  const key = 'private/documents/00000000-0000-4000-8000-000000000000.pdf';
  const now = new Date('2026-11-23T00:00:00Z');
  const inAnHour = now.getTime() / 1000 + 3600;
  const params = (query: string) => new URLSearchParams(query);

  it('accepts its own signature until the expiry, and not at or after it', () => {
    const query = params(signer.sign(key, inAnHour));
    const check = (at: Date) => signer.verify(key, query.get('expires')!, query.get('sig')!, at);
    expect(check(now)).toBe('valid');
    expect(check(new Date((inAnHour - 1) * 1000))).toBe('valid');
    expect(check(new Date(inAnHour * 1000))).toBe('expired');
  });

  it('refuses another key, another expiry, another secret and malformed values', () => {
    const query = params(signer.sign(key, inAnHour));
    const [expires, sig] = [query.get('expires')!, query.get('sig')!];
    expect(signer.verify(key.replace('.pdf', '.png'), expires, sig, now)).toBe('invalid');
    expect(signer.verify(key, String(inAnHour + 1), sig, now)).toBe('invalid');
    expect(createUrlSigner('b'.repeat(64)).verify(key, expires, sig, now)).toBe('invalid');
    for (const [e, s] of [
      [undefined, sig],
      [expires, undefined],
      [`${expires}.5`, sig],
      [expires, `${sig}=`],
      [expires, sig.slice(1)],
    ])
      expect(signer.verify(key, e, s, now)).toBe('invalid');
  });
});
