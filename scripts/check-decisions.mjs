// Part of `npm run lint`: the decision records (docs/decisions/) stay readable in one sitting and cite only what
// a reader has in the repository. Each record has its Date and Status lines, stays under 60 lines, names no
// issue tracker (issue numbers, #12, 이슈, GitHub issue or pull-request URLs), and every relative link, backticked
// path or repository path it mentions exists; every decision it names exists too. The index
// (docs/decisions/README.md) lists each record exactly once, with its own title and status. Anywhere else in the
// repository a `docs/decisions/NNN` path must name a record that exists.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const DECISIONS_DIR = 'docs/decisions';
export const MAX_LINES = 60;
const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  'bench-results',
  'data',
]);
const TEXT_FILE = /\.(md|ts|tsx|mts|mjs|js|cjs|sql|css|html|ya?ml)$/;
const REPO_ROOTS = ['apps/', 'packages/', 'e2e/', 'docs/', 'scripts/'];

/** Where a record points at a tracker instead of saying what the thing is. */
const TRACKER_CITATIONS = [
  [/\bissues?\s*#?\d+/i, 'an issue number'],
  [/(?<!&)#\d+\b/, 'an issue number (#N)'],
  [/이슈/, '이슈'],
  [/github\.com\/[^\s)`]*\/(issues|pull)\b/i, 'a GitHub issue or pull-request URL'],
];

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* walk(path.join(dir, entry.name));
    } else yield path.join(dir, entry.name);
  }
}

/** Every file and folder of the repository, and every tail of their paths (`lib/x.ts` for apps/web/src/lib/x.ts). */
function repositoryPaths(root) {
  const files = [];
  const tails = new Set();
  for (const file of walk(root)) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    files.push(rel);
    const parts = rel.split('/');
    for (let end = parts.length; end > 0; end--) {
      for (let start = 0; start < end; start++) tails.add(parts.slice(start, end).join('/'));
    }
  }
  return { files, tails };
}

const stripCode = (line) => line.replace(/`[^`]*`/g, '``');

/** `lib/x.ts`, `apps/server/seed/photos`, `e2e/bench/plain-react/`: a path, not a package, a MIME type or a URL. */
function looksLikePath(token) {
  if (!/^[\w.@-][\w.@[\]-]*(\/[\w.@[\]-]+)+\/?$/.test(token)) return false;
  if (token.startsWith('@') || token.startsWith('node_modules/')) return false;
  if (token.split('/').includes('dist')) return false; // build output, made by `npm run build`
  const last = token.replace(/\/$/, '').split('/').at(-1);
  return /\.[a-z0-9]{1,5}$/i.test(last) || REPO_ROOTS.some((r) => token.startsWith(r));
}

/** Whether a path a document mentions is in the repository: as written, from the document's folder, or a tail. */
function pathExists(root, fromDir, target, paths, records) {
  const clean = target.replace(/[#?].*$/, '').replace(/\/$/, '');
  const short = /^docs\/decisions\/(\d{3})$/.exec(clean);
  if (short) return records.has(short[1]);
  if (fs.existsSync(path.join(root, clean)) || fs.existsSync(path.join(root, fromDir, clean))) return true;
  return !clean.startsWith('.') && paths.tails.has(clean);
}

function recordsOf(root) {
  const dir = path.join(root, DECISIONS_DIR);
  const records = new Map();
  for (const name of fs.readdirSync(dir).sort()) {
    const match = RECORD_FILE.exec(name);
    if (match) records.set(match[1], { name, text: fs.readFileSync(path.join(dir, name), 'utf8') });
  }
  return records;
}

const titleOf = (text) => /^# (\d{3}) — (.+)$/m.exec(text);
const statusOf = (text) => /^- Status: (.+)$/m.exec(text)?.[1];
const firstWord = (text) =>
  (text ?? '')
    .trim()
    .split(/[\s;,.(]/)[0]
    .toLowerCase();

function checkRecord(root, number, { name, text }, paths, records) {
  const problems = [];
  const where = `${DECISIONS_DIR}/${name}`;
  const lines = text.replace(/\n$/, '').split('\n');
  if (lines.length >= MAX_LINES)
    problems.push(`${where}: ${lines.length} lines (a record stays under ${MAX_LINES})`);
  const title = titleOf(text);
  if (!title) problems.push(`${where}: no "# ${number} — title" heading`);
  else if (title[1] !== number)
    problems.push(`${where}: its heading says ${title[1]}, its file name ${number}`);
  if (!/^- Date: \d{4}-\d{2}-\d{2}\b/m.test(text)) problems.push(`${where}: no "- Date: YYYY-MM-DD" line`);
  if (!statusOf(text)) problems.push(`${where}: no "- Status: …" line`);

  lines.forEach((line, index) => {
    const at = `${where}:${index + 1}`;
    for (const [pattern, what] of TRACKER_CITATIONS) {
      if (pattern.test(what.includes('#N') ? stripCode(line) : line))
        problems.push(`${at}: cites ${what} (say what the thing is, not where it was reported)`);
    }
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^([a-z]+:|#)/i.test(target)) continue;
      if (!pathExists(root, DECISIONS_DIR, target, paths, records))
        problems.push(`${at}: links to ${target}, which is not in the repository`);
    }
    for (const [, token] of line.matchAll(/`([^`\s]+)`/g)) {
      if (looksLikePath(token) && !pathExists(root, DECISIONS_DIR, token, paths, records))
        problems.push(`${at}: \`${token}\` is not in the repository`);
    }
    const prose = stripCode(line).replace(/\]\([^)]*\)/g, ']');
    for (const [, token] of prose.matchAll(
      /(?<![\w/.-])((?:apps|packages|e2e|docs|scripts)\/[\w./[\]-]*[\w/\]])/g,
    )) {
      if (looksLikePath(token) && !pathExists(root, DECISIONS_DIR, token, paths, records))
        problems.push(`${at}: ${token} is not in the repository`);
    }
    for (const [phrase] of stripCode(line).matchAll(
      /\bdecisions?\s+\d{3}(?:(?:\s*[–-]\s*|,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)\d{3})*/gi,
    )) {
      for (const [cited] of phrase.matchAll(/\d{3}/g)) {
        if (!records.has(cited)) problems.push(`${at}: names decision ${cited}, which has no record`);
      }
    }
  });
  return problems;
}

/** The index: one table row per record, `| NNN | [title](NNN-name.md) | status | summary |`. */
function checkIndex(root, records) {
  const where = `${DECISIONS_DIR}/README.md`;
  const file = path.join(root, where);
  if (!fs.existsSync(file)) return [`${where} is missing: it lists every record`];
  const problems = [];
  const listed = new Map();
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const row = /^\|\s*(\d{3})\s*\|\s*\[(.+?)\]\((\d{3})-[^)]+\.md\)\s*\|([^|]*)\|([^|]*)\|\s*$/.exec(line);
      const at = `${where}:${index + 1}`;
      if (!row) {
        if (/\]\(\d{3}-/.test(line))
          problems.push(`${at}: not a "| NNN | [title](file) | status | summary |" row`);
        return;
      }
      const [, number, title, linked, status, summary] = row;
      const file = /\]\(([^)]+)\)/.exec(line)[1];
      if (listed.has(number)) problems.push(`${at}: ${number} is listed twice`);
      listed.set(number, true);
      const record = records.get(number);
      if (!record || record.name !== file) {
        problems.push(`${at}: lists ${file}, which is not a record`);
        return;
      }
      if (linked !== number) problems.push(`${at}: the row's number ${number} links to ${file}`);
      const heading = titleOf(record.text)?.[2];
      if (heading && title !== heading)
        problems.push(`${at}: title differs from ${file}'s heading "${heading}"`);
      const own = statusOf(record.text);
      if (own && firstWord(status) !== firstWord(own))
        problems.push(`${at}: status "${status.trim()}" differs from ${file}'s "${own}"`);
      if (!summary.trim()) problems.push(`${at}: no one-line summary`);
    });
  for (const [number, { name }] of records) {
    if (!listed.has(number)) problems.push(`${where}: does not list ${name}`);
  }
  return problems;
}

/** `docs/decisions/NNN…` anywhere else in the repository names a record that exists. */
function checkMentions(root, paths, records) {
  const problems = [];
  for (const rel of [...paths.files].sort()) {
    if (!TEXT_FILE.test(rel) || rel.startsWith(`${DECISIONS_DIR}/`) || rel.endsWith('.test.mjs')) continue;
    const text = fs.readFileSync(path.join(root, rel), 'utf8');
    if (!text.includes('docs/decisions/')) continue;
    text.split('\n').forEach((line, index) => {
      for (const [, number, rest] of line.matchAll(/docs\/decisions\/(\d{3})([-a-z0-9]*(?:\.md)?)/g)) {
        const record = records.get(number);
        const named = rest ? `${number}${rest}` : '';
        if (!record || (named.endsWith('.md') && record.name !== named))
          problems.push(`${rel}:${index + 1}: docs/decisions/${named || number} is not a record`);
      }
    });
  }
  return problems;
}

export function checkDecisions(root) {
  const records = recordsOf(root);
  const paths = repositoryPaths(root);
  const problems = [];
  for (const [number, record] of records) problems.push(...checkRecord(root, number, record, paths, records));
  problems.push(...checkIndex(root, records), ...checkMentions(root, paths, records));
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const problems = checkDecisions(root);
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length > 0) {
    console.error(`${problems.length} decision-record problem(s) (scripts/check-decisions.mjs).`);
    process.exit(1);
  }
  console.log(
    `Decisions: ${recordsOf(root).size} records, each under ${MAX_LINES} lines, indexed, citing only the repository.`,
  );
}
