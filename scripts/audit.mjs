// Part of .ci/run: known vulnerabilities in what the product ships (`npm audit --omit=dev`), failing on high or
// critical ones. Where the registry does not answer advisories (this workplace's mirror answers 405 to the bulk
// endpoint) it says so and passes: no answer is not a clean bill, and the run prints which it was.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const FAILING = ['high', 'critical'];

/** What `npm audit --json` printed, read: `unanswered` (no advisories to read), `clean`, or `vulnerable`. */
export function auditVerdict(json) {
  let report;
  try {
    report = JSON.parse(json);
  } catch {
    return { verdict: 'unanswered', detail: 'npm audit printed no report' };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const status = report.statusCode ?? report.error?.code ?? 'no report';
    return { verdict: 'unanswered', detail: `the registry did not answer advisories (${status})` };
  }
  const failing = FAILING.filter((level) => counts[level] > 0).map((level) => `${counts[level]} ${level}`);
  const found = Object.entries(counts)
    .filter(([level, n]) => level !== 'total' && n > 0)
    .map(([level, n]) => `${n} ${level}`);
  return failing.length > 0
    ? { verdict: 'vulnerable', detail: `vulnerabilities: ${failing.join(', ')}` }
    : {
        verdict: 'clean',
        detail: found.length ? `below high: ${found.join(', ')}` : 'no known vulnerabilities',
      };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const run = spawnSync('npm', ['audit', '--json', '--omit=dev'], { encoding: 'utf8', timeout: 120_000 });
  const { verdict, detail } = auditVerdict(run.stdout ?? '');
  console.log(`npm audit (shipped dependencies): ${verdict} — ${detail}`);
  if (verdict === 'vulnerable') {
    spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], { stdio: 'inherit' });
    process.exit(1);
  }
}
