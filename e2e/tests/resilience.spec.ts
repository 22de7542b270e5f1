import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';

/** The list's own data call, made in the browser when a filter changes. */
const LIST_CALL = /\/api\/v1\/foodtrucks\?.*sido=/;

async function openListAndFilter(page: import('@playwright/test').Page) {
  await page.goto('/foodtrucks');
  await waitForHydration(page);
  await page.getByRole('combobox', { name: '지역', exact: true }).selectOption('부산광역시');
}

test('a server error is retried 3 times with growing gaps, then the screen recovers', async ({ page }) => {
  const seen: number[] = [];
  await page.route(LIST_CALL, async (route) => {
    seen.push(Date.now());
    if (seen.length <= 3) {
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: '서버 오류가 발생했어요.',
          code: 'INTERNAL_SERVER_ERROR',
        }),
      });
    } else {
      await route.continue();
    }
  });
  await openListAndFilter(page);
  await expect(page.getByRole('alert').filter({ hasText: '오류' })).toBeVisible();
  await expect(page.getByText(/개의 푸드트럭/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('부산');
  expect(seen).toHaveLength(4);
  const gaps = seen.slice(1).map((t, i) => t - seen[i]!);
  // 1 s, 2 s, 4 s (a little slack for the browser).
  expect(gaps[0]).toBeGreaterThanOrEqual(950);
  expect(gaps[1]).toBeGreaterThanOrEqual(1950);
  expect(gaps[2]).toBeGreaterThanOrEqual(3950);
});

test('a 429 with Retry-After: 2 is retried once, after 2 s', async ({ page }) => {
  const seen: number[] = [];
  await page.route(LIST_CALL, async (route) => {
    seen.push(Date.now());
    if (seen.length === 1) {
      await route.fulfill({
        status: 429,
        headers: { 'retry-after': '2' },
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: '요청이 너무 많아요. 잠시 후 다시 시도해주세요.',
          code: 'RATE_LIMIT_EXCEEDED',
        }),
      });
    } else {
      await route.continue();
    }
  });
  await openListAndFilter(page);
  await expect(page.getByRole('alert').filter({ hasText: '경고' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('부산', {
    timeout: 10_000,
  });
  expect(seen).toHaveLength(2);
  expect(seen[1]! - seen[0]!).toBeGreaterThanOrEqual(1950);
});

test('offline shows the network message and sends no storm of retries', async ({ page, context }) => {
  let calls = 0;
  await page.route(LIST_CALL, (route) => {
    calls += 1;
    return route.continue();
  });
  await page.goto('/foodtrucks');
  await waitForHydration(page);
  await context.setOffline(true);
  await page.getByRole('combobox', { name: '지역', exact: true }).selectOption('부산광역시');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /인터넷에 연결되어 있지 않아요|서버에 연결할 수 없습니다/ })
      .first(),
  ).toBeVisible();
  await page.waitForTimeout(3000);
  expect(calls).toBeLessThanOrEqual(1);
  await context.setOffline(false);
});
