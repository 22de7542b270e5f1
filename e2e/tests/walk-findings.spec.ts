import { type APIRequestContext, request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { demoApi, laneDay, openScreen, requestDemoTruck, signInAs } from '../support/demo-request.ts';
import { expect, test } from '../support/test.ts';
import { createPendingApplication } from '../support/vendor-application.ts';

/**
 * Findings of a walk through the app, at both widths: a double tap sends one request (16), a new truck is 신규 입점 (17),
 * the operator's and the vendor's tabs show that they scroll and money fields group thousands as typed (21).
 */
const HEADERS = { 'x-client-version': '1.0.0' };
const apis: APIRequestContext[] = [];
test.afterEach(async () => {
  await Promise.all(apis.map((api) => api.dispose()));
  apis.length = 0;
});

/** A demo account's own request context, or a guest's; disposed after the test. */
async function apiAs(baseURL: string, email?: string): Promise<APIRequestContext> {
  const api = email
    ? await demoApi(baseURL, email)
    : await request.newContext({ baseURL, extraHTTPHeaders: HEADERS });
  apis.push(api);
  return api;
}

test('a double tap on 수락하기 sends one accept, and the button waits while it is on its way (item 16)', async ({
  page,
  baseURL,
}, testInfo) => {
  const sender = await apiAs(baseURL!, 'admin@example.com');
  const id = await requestDemoTruck(sender, {
    eventName: '두 번 누르기 확인 행사',
    eventDate: laneDay(testInfo, 230),
  });

  await signInAs(page, 'vendor@example.com');
  await openScreen(page, `/foodtruck/bookings/${id}`);
  await page.getByRole('button', { name: '수락하기' }).click();
  const sheet = page.getByRole('dialog', { name: '이 예약을 수락할까요?' });
  const amount = sheet.getByRole('textbox', { name: '견적 금액' });
  await amount.fill('');
  await amount.pressSequentially('450000');
  // Thousands grouped as typed (item 21).
  await expect(amount).toHaveValue('450,000');

  const moves: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PUT' && req.url().endsWith(`/api/v1/bookings/${id}/status`)) moves.push(req.url());
  });
  // Hold the answer a moment, so the second tap lands while the first is on its way.
  await page.route(`**/api/v1/bookings/${id}/status`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await sheet.getByRole('button', { name: '450,000원에 수락하기' }).dblclick();
  await expect(sheet.getByRole('button', { name: '수락하는 중…' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: '예약을 수락했어요' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(moves).toHaveLength(1);
});

test('a truck nobody has reviewed yet is 신규 입점, not ★ 0.0 (0) (item 17)', async ({
  page,
  baseURL,
}, testInfo) => {
  const applicant = await apiAs(baseURL!);
  const operator = await apiAs(baseURL!, 'admin@example.com');
  const created = await createPendingApplication(applicant, {
    truckName: `새로 온 트럭 ${testInfo.project.name.slice(-3)}${Math.random().toString(36).slice(2, 5)}`,
    companyName: '새로온상회',
    nickname: '새내기 사장님',
  });
  expect((await operator.post(`/api/v1/admin/applications/${created.applicationId}/approve`)).ok()).toBe(
    true,
  );
  await openScreen(page, `/foodtrucks?keyword=${encodeURIComponent(created.truckName)}`);
  const card = page.getByRole('link', { name: new RegExp(created.truckName) }).first();
  await expect(card).toContainText('신규 입점');
  await expect(card).not.toContainText('0.0');
  await card.click();
  await expect(page.getByRole('main')).toContainText('신규 입점');
  await expect(page.getByRole('main')).not.toContainText('★ 0.0');
});

test('the operator’s and the vendor’s tabs show that they scroll sideways (item 21)', async ({ page }) => {
  for (const [email, path, label] of [
    ['admin@example.com', '/admin', '운영자 메뉴'],
    ['vendor@example.com', '/foodtruck/bookings', '사장님 메뉴'],
  ] as const) {
    await page.context().clearCookies();
    await signInAs(page, email);
    await openScreen(page, path);
    const nav = page.getByRole('navigation', { name: label });
    await expect(nav).toBeVisible();
    const state = () =>
      nav.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          overflows: element.scrollWidth > element.clientWidth + 1,
          mask: style.maskImage || style.webkitMaskImage || 'none',
        };
      });
    const start = await state();
    // Tabs that do not fit fade at the side that hides more; tabs that fit do not fade.
    expect(start.mask !== 'none').toBe(start.overflows);
    if (start.overflows) {
      await nav.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect.poll(async () => (await state()).mask).not.toBe(start.mask);
    }
  }
  await expectNoSeriousA11yViolations(page);
});
