import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

test('home → list → filter → detail → policy, each screen accessible', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('푸드트럭 예약');
  await expect(page.getByRole('heading', { name: /행사에 딱 맞는 푸드트럭/ })).toBeVisible();
  const recommended = page.getByRole('region', { name: '지금 인기 있는 푸드트럭' });
  await expect(recommended.getByRole('link')).not.toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: '전체 보기' }).click();
  await expect(page).toHaveURL(/\/foodtrucks$/);
  await expect(page.getByRole('heading', { name: '푸드트럭 찾기' })).toBeVisible();
  const count = page.getByText(/개의 푸드트럭/);
  await expect(count).toBeVisible();
  const totalText = (await count.textContent()) ?? '';
  await expectNoSeriousA11yViolations(page);

  // Nothing may widen a phone screen: the filter chips scroll inside their row.
  const viewportWidth = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewportWidth);

  await waitForHydration(page);
  await page.getByRole('combobox', { name: '지역', exact: true }).selectOption('서울특별시');
  await expect(page).toHaveURL(/sido=/);
  await expect(count).not.toHaveText(totalText);
  await expect(page).toHaveTitle(/서울 푸드트럭 \| 푸드트럭 예약/);

  const firstCard = page.getByRole('main').getByRole('listitem').getByRole('link').first();
  const truckName = ((await firstCard.getByRole('heading').textContent()) ?? '').trim();
  await firstCard.click();
  await expect(page).toHaveURL(/\/foodtrucks\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: truckName })).toBeVisible();
  await expect(page.getByRole('heading', { name: '메뉴' })).toBeVisible();
  await expect(page.getByRole('link', { name: '예약 요청하기' })).toBeVisible();
  await expect(page).toHaveTitle(`${truckName} | 푸드트럭 예약`);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/policies/refund');
  await expect(page.getByRole('heading', { level: 1, name: /취소.*환불/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('link', { name: /이용약관/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/policies\/(terms|vendor-terms)/);
});

test('public screens arrive server-rendered with their data, titles and structured data', async ({
  request,
}) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('<title>푸드트럭 예약</title>');
  expect(home).toMatch(/지금 인기 있는 푸드트럭[\s\S]*href="\/foodtrucks\/\d+"/);

  const list = await (await request.get('/api/v1/foodtrucks?limit=1')).json();
  const truck = list.data[0];
  const res = await request.get(`/foodtrucks/${truck.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<title>${truck.name} | 푸드트럭 예약</title>`);
  expect(html).toContain('property="og:image"');
  expect(html).toContain('"@type":"FoodEstablishment"');
  expect(html).toContain(truck.name);

  // Pages are revalidated every time; hashed build assets are cached for good; responses are compressed.
  const page = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['content-encoding']).toBe('br');
  const asset = /\/assets\/[\w-]+\.js/.exec(home)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset ?? '');
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(assetResponse.headers()['x-content-type-options']).toBe('nosniff');
  expect(assetResponse.headers()['content-security-policy']).toBeUndefined();
  expect(page.headers()['content-security-policy']).toContain("default-src 'self'");

  // The build id open tabs compare against to notice a deploy (docs/product.md § Limits new-build check).
  const version = await request.get('/version.json');
  expect(version.headers()['cache-control']).toBe('no-cache');
  expect((await version.json()).buildId).toMatch(/^[a-z0-9]+$/);

  const missing = await request.get('/foodtrucks/999999');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('페이지를 찾을 수 없습니다');
});

test('unknown paths show the error page with a 404 status and working buttons', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: '홈으로 가기' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('bottom navigation marks the right tab and each route change starts at the top', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '주요 메뉴' });
  await expect(nav.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: '마이' })).not.toHaveAttribute('aria-current', 'page');

  // 홈 is active only on exact "/".
  await page.goto('/foodtrucks');
  await expect(nav.getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current', 'page');

  await page.goto('/');
  await waitForHydration(page);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await nav.getByRole('link', { name: '입점하기' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(nav.getByRole('link', { name: '입점하기' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await nav.getByRole('link', { name: '마이' }).click();
  await expect(nav.getByRole('link', { name: '마이' })).toHaveAttribute('aria-current', 'page');
});

test('the page is usable before its scripts run, and a filter chosen meanwhile is kept', async ({ page }) => {
  // Hold the app's JavaScript back to see the server-rendered page as a slow phone first shows it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/foodtrucks');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await page.getByRole('combobox', { name: '지역', exact: true }).selectOption('부산광역시');
  release();
  await waitForHydration(page);
  await expect(page).toHaveURL(/sido=%EB%B6%80%EC%82%B0/);
  await expect(page.getByRole('combobox', { name: '지역', exact: true })).toHaveValue('부산광역시');
});

test('a date, a guest count and a budget narrow the list, stay in the URL and clear with 초기화', async ({
  page,
  request,
}) => {
  await page.goto('/foodtrucks');
  await waitForHydration(page);
  const count = page.getByText(/개의 푸드트럭/);
  const countOf = async () => Number(((await count.textContent()) ?? '').replace(/\D/g, ''));
  const all = await countOf();

  await page.getByRole('combobox', { name: '인원' }).selectOption('300');
  await expect(page).toHaveURL(/guests=300/);
  await page.getByRole('combobox', { name: '예산' }).selectOption({ label: '100~200만원' });
  await expect(page).toHaveURL(/minPrice=1000000&maxPrice=2000000/);
  await expect(
    page.getByText('예산은 300명 기준, 출장비를 더한 가장 낮은 예상 금액으로 찾아요.'),
  ).toBeVisible();
  // A month from now, in Seoul: the phone's own date picker fills the field.
  const day = new Date(Date.now() + 30 * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
  await page.getByLabel('행사 날짜').fill(day);
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  await expect(page.getByText('필터 3')).toBeVisible();

  // What the screen counts is what the server answers for the same filters.
  const api = await request.get(
    `/api/v1/foodtrucks?guests=300&minPrice=1000000&maxPrice=2000000&date=${day}`,
  );
  const filtered = (await api.json()).total as number;
  expect(filtered).toBeLessThan(all);
  await expect(count).toHaveText(`${filtered}개의 푸드트럭`);
  await expectNoSeriousA11yViolations(page);
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/list-filters.png` });

  // A reload is served with the same filters; 초기화 clears all three.
  await page.reload();
  await expect(page.getByRole('combobox', { name: '인원' })).toHaveValue('300');
  await expect(count).toHaveText(`${filtered}개의 푸드트럭`);
  await waitForHydration(page);
  await page.getByRole('link', { name: '필터 3개 초기화' }).click();
  await expect(page).toHaveURL(/\/foodtrucks$/);
  await expect(count).toHaveText(`${all}개의 푸드트럭`);
});
