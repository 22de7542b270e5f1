import type { Page } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { REQUIRED_CONSENTS } from '../support/consents.ts';
import { expect, test } from '../support/test.ts';

const unique = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function openMy(page: Page, path = '/profile') {
  await page.goto(path);
  await waitForHydration(page);
}

test('sign up → log out → log in → edit profile → reload → log out', async ({ page }) => {
  const email = unique();
  await openMy(page);
  await expect(page.getByRole('form', { name: '이메일 로그인' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: '회원가입' }).click();
  const signup = page.getByRole('form', { name: '이메일 회원가입' });
  // Inline Korean errors before anything is sent.
  await signup.getByRole('button', { name: '가입하기' }).click();
  await expect(signup.getByText('이메일을 입력해주세요')).toBeVisible();
  await signup.getByLabel('이메일').fill(email);
  await signup.getByLabel('비밀번호').fill('goodpass123');
  await signup.getByLabel('닉네임').fill('푸드러버');
  await signup.getByRole('checkbox', { name: '전체 동의' }).check();
  await signup.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '가입을 환영해요' })).toBeVisible();
  await expect(page.getByRole('region', { name: '내 프로필' })).toContainText('푸드러버');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: '설정' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  // This server sends no email or 알림톡: 설정 says so instead of offering switches (decision 040).
  await expect(page.getByText(/이메일 알림을 보내지 않아요/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: '로그아웃되었어요' })).toBeVisible();

  await openMy(page);
  const login = page.getByRole('form', { name: '이메일 로그인' });
  await login.getByLabel('이메일').fill(email);
  await login.getByLabel('비밀번호').fill('wrongpass123');
  await login.getByRole('button', { name: '로그인' }).click();
  await expect(login.getByRole('alert')).toHaveText('아이디 또는 비밀번호를 확인해주세요.');
  await login.getByLabel('비밀번호').fill('goodpass123');
  await login.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('region', { name: '내 프로필' })).toContainText('푸드러버');

  await page.getByRole('link', { name: '프로필 수정' }).click();
  await expect(page).toHaveURL(/\/profile-edit$/);
  await page.getByLabel('닉네임').fill('행사준비왕');
  await page.getByLabel('휴대폰 번호').fill('01012345678');
  await expect(page.getByLabel('휴대폰 번호')).toHaveValue('010-1234-5678');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: '내 프로필' })).toContainText('행사준비왕');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: '내 프로필' })).toContainText('행사준비왕');

  await page.getByRole('link', { name: '설정' }).click();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  await openMy(page);
  await expect(page.getByRole('form', { name: '이메일 로그인' })).toBeVisible();
});

test('a guest opening a signed-in screen logs in first and comes back to it', async ({ page }) => {
  const email = unique();
  await page.request.post('/api/auth/signup', {
    headers: { 'x-client-version': '1.0.0' },
    data: { email, password: 'goodpass123', nickname: '돌아온회원', consents: REQUIRED_CONSENTS },
  });
  await page.context().clearCookies();
  await openMy(page, '/settings');
  await expect(page).toHaveURL(/\/profile\?next=%2Fsettings$/);
  const login = page.getByRole('form', { name: '이메일 로그인' });
  await login.getByLabel('이메일').fill(email);
  await login.getByLabel('비밀번호').fill('goodpass123');
  await login.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('a 401 on a signed-in screen ends the session with 로그인 만료 and asks for log-in there', async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = unique();
  await openMy(page);
  await page.getByRole('tab', { name: '회원가입' }).click();
  const signup = page.getByRole('form', { name: '이메일 회원가입' });
  await signup.getByLabel('이메일').fill(email);
  await signup.getByLabel('비밀번호').fill('goodpass123');
  await signup.getByLabel('닉네임').fill('만료될회원');
  await signup.getByRole('checkbox', { name: '전체 동의' }).check();
  await signup.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByRole('region', { name: '내 프로필' })).toBeVisible();

  await page.getByRole('link', { name: '설정' }).click();
  const marketing = page.getByRole('switch', { name: '마케팅 정보 수신 동의 (선택)' });
  await expect(marketing).toBeVisible();

  // The session ends elsewhere (its cookie logged out from another client) while the page is open.
  const elsewhere = await playwright.request.newContext({
    baseURL,
    storageState: await page.context().storageState(),
  });
  expect((await elsewhere.post('/api/auth/logout', { headers: { 'x-client-version': '1.0.0' } })).ok()).toBe(
    true,
  );
  await elsewhere.dispose();
  const shown: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) shown.push(new URL(frame.url()).pathname);
  });
  // The screen's next call meets the 401 (or its live stream has met it first: the same end either way).
  await marketing.click();
  await expect(page.getByRole('alert').filter({ hasText: '로그인 만료' })).toBeVisible();
  // Straight to the log-in with the way back (decision 078), never by home.
  await expect(page).toHaveURL(/\/profile\?next=%2Fsettings$/);
  await expect(page.getByRole('form', { name: '이메일 로그인' })).toBeVisible();
  expect(shown).not.toContain('/');
});

test('a page whose session ended elsewhere stops its live stream at the 401, until the next log-in', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The page's timers are moved instead of waited for (the stream's back-off is one of them).
  await page.clock.install();
  const isStream = (url: string) => new URL(url).pathname === '/api/v1/events';
  const email = unique();
  await openMy(page);
  await page.getByRole('tab', { name: '회원가입' }).click();
  const signup = page.getByRole('form', { name: '이메일 회원가입' });
  await signup.getByLabel('이메일').fill(email);
  await signup.getByLabel('비밀번호').fill('goodpass123');
  await signup.getByLabel('닉네임').fill('실시간회원');
  await signup.getByRole('checkbox', { name: '전체 동의' }).check();
  const streaming = page.waitForResponse((res) => isStream(res.url()) && res.status() === 200);
  await signup.getByRole('button', { name: '가입하기' }).click();
  await streaming;

  const elsewhere = await playwright.request.newContext({
    baseURL,
    storageState: await page.context().storageState(),
  });
  expect((await elsewhere.post('/api/auth/logout', { headers: { 'x-client-version': '1.0.0' } })).ok()).toBe(
    true,
  );
  await elsewhere.dispose();
  // The server ends the stream at its next heartbeat (25 s); the browser's reconnect is refused.
  await page.waitForResponse((res) => isStream(res.url()) && res.status() === 401, { timeout: 40_000 });
  await expect(page.getByRole('alert').filter({ hasText: '로그인 만료' })).toBeVisible();
  let asked = 0;
  page.on('request', (req) => {
    if (isStream(req.url())) asked += 1;
  });
  // Ten minutes on the page's clock: the back-off would have reopened it a dozen times.
  await page.clock.runFor(10 * 60_000);
  await expect(page.getByRole('form', { name: '이메일 로그인' })).toBeVisible();
  expect(asked).toBe(0);

  const again = page.waitForResponse((res) => isStream(res.url()) && res.status() === 200);
  const login = page.getByRole('form', { name: '이메일 로그인' });
  await login.getByLabel('이메일').fill(email);
  await login.getByLabel('비밀번호').fill('goodpass123');
  await login.getByRole('button', { name: '로그인' }).click();
  await again;
});

test('development pages are closed to people and open to the operator', async ({ page }) => {
  await page.goto('/test-system-health');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();

  await page.request.post('/api/auth/login', {
    headers: { 'x-client-version': '1.0.0' },
    data: { email: 'admin@example.com', password: 'demo1234!' },
  });
  await page.goto('/test-system-health');
  await waitForHydration(page);
  const health = page.getByRole('definition');
  await expect(page.getByText('데이터베이스')).toBeVisible();
  await expect(health.filter({ hasText: 'pglite' })).toBeVisible();
  await expect(health.filter({ hasText: '1.0.0' })).toBeVisible();
});
