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

test('a 401 on a signed-in screen ends the session with 로그인 만료 and lands on /', async ({ page }) => {
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

  // The server revokes the session (say, the account logged out everywhere) while the page is open.
  await page.route('**/api/v1/users/me/notification-preferences', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: '로그인이 필요합니다.', code: 'AUTH_ERROR' }),
    }),
  );
  await page.getByRole('link', { name: '설정' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '로그인 만료' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
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
