import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const CATALOGUE = 'packages/shared/src/errors/catalog.ts';
const codes = [
  ...fs.readFileSync(path.join(root, CATALOGUE), 'utf8').matchAll(/^ {2}([A-Z][A-Z_]+): \{/gm),
].map((match) => match[1]);

/** Every catalogue code named as a whole word in the apps' and shared package's source (tests aside). */
function codesInUse() {
  // One search for all of them: `git grep -o` prints each match after its file's name.
  const out = execFileSync(
    'git',
    [
      'grep',
      '-ow',
      '-E',
      codes.join('|'),
      '--',
      'apps',
      'packages/shared/src',
      `:!${CATALOGUE}`,
      ':!*.test.ts',
      ':!*.test.tsx',
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return new Set(out.split('\n').map((line) => line.slice(line.lastIndexOf(':') + 1)));
}

describe('the error catalogue', () => {
  it('has only codes that the server or the web app answers or shows', () => {
    expect(codes.length).toBeGreaterThan(40);
    const used = codesInUse();
    expect(codes.filter((code) => !used.has(code))).toEqual([]);
  });
});
