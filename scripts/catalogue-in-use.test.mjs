import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const catalogue = fs.readFileSync(path.join(root, 'packages/shared/src/errors/catalog.ts'), 'utf8');
const codes = [...catalogue.matchAll(/^ {2}([A-Z][A-Z_]+): \{/gm)].map((match) => match[1]);

/** The source files (tests aside) that name `code` as a whole word, outside the catalogue itself. */
function usesOf(code) {
  const out = execFileSync(
    'git',
    ['grep', '-lw', code, '--', 'apps', 'packages/shared/src', ':!*.test.ts', ':!*.test.tsx'],
    { cwd: root, encoding: 'utf8' },
  );
  return out.split('\n').filter((file) => file && !file.endsWith('errors/catalog.ts'));
}

describe('the error catalogue', () => {
  it('has only codes that the server or the web app answers or shows', () => {
    expect(codes.length).toBeGreaterThan(40);
    const unused = codes.filter((code) => {
      try {
        return usesOf(code).length === 0;
      } catch {
        // git grep exits 1 when nothing matches.
        return true;
      }
    });
    expect(unused).toEqual([]);
  });
});
