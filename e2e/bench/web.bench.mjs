// `npm run bench:web`: Lighthouse (mobile: simulated slow 4G, 4× CPU) on the public screens and the booking
// flow's first step of the production build, in Debian's Chromium, beside a plain React 19 page measured in the
// same run (plain-react/: three elements hydrated by the project's own React). Prints per page LCP, total
// blocking time and its ratio to the plain page's, CLS, score, the JavaScript loaded (as sent and gzip) and
// where the main thread's time went, each beside its goal (docs/product.md § Performance); then INP-style tap
// latencies (interactions.mjs). Each figure is the median of RUNS runs; the shortfalls are named at the end.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.mjs';
import { startBenchServer } from './bench-server.mjs';
import { interactions, measureInteractions, plainInteraction } from './interactions.mjs';
import { startPlainReactPage } from './plain-react-page.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** `BENCH_ONLY=home,policy,taps`: a part of the run while working on it (the anchor is always measured). */
const ONLY = process.env.BENCH_ONLY?.split(',');
const included = (name) => !ONLY || ONLY.includes(name);
/** Half of each screen's page-load budget (LCP, ms), and the goals every page shares. */
const LCP_GOALS = {
  home: 1500,
  foodtruckList: 1250,
  foodtruckDetail: 1000,
  policy: 1500,
  booking: 1250,
  openRequest: 1250,
};
const GOALS = { tbtRatio: 2, tbt: 200, plainQuiet: 100, cls: 0.05, score: 0.95, jsKiB: 110, tapMs: 100 };
/** Lighthouse's main-thread groups, shortened for the breakdown line. */
const WORK_GROUPS = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'compile',
  styleLayout: 'style+layout',
  paintCompositeRender: 'paint',
  parseHTML: 'html',
  garbageCollection: 'gc',
  other: 'other',
};

/**
 * The page's scripts as the browser received them, and what they weigh gzip-compressed (the budget's unit):
 * first-load JS is what was asked for before the page was hydrated (the app's `hydrated` mark; every script when
 * a page sets none, as the plain one); what comes later (telemetry at idle, a lazy part) is counted apart.
 */
async function scriptSizes(items, hydratedAt = Number.POSITIVE_INFINITY) {
  let sent = 0;
  let gzip = 0;
  let laterGzip = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    const size = gzipSync(body, { level: 9 }).length;
    if (item.networkRequestTime > hydratedAt) {
      laterGzip += size;
      continue;
    }
    sent += item.transferSize;
    gzip += size;
  }
  return { jsSentKiB: sent / 1024, jsGzipKiB: gzip / 1024, jsLaterGzipKiB: laterGzip / 1024 };
}

/**
 * One Lighthouse run in a tab of its own, the browser's cookies cleared first: every run is a first visit (the
 * brand font's cookie would otherwise make the next run a returning visitor's), in a browser already warm.
 */
async function measure(url) {
  const page = await browser.newPage();
  try {
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCookies');
    await session.detach();
    return await lighthouseRun(url, page);
  } finally {
    await page.close();
  }
}

async function lighthouseRun(url, page) {
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    undefined,
    page,
  );
  const audits = result.lhr.audits;
  if (result.lhr.runtimeError) return { lcp: Number.NaN, error: result.lhr.runtimeError.code };
  const work = Object.fromEntries(
    (audits['mainthread-work-breakdown'].details?.items ?? []).map((item) => [item.group, item.duration]),
  );
  return {
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    score: result.lhr.categories.performance.score,
    work,
    lcpElement:
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
    // Lighthouse's long tasks (simulated at 4× CPU): what the blocking time is made of, each named by the script
    // it is attributed to, or the page itself for parsing, style and layout.
    longTasks: (audits['long-tasks']?.details?.items ?? []).map((item) => ({
      source: item.url === url ? 'page' : String(item.url).replace(/.*\//, '') || 'other',
      ms: Math.round(item.duration),
      at: Math.round(item.startTime),
    })),
    ...(await scriptSizes(
      audits['network-requests'].details.items,
      audits['user-timings'].details?.items?.find((item) => item.name === 'hydrated')?.startTime,
    )),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** RUNS Lighthouse runs of one URL: the median of each figure, and what could not be measured. */
async function measurePage(url) {
  const runs = [];
  const failed = [];
  // A run Lighthouse could not finish (it says why, often NO_NAVSTART) has no figures: it is counted apart and
  // run again, up to twice as many runs in all.
  for (let i = 0; i < RUNS * 2 && runs.length < RUNS; i++) {
    const result = await measure(url);
    if (Number.isFinite(result.lcp)) runs.push(result);
    else failed.push(result.error ?? 'no LCP');
  }
  if (runs.length === 0) return { failed };
  const pick = (key) => median(runs.map((r) => r[key]));
  const work = Object.fromEntries(
    Object.keys(WORK_GROUPS).map((group) => [group, median(runs.map((r) => r.work[group] ?? 0))]),
  );
  return {
    failed,
    lcp: pick('lcp'),
    lcps: runs.map((r) => Math.round(r.lcp)),
    tbt: pick('tbt'),
    tbts: runs.map((r) => Math.round(r.tbt)),
    cls: pick('cls'),
    score: pick('score'),
    jsGzipKiB: pick('jsGzipKiB'),
    jsSentKiB: pick('jsSentKiB'),
    jsLaterGzipKiB: pick('jsLaterGzipKiB'),
    work,
    lcpElement: runs.find((r) => r.lcp === pick('lcp'))?.lcpElement ?? '?',
    longTasks: runs.find((r) => r.tbt === pick('tbt'))?.longTasks ?? [],
  };
}

const describeWork = (work) =>
  Object.entries(WORK_GROUPS)
    .map(([group, label]) => `${label} ${Math.round(work[group])}`)
    .join(', ');

/** `source length@start` of each long task over 50 ms, in order; TBT is the sum of each one's part over 50. */
const describeLongTasks = (tasks) =>
  tasks.length
    ? [...tasks]
        .sort((a, b) => a.at - b.at)
        .map((task) => `${task.source} ${task.ms}@${task.at}`)
        .join(', ')
    : 'none';

const { base: BASE, stop: stopServer } = await startBenchServer();
const plainPage = await startPlainReactPage(Number(new URL(BASE).port) + 1);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
try {
  const first = (await (await fetch(`${BASE}/api/v1/foodtrucks?limit=1`)).json()).data[0];
  const pages = [
    ['home', '/'],
    ['foodtruckList', '/foodtrucks'],
    ['foodtruckDetail', `/foodtrucks/${first.id}`],
    ['policy', '/policies/terms'],
    // The booking flow's first step, as a truck page's 예약 요청하기 opens it, and as home's 열린 요청 card does.
    ['booking', `/booking/event-type?truckId=${first.id}`],
    ['openRequest', '/booking/event-type?start=open'],
  ];
  const shortfalls = [];
  {
    console.log(`Lighthouse ${RUNS}× per page (mobile, simulated throttling), the median of each figure:`);
    const plain = await measurePage(plainPage.url);
    if (!plain.tbts)
      throw new Error(`the plain React page could not be measured: ${plain.failed.join('; ')}`);
    console.log(
      `  ${'plain React 19'.padEnd(16)} TBT ${Math.round(plain.tbt)} ms (runs ${plain.tbts.join(', ')})  ` +
        `LCP ${Math.round(plain.lcp)} ms  JS ${plain.jsGzipKiB.toFixed(1)} KiB gzip`,
    );
    console.log(`  ${''.padEnd(16)} main thread (ms): ${describeWork(plain.work)}`);
    console.log(`  ${''.padEnd(16)} long tasks of the median run: ${describeLongTasks(plain.longTasks)}`);
    // Issue 32's goal 1: ≤ 2× the plain page's TBT, and where the plain page stays under 100 ms, ≤ 200 ms. Below
    // 100 ms the plain page's TBT is one or two tasks just over the 50 ms line (0–40 ms from run to run here), so
    // a ratio to it measures noise and the absolute 200 ms applies instead (docs/decisions/049).
    const tbtGoal = plain.tbt < GOALS.plainQuiet ? GOALS.tbt : plain.tbt * GOALS.tbtRatio;

    for (const [name, url] of pages.filter(([name]) => included(name))) {
      const run = await measurePage(`${BASE}${url}`);
      if (run.failed.length)
        console.log(
          `  ${name.padEnd(16)} ${run.failed.length} run(s) without figures: ${run.failed.join('; ')}`,
        );
      if (!run.lcps) {
        shortfalls.push(`${name} (no run finished)`);
        continue;
      }
      const ratio = run.tbt / Math.max(plain.tbt, 1);
      const checks = [
        ['LCP', `${Math.round(run.lcp)} ms`, `≤ ${LCP_GOALS[name]}`, run.lcp <= LCP_GOALS[name]],
        [
          'TBT',
          `${Math.round(run.tbt)} ms = ${ratio.toFixed(1)}× plain`,
          `≤ ${Math.round(tbtGoal)} ms`,
          run.tbt <= tbtGoal,
        ],
        ['CLS', run.cls.toFixed(3), `≤ ${GOALS.cls}`, run.cls <= GOALS.cls],
        ['score', run.score.toFixed(2), `≥ ${GOALS.score}`, run.score >= GOALS.score],
        [
          'JS',
          `${run.jsGzipKiB.toFixed(1)} KiB gzip (${run.jsSentKiB.toFixed(1)} sent; ${run.jsLaterGzipKiB.toFixed(1)} more after hydration)`,
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
        `  ${''.padEnd(16)} runs: LCP ${run.lcps.join(', ')} ms; TBT ${run.tbts.join(', ')} ms. LCP element: ${run.lcpElement}`,
      );
      console.log(`  ${''.padEnd(16)} main thread (ms): ${describeWork(run.work)}`);
      console.log(`  ${''.padEnd(16)} long tasks of the median run: ${describeLongTasks(run.longTasks)}`);
    }
  }

  if (included('taps')) {
    console.log(
      `Taps at 390×844 with the CPU ${4}× slower, tap to next paint (Event Timing), median of ${RUNS}:`,
    );
    const taps = await measureInteractions(
      [plainInteraction(plainPage.url), ...interactions(BASE, first.id)],
      RUNS,
    );
    for (const tap of taps) {
      const met = tap.median <= GOALS.tapMs;
      if (!met && tap.name !== taps[0].name) shortfalls.push(`tap: ${tap.name}`);
      console.log(
        `  ${tap.name.padEnd(34)} ${String(Math.round(tap.median)).padStart(4)} ms (≤ ${GOALS.tapMs})  runs ${tap.latencies.join(', ')}  ${met ? 'met' : 'short'}`,
      );
    }
  }
  console.log(shortfalls.length ? `Short of goal: ${shortfalls.join('; ')}` : 'Every page meets every goal.');
} finally {
  await browser.disconnect();
  await chrome.kill();
  stopServer();
  await plainPage.stop();
}
