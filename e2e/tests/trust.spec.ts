import type { Page } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

const NOT_FOUND_TITLE = '페이지를 찾을 수 없습니다 | 푸드트럭 예약';

async function logInAsDemoCustomer(page: Page) {
  const response = await page.request.post('/api/auth/login', {
    headers: { 'x-client-version': '1.0.0' },
    data: { email: 'customer@example.com', password: 'demo1234!' },
  });
  expect(response.ok()).toBe(true);
}

/** Opens a path that names nothing: a real 404, the not-found screen, and a title that says so. */
async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 404`).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
}

test('a missing thing is a 404 with the not-found title, for guests and members alike', async ({ page }) => {
  await expectNotFound(page, '/foodtrucks/abc');
  await expectNoSeriousA11yViolations(page);
  await expectNotFound(page, '/foodtrucks/999999');
  await expectNotFound(page, '/no-such-page');
  await expectNotFound(page, '/booking/success');

  await logInAsDemoCustomer(page);
  await expectNotFound(page, '/booking/success');
  await expectNoSeriousA11yViolations(page);
  // A booking id that is not the person's: the shell is served, then the screen finds nothing and says so.
  await page.goto('/booking/success?id=999999');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
});

test('the log-in form names its field the way its error does', async ({ page }) => {
  await page.goto('/profile');
  await waitForHydration(page);
  const login = page.getByRole('form', { name: '이메일 로그인' });
  // The spec's message says 아이디: the field is the 아이디, and it is an email address.
  await login.getByLabel('아이디(이메일)').fill('customer@example.com');
  await login.getByLabel('비밀번호').fill('wrongpass123');
  await login.getByRole('button', { name: '로그인' }).click();
  await expect(login.getByRole('alert')).toHaveText('아이디 또는 비밀번호를 확인해주세요.');
  await expectNoSeriousA11yViolations(page);
});

test('Kakao log-in is offered only when the server can sign in with it', async ({ page }) => {
  // The browser tests' server runs without KAKAO_CLIENT_ID.
  const kakaoCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/kakao/')) kakaoCalls.push(request.url());
  });
  await page.goto('/profile');
  await waitForHydration(page);
  await expect(page.getByRole('form', { name: '이메일 로그인' })).toBeVisible();
  await expect(page.getByRole('button', { name: '카카오로 시작하기' })).toHaveCount(0);
  await expect(page.getByText('또는 이메일로')).toHaveCount(0);

  // Arriving from another screen (no server render of /profile) decides the same way.
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '마이' }).click();
  await expect(page.getByRole('form', { name: '이메일 로그인' })).toBeVisible();
  await expect(page.getByRole('button', { name: '카카오로 시작하기' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  expect(kakaoCalls).toEqual([]);
});

/** The footer every marketplace page in Korea carries: who runs it, how to reach them, and the broker notice. */
async function expectBusinessFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toContainText('통신판매중개자');
  await expect(footer).toContainText('통신판매의 당사자가 아닙니다');
  for (const label of ['상호', '대표자', '사업자등록번호', '통신판매업 신고번호', '주소', '고객센터']) {
    await expect(footer.getByText(label, { exact: true }), label).toBeVisible();
  }
  // Nobody configured this server's business: the demo values say so.
  await expect(footer.getByText(/\(데모\)/).first()).toBeVisible();
  // The bottom navigation never covers the notice at the end of the page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const notice = footer.getByText(/통신판매의 당사자가 아닙니다/);
  const nav = page.getByRole('navigation', { name: '주요 메뉴' });
  const [noticeBox, navBox] = [await notice.boundingBox(), await nav.boundingBox()];
  expect(noticeBox && navBox && noticeBox.y + noticeBox.height <= navBox.y).toBe(true);
  await expectNoSeriousA11yViolations(page);
}

test('home and policy pages carry the business information and the broker notice', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expectBusinessFooter(page);
  await page.goto('/policies/terms');
  await waitForHydration(page);
  await expectBusinessFooter(page);
  // The footer is part of the server's HTML (no extra call, no shift after hydration).
  const html = await (await page.request.get('/policies/refund')).text();
  expect(html).toContain('통신판매중개자');
});
