import type { Page } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expect, test } from '../support/test.ts';

/** The paths of the scripts the page asked for, each marked whether it was before the screen had hydrated. */
const scriptsByHydration = (page: Page) =>
  page.evaluate(() => {
    const hydratedAt = performance.getEntriesByName('hydrated')[0]?.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, early: entry.startTime <= (hydratedAt ?? -1) }));
  });

/**
 * Analytics and performance monitoring are no part of the first load (docs/decisions/049): their scripts are
 * asked for only after the screen has hydrated, and they still count the page view and what is tapped next.
 */
test('telemetry arrives after hydration and still counts the page view and a tap', async ({ page }) => {
  const telemetryChunk = /\/assets\/(analytics|performance)-[\w-]+\.js$/;
  const analyticsLoaded = page.waitForResponse((response) =>
    /\/assets\/analytics-[\w-]+\.js$/.test(response.url()),
  );
  await page.goto('/policies/terms');
  await waitForHydration(page);
  await analyticsLoaded;

  const scripts = await scriptsByHydration(page);
  expect(scripts.some((script) => script.early)).toBe(true);
  expect(scripts.some((script) => telemetryChunk.test(script.path))).toBe(true);
  expect(scripts.filter((script) => telemetryChunk.test(script.path) && script.early)).toEqual([]);

  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '홈' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('한 번에 예약하세요');
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/v1/analytics/events'),
  );
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  const { events } = (await sent).postDataJSON() as { events: { type: string; path: string }[] };
  expect(events).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ type: 'page_view', path: '/policies/terms' }),
      expect.objectContaining({ type: 'click', path: '/policies/terms' }),
      expect.objectContaining({ type: 'page_view', path: '/' }),
    ]),
  );
});

/** A truck's reviews sit below the fold: the server sends their heading, and their code comes after hydration. */
test("a truck page's reviews load after the page has hydrated, and then work", async ({ page }) => {
  await page.goto('/foodtrucks');
  await waitForHydration(page);
  const href = await page
    .getByRole('main')
    .getByRole('listitem')
    .getByRole('link')
    .first()
    .getAttribute('href');
  await page.goto(href!);
  await waitForHydration(page);
  const reviews = page.getByRole('region', { name: /후기/ });
  await expect(reviews.getByRole('group', { name: '후기 정렬' })).toBeAttached();

  const scripts = await scriptsByHydration(page);
  const reviewChunk = /\/assets\/truck-reviews-[\w-]+\.js$/;
  expect(scripts.some((script) => reviewChunk.test(script.path))).toBe(true);
  expect(scripts.filter((script) => reviewChunk.test(script.path) && script.early)).toEqual([]);
  await reviews.getByRole('button', { name: '사진 후기' }).click();
  await expect(reviews.getByRole('button', { name: '사진 후기' })).toHaveAttribute('aria-pressed', 'true');
});

/** What decides how a server-rendered screen looks, for each element in it. */
const drawnStyles = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('#root *'), (element) => {
      const style = getComputedStyle(element);
      const { width, height } = element.getBoundingClientRect();
      return `${element.tagName}.${element.getAttribute('class') ?? ''} ${width}×${height} ${style.color} ${style.backgroundColor} ${style.font} ${style.padding} ${style.margin} ${style.border} ${style.display} ${style.position} ${style.aspectRatio}`;
    }),
  );

/**
 * The server inlines the stylesheet's layers but utilities whole and of the utilities only the rules its HTML
 * uses (apps/server/src/plugins/page-stylesheet.ts); after the first paint the boot script links the utilities
 * layer alone (decision 067). Each screen as drawn from its own part must be drawn the same once the utilities
 * arrive, and the same as with the whole file; the linked file holds class rules only.
 */
test('a screen drawn from its own part of the stylesheet looks as it does with the utilities linked, and with the whole', async ({
  browser,
  request,
}) => {
  const trucks = await (await request.get('/api/v1/foodtrucks?limit=1')).json();
  const linkedHref = /\/assets\/index-[\w-]+\.utilities\.css/.exec(
    await (await request.get('/')).text(),
  )?.[0];
  expect(linkedHref).toBeDefined();
  const linked = await (await request.get(linkedHref!)).text();
  const whole = await (await request.get(linkedHref!.replace(/\.utilities\.css$/, '.css'))).text();
  expect(linked.startsWith('@layer utilities{')).toBe(true);
  expect(linked.length).toBeLessThan(whole.length * 0.8);
  // The server's HTML alone, as before the boot script has run.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const add = (css: string) =>
    page.evaluate((text) => {
      const style = document.createElement('style');
      style.textContent = text;
      document.head.append(style);
    }, css);
  for (const screen of [
    '/',
    '/foodtrucks',
    `/foodtrucks/${trucks.data[0].id}`,
    '/booking/event-type?start=open',
  ]) {
    await page.goto(screen);
    const inlined = await page.locator('head style').first().textContent();
    expect(inlined!.length).toBeLessThan(whole.length * 0.6);
    const ownPart = await drawnStyles(page);
    await add(linked);
    expect(await drawnStyles(page), screen).toEqual(ownPart);
    await add(whole);
    expect(await drawnStyles(page), screen).toEqual(ownPart);
  }
  await context.close();
});

test('the app hydrates only once the rest of the stylesheet is in, for what it draws next', async ({
  page,
}) => {
  const wholeStylesheet = /\/assets\/index-[\w-]+\.utilities\.css$/;
  await page.route(wholeStylesheet, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // When the app marks the page hydrated (app/hydrate.tsx), on the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.documentElement?.dataset.hydrated) return;
      (window as { hydratedAt?: number }).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto('/policies/terms');
  await waitForHydration(page);
  const times = await page.evaluate(
    (pattern) => ({
      stylesheet: (
        performance.getEntriesByType('resource').find((entry) => new RegExp(pattern).test(entry.name)) as
          | PerformanceResourceTiming
          | undefined
      )?.responseEnd,
      hydrated: (window as { hydratedAt?: number }).hydratedAt,
    }),
    wholeStylesheet.source,
  );
  expect(times.stylesheet).toBeGreaterThan(1500);
  expect(times.hydrated).toBeGreaterThan(times.stylesheet!);
});

test('the tab and home-screen icons the page names are PNG images, not an SVG document (decision 062)', async ({
  page,
}) => {
  await page.goto('/');
  for (const rel of ['icon', 'apple-touch-icon']) {
    const href = await page.locator(`link[rel="${rel}"]`).getAttribute('href');
    const answer = await page.request.get(href ?? '');
    expect(answer.status(), `${rel} ${href}`).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect((await answer.body()).subarray(1, 4).toString()).toBe('PNG');
  }
});
