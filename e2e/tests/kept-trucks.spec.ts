import { request } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { REQUIRED_CONSENTS } from '../support/consents.ts';
import { expect, test } from '../support/test.ts';

/**
 * 찜 (issue 31), at 390×844: a truck kept from a list filtered by a day is in 마이 › 찜한 푸드트럭 with that day
 * watched (its opening is announced by the database: kept-trucks.api.test.ts); 찜 해제 takes it off.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a customer keeps a truck for the day they looked at, finds it in 마이, and lets it go', async ({
  page,
  baseURL,
}) => {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-client-version': '1.0.0' } });
  const signup = await api.post('/api/auth/signup', {
    data: {
      email: `keeper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'goodpass123',
      nickname: '찜하는사람',
      consents: REQUIRED_CONSENTS,
    },
  });
  expect(signup.status()).toBe(201);
  await page.context().addCookies((await api.storageState()).cookies);
  const day = new Date(Date.now() + 9 * 3_600_000 + 30 * 86_400_000).toISOString().slice(0, 10);
  const [, month, date] = day.split('-').map(Number);

  await page.goto(`/foodtrucks?date=${day}`);
  await waitForHydration(page);
  await page.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  // The truck's page is drawn (its ♡ is there) before its name is read.
  const keep = page.getByRole('button', { name: '찜하기' });
  await expect(keep).toHaveAttribute('aria-pressed', 'false');
  const name = (await page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  expect(name).not.toBe('');
  await keep.click();
  await expect(page.getByText(`${month}월 ${date}일`).last()).toBeVisible();
  await expect(keep).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profile');
  await waitForHydration(page);
  await page.getByRole('link', { name: '찜한 푸드트럭' }).click();
  await expect(page).toHaveTitle(/찜한 푸드트럭/);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText(`${month}월 ${date}일`);
  await expect(row).toContainText('일정이 비면 알려드려요');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: `${name} 찜 해제` }).click();
  await expect(page.getByText('아직 찜한 푸드트럭이 없어요')).toBeVisible();
});
