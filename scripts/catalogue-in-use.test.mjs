import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
/** The catalogue: catalog.ts and the parts spread into it (business-errors.ts, payment-errors.ts, …). */
const ERRORS_DIR = 'packages/shared/src/errors';
const CATALOGUE = fs
  .readdirSync(path.join(root, ERRORS_DIR))
  .filter((name) => name === 'catalog.ts' || name.endsWith('-errors.ts'))
  .map((name) => `${ERRORS_DIR}/${name}`);
const codes = CATALOGUE.flatMap((file) =>
  [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/^ {2}([A-Z][A-Z_]+): \{/gm)].map(
    (match) => match[1],
  ),
);

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
      ...CATALOGUE.map((file) => `:!${file}`),
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
