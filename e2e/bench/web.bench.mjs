// `npm run bench:web`: Lighthouse (mobile: simulated slow 4G, 4× CPU) on home, list, detail and the booking flow's first step of the production
// build, in Debian's Chromium. Prints LCP, CLS, performance score and the JavaScript the page loaded (compressed),
// against the DESIGN §9 targets. Each page is measured RUNS times and the median run is reported.
import { spawn } from 'node:child_process';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGETS = { home: 1500, foodtruckList: 1250, foodtruckDetail: 1000, booking: 1250 };
const JS_BUDGET_KIB = 70;

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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await waitForServer();
  const first = (await (await fetch(`${BASE}/api/v1/foodtrucks?limit=1`)).json()).data[0];
  const pages = [
    ['home', '/'],
    ['foodtruckList', '/foodtrucks'],
    ['foodtruckDetail', `/foodtrucks/${first.id}`],
    // The booking flow's first step, as a truck page's 예약 요청하기 opens it.
    ['booking', `/booking/event-type?truckId=${first.id}`],
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    console.log(`Lighthouse ${RUNS}× per page (mobile, simulated throttling), median run:`);
    for (const [name, url] of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${BASE}${url}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const audits = result.lhr.audits;
        const scripts = audits['resource-summary'].details.items.find(
          (item) => item.resourceType === 'script',
        );
        runs.push({
          lcp: audits['largest-contentful-paint'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          score: result.lhr.categories.performance.score,
          jsKiB: (scripts?.transferSize ?? 0) / 1024,
        });
      }
      const lcp = median(runs.map((r) => r.lcp));
      const run = runs.find((r) => r.lcp === lcp);
      const target = TARGETS[name];
      const ok = lcp <= target && run.score >= 0.95 && run.cls <= 0.05 && run.jsKiB <= JS_BUDGET_KIB;
      console.log(
        `  ${name.padEnd(16)} LCP ${String(Math.round(lcp)).padStart(5)} ms (≤ ${target})  CLS ${run.cls.toFixed(3)} (≤ 0.05)  ` +
          `score ${run.score.toFixed(2)} (≥ 0.95)  JS ${run.jsKiB.toFixed(1)} KiB compressed (≤ ${JS_BUDGET_KIB})  ${ok ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill('SIGTERM');
}
