import { type APIRequestContext, request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { demoApi, laneDay, openScreen, requestDemoTruck, signInAs } from '../support/demo-request.ts';
import { expect, test } from '../support/test.ts';
import { createPendingApplication } from '../support/vendor-application.ts';

/**
 * Findings of a walk through the app, at both widths: a double tap sends one request (16), a new truck is 신규 입점 (17),
 * money fields group thousands as typed (21), and the operator's and the vendor's bars show every section whole.
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

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

test('the operator’s and the vendor’s bars show every section whole, ≥ 44 px tall, none under another or 나가기', async ({
  page,
}, testInfo) => {
  const viewport = page.viewportSize()!;
  for (const [email, path, label, sections] of [
    ['admin@example.com', '/admin', '운영자 메뉴', 11],
    ['vendor@example.com', '/foodtruck/bookings', '사장님 메뉴', 4],
  ] as const) {
    await page.context().clearCookies();
    await signInAs(page, email);
    await openScreen(page, path);
    const nav = page.getByRole('navigation', { name: label });
    await expect(nav).toBeVisible();
    // Nothing scrolls sideways: every section is there to see.
    expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    const links = await nav.getByRole('link').all();
    expect(links).toHaveLength(sections);
    const exit = await page.getByRole('link', { name: /화면 나가기/ }).boundingBox();
    expect(exit).not.toBeNull();
    const boxes: Box[] = [exit!];
    for (const link of links) {
      const name = await link.textContent();
      const box = await link.boundingBox();
      expect(box, name!).not.toBeNull();
      expect(box!.x, name!).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name!).toBeLessThanOrEqual(viewport.width);
      expect(box!.y, name!).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, name!).toBeLessThanOrEqual(viewport.height);
      expect(box!.height, name!).toBeGreaterThanOrEqual(44);
      // The whole label inside its own box (제기 of 이의 제기 not cut off).
      expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth), name!).toBe(true);
      for (const other of boxes) expect(overlaps(box!, other), `${name} overlaps another`).toBe(false);
      boxes.push(box!);
    }
    await page.screenshot({ path: testInfo.outputPath(`${label}-${testInfo.project.name}.png`) });
  }
  await expectNoSeriousA11yViolations(page);
});
