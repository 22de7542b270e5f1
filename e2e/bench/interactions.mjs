// INP-style tap measures for `npm run bench:web`: in Playwright's Chromium at 390×844 with touch, the CPU slowed
// 4× (as Lighthouse's mobile profile), each interaction is tapped on a page that has hydrated, and the Event
// Timing API reports how long it took from the tap to the next paint (the longest event of the interaction,
// as INP counts it; Chromium rounds to 8 ms and reports nothing under 16 ms).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.mjs';

const CPU_SLOWDOWN = 4;
const BELOW_THRESHOLD = 16;

/** Starts collecting the page's event timings; call before the interaction. */
const observeEvents = (page) =>
  page.evaluate((threshold) => {
    window.__benchEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId)
          window.__benchEvents.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: threshold, buffered: false });
  }, BELOW_THRESHOLD);

/** The interaction's latency: its longest event (ms), or the threshold when every event was shorter. */
async function interactionLatency(page) {
  // Event timings are delivered after the next frame: give the observer a moment (not counted).
  await page.waitForTimeout(300);
  const events = await page.evaluate(() => window.__benchEvents);
  return events.length ? Math.max(...events.map((event) => event.duration)) : BELOW_THRESHOLD;
}

async function hydrated(page) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
  // The first tap comes when the page is quiet, as a person's would after reading it.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

/**
 * The interactions measured: each opens its page, gets it ready, then performs one tap (or key press) and waits
 * until its result is on screen.
 */
export const interactions = (base, truckId) => [
  {
    name: 'truck card (/foodtrucks)',
    async run(page) {
      await page.goto(`${base}/foodtrucks`);
      await hydrated(page);
      await observeEvents(page);
      await page.locator('main a[href^="/foodtrucks/"]').first().tap();
      await page.waitForURL(/\/foodtrucks\/\d+/);
      await page.getByRole('link', { name: '예약 요청하기' }).waitFor();
    },
  },
  {
    name: 'region chip (home)',
    async run(page) {
      await page.goto(`${base}/`);
      await hydrated(page);
      await observeEvents(page);
      await page.getByRole('link', { name: '부산', exact: true }).tap();
      await page.waitForURL(/sido=/);
      await page.getByText(/개의 푸드트럭|개 이상의 푸드트럭/).waitFor();
    },
  },
  {
    name: 'filter chip by key (/foodtrucks)',
    async run(page) {
      await page.goto(`${base}/foodtrucks`);
      await hydrated(page);
      await page.getByRole('combobox', { name: /^인원/ }).focus();
      await observeEvents(page);
      // A closed select takes the next choice from the arrow key: a trusted input that applies the filter.
      await page.keyboard.press('ArrowDown');
      await page.waitForURL(/guests=/);
      await page.getByText(/개의 푸드트럭|개 이상의 푸드트럭/).waitFor();
    },
  },
  {
    name: 'event type (booking step 1)',
    async run(page) {
      await page.goto(`${base}/booking/event-type?truckId=${truckId}`);
      await hydrated(page);
      await observeEvents(page);
      await page.locator('label:has(input[name="eventType"])').first().tap();
      await page.getByRole('button', { name: '다음' }).and(page.locator(':enabled')).waitFor();
    },
  },
  {
    name: '다음 (booking step 1 → 2)',
    async run(page) {
      await page.goto(`${base}/booking/event-type?truckId=${truckId}`);
      await hydrated(page);
      await page.locator('label:has(input[name="eventType"])').first().tap();
      await page.getByRole('button', { name: '다음' }).and(page.locator(':enabled')).waitFor();
      await page.waitForTimeout(300);
      await observeEvents(page);
      await page.getByRole('button', { name: '다음' }).tap();
      await page.waitForURL(/\/booking\/info/);
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  },
];

/** The anchor: a tap on the plain React page's button, which re-renders its count. */
export const plainInteraction = (url) => ({
  name: 'plain React page button',
  async run(page) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await observeEvents(page);
    await page.getByRole('button').tap();
    await page.getByRole('button', { name: /1$/ }).waitFor();
  },
});

/** Runs each interaction `runs` times on a fresh page; resolves to the median and all runs per interaction. */
export async function measureInteractions(list, runs) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const interaction of list) {
      const latencies = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
          locale: 'ko-KR',
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        try {
          await interaction.run(page);
          latencies.push(await interactionLatency(page));
        } finally {
          await context.close();
        }
      }
      const sorted = [...latencies].sort((a, b) => a - b);
      results.push({ name: interaction.name, median: sorted[Math.floor(sorted.length / 2)], latencies });
    }
    return results;
  } finally {
    await browser.close();
  }
}
