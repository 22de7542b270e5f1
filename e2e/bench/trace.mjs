// `npm run bench:trace -w @ft/e2e -- / /foodtrucks`: where a page's main-thread time goes at its start. Loads each
// path of the production build in Chromium at 390×844 with the CPU 4× slower (as Lighthouse's mobile profile,
// but really slowed, not simulated), records a Chromium trace for 4 s, and prints every task over 50 ms with
// what filled it (layout and how many objects, module evaluation, React's work by script, …), then the blocking
// time those tasks add up to. Decision 049 quotes its output before and after.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.mjs';
import { startBenchServer } from './bench-server.mjs';

// TRACE_CPU_RATE=1 TRACE_TASK_MS=12 lists what Lighthouse's simulation sees: it loads the page at full speed and
// counts a task observed over 12.5 ms as over 50 ms at 4× CPU.
const CPU_RATE = Number(process.env.TRACE_CPU_RATE ?? 4);
const LONG_TASK_US = Number(process.env.TRACE_TASK_MS ?? 50) * 1000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'toplevel',
];
const isTask = (event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask';

/** What an event is called in the summary: layouts say how many objects, scripts which file. */
function label(event) {
  const data = event.args?.data ?? {};
  if (event.name === 'Layout') return `Layout ${event.args?.beginData?.dirtyObjects ?? '?'} objects`;
  const file = data.url ? ` ${data.url.replace(/.*\//, '')}` : '';
  return `${event.name}${file}`;
}

/** The renderer's top-level tasks over 50 ms, each with its children's self time by label. */
function longTasks(traceEvents) {
  const threads = new Map(
    traceEvents.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]),
  );
  const main = traceEvents.filter(
    (e) => e.ph === 'X' && threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain',
  );
  // The page's renderer: the process with the most main-thread events.
  const counts = new Map();
  for (const e of main) counts.set(e.pid, (counts.get(e.pid) ?? 0) + 1);
  const pid = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const events = main.filter((e) => e.pid === pid);
  events.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const start = events[0]?.ts ?? 0;
  const tasks = [];
  let openUntil = -1;
  for (const event of events) {
    if (!isTask(event) || event.ts < openUntil) continue;
    openUntil = event.ts + event.dur;
    if (event.dur > LONG_TASK_US) tasks.push(event);
  }
  return tasks.map((task) => {
    const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    const self = new Map();
    const stack = [];
    for (const event of inside) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(label(parent), (self.get(label(parent)) ?? 0) - event.dur);
      self.set(label(event), (self.get(label(event)) ?? 0) + event.dur);
      stack.push(event);
    }
    const parts = [...self]
      .filter(([name, us]) => us >= 3000 && !isTask({ name }))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, us]) => `${name} ${Math.round(us / 1000)}`);
    return { at: Math.round((task.ts - start) / 1000), ms: Math.round(task.dur / 1000), parts };
  });
}

const { base: BASE, stop: stopServer } = await startBenchServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const pagePath of process.argv.slice(2).length ? process.argv.slice(2) : ['/']) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await fetch(`${BASE}${pagePath}`); // the server's first render of a path is not the page's cost
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${BASE}${pagePath}`);
    await page.waitForTimeout(4000);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    await context.close();
    const tasks = longTasks(trace.traceEvents);
    console.log(
      `${pagePath}: tasks over ${LONG_TASK_US / 1000} ms at ${CPU_RATE}× CPU (start ms, length ms: what filled them, ms)`,
    );
    for (const task of tasks) console.log(`  @${task.at} ${task.ms} ms: ${task.parts.join(' | ')}`);
    const blocking = tasks.reduce((sum, task) => sum + task.ms - LONG_TASK_US / 1000, 0);
    console.log(`  blocking time of these tasks: ${blocking} ms`);
  }
} finally {
  await browser.close();
  stopServer();
}
