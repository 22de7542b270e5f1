import type { Page } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

/** Where the page is scrolled once a wheel's smooth scroll has come to rest (two equal readings in a row). */
async function scrollAtRest(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(async () => {
      const previous = last;
      last = await page.evaluate(() => window.scrollY);
      return last === previous && last > 0;
    })
    .toBe(true);
  return last;
}

/** The list's own data call, made in the browser when a filter changes. */
const LIST_CALL = /\/api\/v1\/foodtrucks\?/;

/** A mark on the running page: gone once the page has been reloaded (or replaced by the browser's own). */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __stayed?: boolean }).__stayed = true;
  });
}
const pageWasKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed === true).catch(() => false);

const cards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link');

async function openList(page: Page, path = '/foodtrucks') {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('a screen opened offline', () => {
  test('a truck opened offline stays in the app: bounded retries, an offline screen with 다시 시도, the truck once online', async ({
    page,
    context,
  }) => {
    await openList(page);
    await markPage(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    await context.setOffline(true);
    const first = cards(page).first();
    const truckName = ((await first.getByRole('heading').textContent()) ?? '').trim();
    await first.click();

    const offlineScreen = page.getByRole('heading', { level: 1, name: '인터넷 연결이 끊겼어요' });
    await expect(offlineScreen).toBeVisible();
    await expect(page).toHaveURL(/\/foodtrucks\/\d+$/);
    expect(await pageWasKept(page)).toBe(true);
    // Each of the screen's chunks is tried a bounded number of times (3), not thousands, and nothing more
    // happens while the offline screen is up.
    const tried = scripts.length;
    await page.waitForTimeout(3000);
    expect(scripts.length).toBe(tried);
    expect(tried).toBeGreaterThan(0);
    expect(tried).toBeLessThanOrEqual(new Set(scripts).size * 3);
    expect(await pageWasKept(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    // 다시 시도 while still offline tries again (bounded again) and comes back to the same screen.
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect.poll(() => scripts.length).toBeGreaterThan(tried);
    await expect(offlineScreen).toBeVisible();
    expect(scripts.length).toBeLessThanOrEqual(tried * 2);

    // Back online, the screen loads by itself: the truck, in the same page.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: truckName })).toBeVisible();
    await expect(page.getByRole('heading', { name: '메뉴' })).toBeVisible();
    expect(await pageWasKept(page)).toBe(true);
  });

  test('a screen missing after a deploy still reloads into the new build when online', async ({ page }) => {
    await openList(page);
    await markPage(page);
    const loaded = new Set(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      ),
    );
    let reloaded = false;
    page.on('load', () => {
      reloaded = true;
    });
    // The server now runs another build: this tab's screen chunks are gone (404) until it reloads.
    await page.route('**/version.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ buildId: 'nextbuild' }) }),
    );
    await page.route('**/assets/*.js', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (reloaded || loaded.has(path)) return route.continue();
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
    });
    await cards(page).first().click();
    await expect.poll(() => reloaded).toBe(true);
    await expect(page.getByRole('heading', { name: '메뉴' })).toBeVisible();
    expect(await pageWasKept(page)).toBe(false);
  });
});

test('a filter changed offline: no old results under the new filter, the list says what it could not load, the toast offers 다시 시도', async ({
  page,
  context,
}) => {
  let calls = 0;
  page.on('request', (request) => {
    if (LIST_CALL.test(request.url())) calls += 1;
  });
  await openList(page);
  await expect(page.getByText(/개의 푸드트럭/)).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('combobox', { name: '지역', exact: true }).selectOption('부산광역시');
  await expect(page).toHaveURL(/sido=/);
  const toasts = page.getByRole('region', { name: '알림' });
  const retry = toasts.getByRole('button', { name: '다시 시도' });
  await expect(retry).toBeVisible();
  // The old results and count are not passed off as 부산's: the list says whose results it could not load.
  const main = page.getByRole('main');
  await expect(main.getByText('부산 푸드트럭을 불러오지 못했어요')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(main.getByText(/개의 푸드트럭/)).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // 다시 시도 really tries again (once), and says so again while still offline.
  const before = calls;
  await retry.click();
  await expect.poll(() => calls).toBe(before + 1);
  await expect(toasts.getByRole('button', { name: '다시 시도' })).toBeVisible();

  // Back online, the list catches up with its filters on its own.
  await context.setOffline(false);
  await expect(cards(page).first()).toContainText('부산');
  await expect(main.getByText(/불러오지 못했어요/)).toBeHidden();
  await expect(main.getByText(/개의 푸드트럭/)).toBeVisible();
});

test.describe('back navigation', () => {
  test('the header back on a page opened from a shared link goes to its parent screen', async ({
    page,
    request,
  }) => {
    const trucks = await (await request.get('/api/v1/foodtrucks?limit=1')).json();
    const truck = trucks.data[0] as { id: number; name: string };
    // The link arrives in a tab that was somewhere else first (a chat, a search result).
    await page.goto('about:blank');
    await page.goto(`/foodtrucks/${truck.id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL(/\/foodtrucks$/);
    await expect(page.getByRole('heading', { level: 1, name: '푸드트럭 찾기' })).toBeVisible();
    // Opened straight from a link, the list's own back goes home, still inside the app.
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Within the app the header back is the browser's back: list → truck → back is the list again.
    await openList(page);
    await cards(page).first().click();
    await expect(page).toHaveURL(/\/foodtrucks\/\d+$/);
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL(/\/foodtrucks$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/foodtrucks\/\d+$/);
  });

  test('list → truck → back returns to where the list was scrolled; a new screen starts at the top', async ({
    page,
  }) => {
    await openList(page);
    const card = cards(page).nth(9);
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    const scrolled = await scrollAtRest(page);
    expect(scrolled).toBeGreaterThan(400);
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL(/\/foodtrucks$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 60);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 60);
    await expect(cards(page).filter({ hasText: name })).toBeInViewport();

    // The browser's own back does the same.
    await cards(page).filter({ hasText: name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(cards(page).filter({ hasText: name })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 60);
  });

  test('on a slow phone (scripts not yet run) list → truck → back keeps the list where it was', async ({
    page,
  }) => {
    // Before its scripts arrive a card is a plain link: the truck and the list again are full page loads.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await page.goto('/foodtrucks');
    const card = cards(page).nth(9);
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    const scrolled = await scrollAtRest(page);
    expect(scrolled).toBeGreaterThan(400);
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/foodtrucks$/);
    await expect(cards(page).filter({ hasText: name })).toBeInViewport();
    // The scripts arrive: the page becomes interactive where the person is, not at the top.
    release();
    await waitForHydration(page);
    await expect(cards(page).filter({ hasText: name })).toBeInViewport();
    // Hydration may settle the scroll a frame later: wait for where the person ends up, not the first frame.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 60);
  });
});

test('active filters stay in sight with their count and a reset; new results show as loading', async ({
  page,
}) => {
  await openList(page);
  await page.getByRole('combobox', { name: '지역', exact: true }).selectOption('서울특별시');
  await expect(page).toHaveURL(/sido=/);
  await page.getByRole('combobox', { name: '행사 종류' }).selectOption({ index: 1 });
  await expect(page).toHaveURL(/eventType=/);
  await expect(page.getByText(/개의 푸드트럭|조건에 맞는 푸드트럭이 없어요/).first()).toBeVisible();

  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const bar = page.getByRole('group', { name: '필터' });
  await expect(bar.getByText('필터 2')).toBeInViewport();
  await expect(bar.getByRole('link', { name: /초기화/ })).toBeInViewport();
  await expectNoSeriousA11yViolations(page);

  // While the new results are on the way, the old list and count are not shown as if they were them.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/v1\/foodtrucks\?.*sort=newest/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('combobox', { name: '정렬' }).selectOption('newest');
  await expect(page.getByRole('status', { name: '푸드트럭 목록을 불러오는 중' })).toBeVisible();
  await expect(page.getByText(/개의 푸드트럭/)).toBeHidden();
  await expect(cards(page)).toHaveCount(0);
  release();
  await expect(page.getByText(/개의 푸드트럭|조건에 맞는 푸드트럭이 없어요/).first()).toBeVisible();

  await bar.getByRole('link', { name: /초기화/ }).click();
  await expect(page).toHaveURL(/\/foodtrucks\?sort=newest$/);
  await expect(bar.getByText(/필터 \d/)).toBeHidden();
  await expect(page.getByRole('combobox', { name: '지역', exact: true })).toHaveValue('');
  await expect(page.getByText(/개의 푸드트럭/)).toBeVisible();
});
