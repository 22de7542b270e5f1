import { waitForHydration } from '../support/app.ts';
import { expect, test } from '../support/test.ts';

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
  await expect(page.getByRole('alert').filter({ hasText: '정보를 불러오지 못했어요' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('부산', {
    timeout: 10_000,
  });
  expect(seen).toHaveLength(2);
  expect(seen[1]! - seen[0]!).toBeGreaterThanOrEqual(1950);
});

test('offline shows the network message and sends no storm of retries', async ({ page, context }) => {
  // Count attempts without intercepting: a routed request does not see the emulated offline network.
  let calls = 0;
  page.on('request', (request) => {
    if (LIST_CALL.test(request.url())) calls += 1;
  });
  await page.goto('/foodtrucks');
  await waitForHydration(page);
  await context.setOffline(true);
  await page.getByRole('combobox', { name: '지역', exact: true }).selectOption('부산광역시');
  await expect(page).toHaveURL(/sido=/);
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

test('a screen that fails to render shows the boundary; a report goes out redacted; retry recovers', async ({
  page,
}) => {
  // The truck arrives malformed (say, an old server during a deploy): the detail screen throws while rendering.
  await page.route(/\/api\/v1\/foodtrucks\/\d+$/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, data: { id: 1 } }),
    }),
  );
  let report: Record<string, unknown> | undefined;
  await page.route('**/api/v1/error-reports', async (route) => {
    report = route.request().postDataJSON();
    await route.continue();
  });
  await page.goto('/foodtrucks');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('listitem').getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: '화면을 보여드리지 못했어요' })).toBeVisible();

  await page.getByRole('button', { name: '오류 신고' }).click();
  const dialog = page.getByRole('dialog', { name: '오류 신고' });
  await dialog.getByLabel('어떤 문제가 있었나요? (필수)').fill('상세가 안 열려요. 연락처 010-2222-3333');
  await dialog.getByRole('button', { name: '보내기' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '오류 신고가 성공적으로 전송되었습니다' }),
  ).toBeVisible();
  expect(JSON.stringify(report)).not.toContain('010-2222-3333');
  expect(report).toMatchObject({
    description: '상세가 안 열려요. 연락처 [PHONE]',
    context: { code: 'RENDER_ERROR' },
  });

  await page.unroute(/\/api\/v1\/foodtrucks\/\d+$/);
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { name: '메뉴' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '성공적으로 복구되었습니다.' })).toBeVisible();
});
