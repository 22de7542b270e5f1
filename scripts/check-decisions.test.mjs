import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDecisions } from './check-decisions.mjs';

let root;
function repo(files) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-decisions-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const record = (
  number,
  title,
  body,
  { date = '- Date: 2026-12-08\n', status = '- Status: accepted\n' } = {},
) => `# ${number} — ${title}\n\n${date}${status}\n${body}`;

const GOOD = record(
  '001',
  'Uploads are checked by their bytes',
  [
    '## Context',
    'A file is hostile until shown otherwise (docs/product.md § Uploads).',
    '',
    '## Decision',
    'The type comes from the bytes (`lib/images.ts`, `apps/server/src/lib/images.ts`, `e2e/bench/`); see',
    '[002](002-signed-urls.md) and docs/decisions/002. `@fastify/multipart`, `multipart/form-data`,',
    '`private/documents/<uuid>.pdf` and `apps/server/dist/server.js` are no paths to check; color `#333`.',
    '',
    '## Consequences',
    'Decisions 001 and 002 stand. Figures: 0.05 of a bare route.',
    '',
  ].join('\n'),
);
const SECOND = record(
  '002',
  'Private papers by signed URL',
  '## Decision\nA signed URL is its own permission.\n',
);
const INDEX = [
  '# Decisions',
  '',
  '| No. | Record | Status | In one line |',
  '| --- | --- | --- | --- |',
  '| 001 | [Uploads are checked by their bytes](001-uploads.md) | accepted | the bytes decide |',
  '| 002 | [Private papers by signed URL](002-signed-urls.md) | accepted | a link is its own permission |',
  '',
].join('\n');
const TREE = {
  'docs/product.md': '# Product\n',
  'apps/server/src/lib/images.ts': 'export {};\n',
  'e2e/bench/web.bench.mjs': '\n',
};

describe('check-decisions', () => {
  it('accepts a record that has its lines, cites only the repository and is indexed', () => {
    const files = {
      ...TREE,
      'docs/decisions/001-uploads.md': GOOD,
      'docs/decisions/002-signed-urls.md': SECOND,
      'docs/decisions/README.md': INDEX,
      'apps/server/src/app.ts': '// Signed URLs (docs/decisions/002, docs/decisions/001-uploads.md).\n',
    };
    expect(checkDecisions(repo(files))).toEqual([]);
  });

  it('refuses a record without Date and Status, of 60 lines, citing issues and paths that are not there', () => {
    const bad = record(
      '002',
      'Private papers by signed URL',
      [
        '## Context',
        'Reported in issue 50 and #51 (이슈 정리), https://github.com/acme/app/issues/52.',
        'See [the walk](../walk-notes.md), `lib/signed-urls.ts`, apps/server/src/gone.ts and decision 071.',
        ...Array.from({ length: 54 }, (_, i) => `Line ${i}.`),
        '',
      ].join('\n'),
      { date: '', status: '' },
    );
    const files = {
      ...TREE,
      'docs/decisions/001-uploads.md': GOOD,
      'docs/decisions/002-signed-urls.md': bad,
      'docs/decisions/README.md': INDEX,
    };
    const at = 'docs/decisions/002-signed-urls.md';
    expect(checkDecisions(repo(files))).toEqual([
      `${at}: 60 lines (a record stays under 60)`,
      `${at}: no "- Date: YYYY-MM-DD" line`,
      `${at}: no "- Status: …" line`,
      `${at}:5: cites an issue number (say what the thing is, not where it was reported)`,
      `${at}:5: cites an issue number (#N) (say what the thing is, not where it was reported)`,
      `${at}:5: cites 이슈 (say what the thing is, not where it was reported)`,
      `${at}:5: cites a GitHub issue or pull-request URL (say what the thing is, not where it was reported)`,
      `${at}:6: links to ../walk-notes.md, which is not in the repository`,
      `${at}:6: \`lib/signed-urls.ts\` is not in the repository`,
      `${at}:6: apps/server/src/gone.ts is not in the repository`,
      `${at}:6: names decision 071, which has no record`,
    ]);
  });

  it('refuses an index that misses a record, lists one that does not exist or drifts from its title', () => {
    const index = [
      '| No. | Record | Status | In one line |',
      '| --- | --- | --- | --- |',
      '| 001 | [Uploads are checked](001-uploads.md) | superseded | the bytes decide |',
      '| 003 | [Kept trucks](003-kept-trucks.md) | accepted | 찜 |',
      '',
    ].join('\n');
    const files = {
      ...TREE,
      'docs/decisions/001-uploads.md': GOOD,
      'docs/decisions/002-signed-urls.md': SECOND,
      'docs/decisions/README.md': index,
    };
    expect(checkDecisions(repo(files))).toEqual([
      'docs/decisions/README.md:3: title differs from 001-uploads.md\'s heading "Uploads are checked by their bytes"',
      'docs/decisions/README.md:3: status "superseded" differs from 001-uploads.md\'s "accepted"',
      'docs/decisions/README.md:4: lists 003-kept-trucks.md, which is not a record',
      'docs/decisions/README.md: does not list 002-signed-urls.md',
    ]);
    fs.rmSync(path.join(root, 'docs/decisions/README.md'));
    expect(checkDecisions(root)).toEqual(['docs/decisions/README.md is missing: it lists every record']);
  });

  it('refuses a mention elsewhere of a record that does not exist, or by an old file name', () => {
    const files = {
      ...TREE,
      'docs/decisions/001-uploads.md': GOOD,
      'docs/decisions/002-signed-urls.md': SECOND,
      'docs/decisions/README.md': INDEX,
      'README.md': 'Storage drivers: docs/decisions/003.\n',
      'apps/server/src/app.ts': '// (docs/decisions/001-uploads-and-storage.md)\n',
    };
    expect(checkDecisions(repo(files))).toEqual([
      'README.md:1: docs/decisions/003 is not a record',
      'apps/server/src/app.ts:1: docs/decisions/001-uploads-and-storage.md is not a record',
    ]);
  });
});
