import type { Browser, Page } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { type MailedServer, startServerWithMail } from '../support/mail-server.ts';
import { serverPort } from '../support/servers.ts';
import { expect, test } from '../support/test.ts';

/**
 * 비밀번호 찾기 against a server that sends mail to an SMTP server on loopback: the link in the
 * mail that arrives sets a new password once, and every session of the account ends. Also 설정's notice switches
 * on a server that can send email. Screenshots at 390×844 go to SHOTS (or test-results).
 */
const HEADERS = { 'x-client-version': '1.0.0' };
const LINK = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]{43}/;

let server: MailedServer;
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  // Ports above every worker's own server and the live spec's pairs.
  server = await startServerWithMail(serverPort(60 + testInfo.parallelIndex));
});
test.afterAll(async () => {
  await server?.stop();
});

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  return context.newPage();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.SHOTS ?? test.info().outputDir}/${name}.png`, fullPage: true });

async function signUp(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/auth/signup', {
    headers: HEADERS,
    data: {
      email,
      password,
      nickname: '비번잊은회원',
      consents: { terms: true, privacy: true, age14: true },
    },
  });
  expect(res.status()).toBe(201);
}

test('a forgotten password is set again from the emailed link, which then opens no more', async ({
  browser,
}) => {
  const email = `forgot-${Date.now()}@example.com`;
  const page = await phone(browser);
  const other = await phone(browser);
  await signUp(page, email, 'oldpass123');
  await signUp(other, `other-${Date.now()}@example.com`, 'oldpass123');
  // The same account signed in on a second device too.
  const device = await phone(browser);
  expect(
    (
      await device.request.post('/api/auth/login', {
        headers: HEADERS,
        data: { email, password: 'oldpass123' },
      })
    ).ok(),
  ).toBe(true);
  await page.request.post('/api/auth/logout', { headers: HEADERS });

  await page.goto('/profile');
  await waitForHydration(page);
  await page.getByRole('link', { name: '비밀번호 찾기' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the lazily loaded screen replaces the log-in form: wait for the new form.
  const forgotForm = page.getByRole('form', { name: '비밀번호 찾기' });
  await forgotForm.getByLabel('이메일', { exact: true }).fill(email);
  await shot(page, 'forgot-password');
  await expectNoSeriousA11yViolations(page);
  const mail = server.nextMailTo(email);
  await page.getByRole('button', { name: '재설정 링크 받기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '메일을 보냈어요' })).toBeVisible();
  await shot(page, 'forgot-password-sent');

  const arrived = await mail;
  expect(arrived.subject).toBe('[푸드트럭 예약] 비밀번호 재설정 안내');
  const link = LINK.exec(arrived.text)![0];
  await page.goto(link);
  await waitForHydration(page);
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('새 비밀번호', { exact: true }).fill('newpass456');
  await page.getByLabel('새 비밀번호 확인').fill('newpass457');
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await expect(page.getByText('비밀번호가 서로 달라요. 다시 확인해주세요')).toBeVisible();
  await page.getByLabel('새 비밀번호 확인').fill('newpass456');
  await shot(page, 'reset-password');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('비밀번호를 바꿨어요')).toBeVisible();

  // Every session ended; the old password no longer opens the account, the new one does.
  expect((await (await device.request.get('/api/auth/status')).json()).authenticated).toBe(false);
  const old = await page.request.post('/api/auth/login', {
    headers: HEADERS,
    data: { email, password: 'oldpass123' },
  });
  expect(old.status()).toBe(401);
  await page.getByLabel('아이디(이메일)').fill(email);
  await page.getByLabel('비밀번호').fill('newpass456');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('region', { name: '내 프로필' })).toBeVisible();

  // The link again: used.
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel('새 비밀번호', { exact: true }).fill('again789x');
  await page.getByLabel('새 비밀번호 확인').fill('again789x');
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '링크가 만료됐거나 이미 사용됐어요' }),
  ).toBeVisible();
  await shot(page, 'reset-password-used');
});

test('설정 shows a switch per kind and channel, and a switch holds after a reload', async ({ browser }) => {
  const page = await phone(browser);
  await signUp(page, `settings-${Date.now()}@example.com`, 'goodpass123');
  await page.goto('/settings');
  await waitForHydration(page);
  const bookingEmail = page.getByRole('switch', { name: '예약 소식 이메일' });
  await expect(bookingEmail).toBeChecked();
  // 알림톡 has no provider on this server: said, not offered.
  await expect(page.getByText(/카카오 알림톡을 보내지 않아요/)).toBeVisible();
  // Quiet hours hold 알림톡 but not booking news by email (decision 083).
  await expect(
    page.getByText(
      /밤 9시부터 아침 8시까지 알림톡은 급한 예약 소식만 .*이메일은 예약 소식과 메시지를 밤에도 바로 보내고/,
    ),
  ).toBeVisible();
  const box = await bookingEmail.locator('xpath=ancestor::label').boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await bookingEmail.click();
  await expect(bookingEmail).not.toBeChecked();
  await page.getByRole('switch', { name: '마케팅 이메일' }).click();
  await expect(page.getByText(/마케팅 정보 수신에 동의했어요/)).toBeVisible();
  await shot(page, 'settings');
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('switch', { name: '예약 소식 이메일' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: '마케팅 이메일' })).toBeChecked();
});
