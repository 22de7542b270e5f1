import type { Locator, Page } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

const unique = () => `consents-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const CONSENT_ROWS = [
  '(필수) 이용약관 동의',
  '(필수) 개인정보 수집·이용 동의',
  '(필수) 만 14세 이상입니다',
  '(선택) 마케팅 정보 수신 동의',
];

/** The label around a checkbox or switch: what a tap lands on. */
const labelOf = (control: Locator) => control.locator('xpath=ancestor::label[1]');

/** A target a thumb can hit: at least 44 × 44 px (a row is as wide as the form). */
async function expectTappable(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);
}

async function openSignup(page: Page) {
  await page.goto('/profile');
  await waitForHydration(page);
  await page.getByRole('tab', { name: '회원가입' }).click();
  return page.getByRole('form', { name: '이메일 회원가입' });
}

test('sign-up asks each consent on its own row, refuses a missing required one, and 설정 shows them and switches marketing', async ({
  page,
}) => {
  const signup = await openSignup(page);
  const email = unique();
  await signup.getByLabel('이메일').fill(email);
  await signup.getByLabel('비밀번호').fill('goodpass123');
  await signup.getByLabel('닉네임').fill('동의하는담당');

  const consents = signup.getByRole('group', { name: '약관 동의' });
  for (const name of ['전체 동의', ...CONSENT_ROWS]) {
    const box = consents.getByRole('checkbox', { name, exact: true });
    await expect(box).not.toBeChecked();
    await expectTappable(labelOf(box));
  }
  for (const name of ['이용약관 동의 보기', '개인정보 수집·이용 동의 보기']) {
    await expectTappable(consents.getByRole('link', { name }));
  }
  await expectTappable(consents.getByRole('button', { name: '마케팅 정보 수신 동의 보기' }));

  // 보기 shows the policy over the form: closing it finds everything as it was typed.
  await consents.getByRole('link', { name: '이용약관 동의 보기' }).click();
  const terms = page.getByRole('dialog', { name: '이용약관' });
  await expect(terms).toContainText('제1조 (목적)');
  await expect(terms).toContainText(/버전 \d/);
  await expectNoSeriousA11yViolations(page);
  await terms.getByRole('button', { name: '닫기' }).click();
  await expect(terms).toBeHidden();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(signup.getByLabel('이메일')).toHaveValue(email);
  await expect(signup.getByLabel('닉네임')).toHaveValue('동의하는담당');

  // 전체 동의 ticks all four; one required consent taken out again is refused with its own words.
  await consents.getByRole('checkbox', { name: '전체 동의' }).check();
  for (const name of CONSENT_ROWS) {
    await expect(consents.getByRole('checkbox', { name, exact: true })).toBeChecked();
  }
  const privacy = consents.getByRole('checkbox', { name: '(필수) 개인정보 수집·이용 동의' });
  await privacy.uncheck();
  await expect(consents.getByRole('checkbox', { name: '전체 동의' })).not.toBeChecked();
  await signup.getByRole('button', { name: '가입하기' }).click();
  await expect(signup.getByRole('alert')).toHaveText('개인정보 수집·이용에 동의해주세요');
  await expect(privacy).toBeFocused();
  await expect(privacy).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('region', { name: '내 프로필' })).toHaveCount(0);

  await privacy.check();
  await signup.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '가입을 환영해요' })).toBeVisible();
  await expect(page.getByRole('region', { name: '내 프로필' })).toContainText('동의하는담당');

  // 설정: each consent with its version and the day agreed; marketing agreed through 전체 동의.
  await page.getByRole('link', { name: '설정' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const list = page.getByRole('region', { name: '약관 동의 내역' });
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(4);
  const agreed = /버전 1\.0 · \d{4}년 \d{1,2}월 \d{1,2}일 동의/;
  for (const [index, title] of [
    '이용약관 동의 (필수)',
    '개인정보 수집·이용 동의 (필수)',
    '만 14세 이상 확인 (필수)',
    '마케팅 정보 수신 동의 (선택)',
  ].entries()) {
    await expect(rows.nth(index)).toContainText(title);
    await expect(rows.nth(index)).toContainText(agreed);
  }
  const marketing = list.getByRole('switch', { name: '마케팅 정보 수신 동의 (선택)' });
  await expect(marketing).toBeChecked();
  await expectTappable(labelOf(marketing));
  await expectNoSeriousA11yViolations(page);

  // Off: a withdrawal recorded with its day, which a reload still shows; on again.
  await marketing.click();
  await expect(
    page.getByRole('status').filter({ hasText: '마케팅 정보 수신 동의를 철회했어요' }),
  ).toBeVisible();
  await expect(marketing).not.toBeChecked();
  await expect(rows.nth(3)).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일 동의 철회/);
  await page.reload();
  await waitForHydration(page);
  await expect(list.getByRole('switch', { name: '마케팅 정보 수신 동의 (선택)' })).not.toBeChecked();
  await expect(rows.nth(0)).toContainText(agreed);
  await list.getByRole('switch', { name: '마케팅 정보 수신 동의 (선택)' }).click();
  await expect(page.getByRole('status').filter({ hasText: '마케팅 정보 수신에 동의했어요' })).toBeVisible();
  await expect(list.getByRole('switch', { name: '마케팅 정보 수신 동의 (선택)' })).toBeChecked();

  // The record keeps every change: sign-up's yes, the withdrawal, the yes again.
  const history = await page.request.get('/api/v1/users/consents');
  const { data } = (await history.json()) as { data: { history: { kind: string; agreed: boolean }[] } };
  expect(data.history.filter((r) => r.kind === 'marketing').map((r) => r.agreed)).toEqual([
    true,
    false,
    true,
  ]);
});

test('the API refuses a sign-up without the required consents, naming each in Korean', async ({ page }) => {
  const res = await page.request.post('/api/auth/signup', {
    headers: { 'x-client-version': '1.0.0' },
    data: { email: unique(), password: 'goodpass123', nickname: '빠진담당', consents: { terms: true } },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).fields).toEqual({
    'consents.privacy': '개인정보 수집·이용에 동의해주세요',
    'consents.age14': '만 14세 이상만 가입할 수 있어요. 확인해주세요',
  });
});
