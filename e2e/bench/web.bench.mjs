// `npm run bench:web`: Lighthouse (mobile: simulated slow 4G, 4× CPU) on the public screens and the booking
// flow's first step of the production build, in Debian's Chromium. Prints LCP, total blocking time, CLS,
// performance score and the JavaScript the page loaded (as sent, and gzip-compressed), each beside its goal
// (docs/product.md § Performance), and names the figures that fall short. Each page is measured RUNS times;
// the median run is reported.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Half of each screen's page-load budget (LCP, ms), and the goals every page shares. */
const LCP_GOALS = { home: 1500, foodtruckList: 1250, foodtruckDetail: 1000, policy: 1500, booking: 1250 };
const GOALS = { tbt: 200, cls: 0.05, score: 0.95, jsKiB: 110 };

const server = spawn(process.execPath, [path.join(import.meta.dirname, '../support/start-server.mjs')], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** The page's scripts as the browser received them, and what they weigh gzip-compressed (the budget's unit). */
async function scriptSizes(items) {
  let sent = 0;
  let gzip = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    sent += item.transferSize;
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { jsSentKiB: sent / 1024, jsGzipKiB: gzip / 1024 };
}

async function measure(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const audits = result.lhr.audits;
  if (result.lhr.runtimeError) return { lcp: Number.NaN, error: result.lhr.runtimeError.code };
  return {
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    score: result.lhr.categories.performance.score,
    lcpElement:
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
    ...(await scriptSizes(audits['network-requests'].details.items)),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await waitForServer();
  const first = (await (await fetch(`${BASE}/api/v1/foodtrucks?limit=1`)).json()).data[0];
  const pages = [
    ['home', '/'],
    ['foodtruckList', '/foodtrucks'],
    ['foodtruckDetail', `/foodtrucks/${first.id}`],
    ['policy', '/policies/terms'],
    // The booking flow's first step, as a truck page's 예약 요청하기 opens it.
    ['booking', `/booking/event-type?truckId=${first.id}`],
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    console.log(`Lighthouse ${RUNS}× per page (mobile, simulated throttling), median run by LCP:`);
    const shortfalls = [];
    for (const [name, url] of pages) {
      const runs = [];
      const failed = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await measure(chrome.port, `${BASE}${url}`);
        // A run Lighthouse could not finish (it says why) has no figures: counted apart, not as a median.
        if (Number.isFinite(result.lcp)) runs.push(result);
        else failed.push(result.error ?? 'no LCP');
      }
      if (failed.length)
        console.log(`  ${name.padEnd(16)} ${failed.length} run(s) without figures: ${failed.join('; ')}`);
      if (runs.length === 0) {
        shortfalls.push(`${name} (no run finished)`);
        continue;
      }
      const lcp = median(runs.map((r) => r.lcp));
      const run = runs.find((r) => r.lcp === lcp);
      const checks = [
        ['LCP', `${Math.round(run.lcp)} ms`, `≤ ${LCP_GOALS[name]}`, run.lcp <= LCP_GOALS[name]],
        ['TBT', `${Math.round(run.tbt)} ms`, `≤ ${GOALS.tbt}`, run.tbt <= GOALS.tbt],
        ['CLS', run.cls.toFixed(3), `≤ ${GOALS.cls}`, run.cls <= GOALS.cls],
        ['score', run.score.toFixed(2), `≥ ${GOALS.score}`, run.score >= GOALS.score],
        [
          'JS',
          `${run.jsGzipKiB.toFixed(1)} KiB gzip (${run.jsSentKiB.toFixed(1)} sent)`,
          `≤ ${GOALS.jsKiB}`,
          run.jsGzipKiB <= GOALS.jsKiB,
        ],
      ];
      const missed = checks.filter((c) => !c[3]).map((c) => c[0]);
      for (const miss of missed) shortfalls.push(`${name} ${miss}`);
      console.log(
        `  ${name.padEnd(16)} ${checks.map(([label, value, goal]) => `${label} ${value} (${goal})`).join('  ')}  ` +
          (missed.length ? `short: ${missed.join(', ')}` : 'all met'),
      );
      console.log(
        `  ${''.padEnd(16)} LCP element: ${run.lcpElement}  (all runs' LCP: ${runs.map((r) => Math.round(r.lcp)).join(', ')} ms)`,
      );
    }
    console.log(
      shortfalls.length ? `Short of goal: ${shortfalls.join('; ')}` : 'Every page meets every goal.',
    );
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill('SIGTERM');
}
