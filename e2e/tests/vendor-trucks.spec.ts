import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

// The demo vendor's own trucks, at both widths: the list, one truck's sections and their forms (트럭 정보 수정
// asks before unsaved edits go), and adding another truck. Nothing here is saved.
test("a vendor's trucks: the list, one truck's sections and their forms, and adding another truck", async ({
  page,
}) => {
  await page.request.post('/api/auth/login', {
    headers: { 'x-client-version': '1.0.0' },
    data: { email: 'vendor@example.com', password: 'demo1234!' },
  });
  // 입점하기 sends a vendor to their trucks.
  await page.goto('/register');
  await waitForHydration(page);
  await page.getByRole('link', { name: '내 푸드트럭 관리' }).click();
  await expect(page).toHaveURL(/\/foodtruck\/trucks$/);
  await expect(page).toHaveTitle('내 푸드트럭 | 푸드트럭 예약');
  const card = page.getByRole('list', { name: '내 푸드트럭 목록' }).getByRole('link').first();
  await expect(card).toContainText('영업 중');
  await expectNoSeriousA11yViolations(page);

  await card.click();
  await expect(page.getByRole('heading', { name: '사업자 정보·정산 계좌' })).toBeVisible();
  await expect(page.getByRole('list', { name: '푸드트럭 사진' }).getByRole('img').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Each section opens its own form and closes without saving (other tests read this truck).
  await page.getByRole('button', { name: '트럭 정보 수정' }).click();
  const profile = page.getByRole('form', { name: '트럭 정보' });
  await expect(profile.getByLabel('기본 출장비')).not.toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  // An edit not saved is asked about before it goes, by 취소 as by leaving the screen.
  const fee = await profile.getByLabel('기본 출장비').inputValue();
  await profile.getByLabel('기본 출장비').fill('990,000');
  await profile.getByRole('button', { name: '취소' }).click();
  const question = page.getByRole('dialog', { name: '수정한 내용을 저장하지 않고 나갈까요?' });
  await question.getByRole('button', { name: '계속 수정하기' }).click();
  await expect(profile.getByLabel('기본 출장비')).toHaveValue('990,000');
  await page
    .getByRole('navigation', { name: '사장님 메뉴' })
    .getByRole('link', { name: '예약 관리' })
    .click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '계속 수정하기' }).click();
  await expect(page).toHaveURL(/\/foodtruck\/trucks\//);
  await profile.getByRole('button', { name: '취소' }).click();
  await question.getByRole('button', { name: '나가기' }).click();
  await expect(profile).toHaveCount(0);
  await page.getByRole('button', { name: '트럭 정보 수정' }).click();
  await expect(profile.getByLabel('기본 출장비')).toHaveValue(fee);
  await profile.getByRole('button', { name: '취소' }).click();
  await expect(profile).toHaveCount(0);
  await page.getByRole('button', { name: '메뉴 수정' }).click();
  await expect(
    page.getByRole('form', { name: '메뉴와 가격' }).getByLabel('메뉴 이름').first(),
  ).not.toHaveValue('');
  await page.getByRole('button', { name: '취소' }).click();
  await page.getByRole('button', { name: '변경 요청하기' }).click();
  const change = page.getByRole('form', { name: '사업자 정보·정산 계좌 변경' });
  await expect(change.getByLabel('상호')).not.toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  await change.getByRole('button', { name: '취소' }).click();

  // Another truck goes through the application, with this business filled in.
  await page.goto('/foodtruck/trucks');
  await page.getByRole('button', { name: '푸드트럭 추가하기' }).click();
  await expect(page).toHaveURL(/\/register\/apply$/);
  await expect(page.getByLabel('상호')).not.toHaveValue('');
  await expect(page.getByLabel('푸드트럭 이름')).toHaveValue('');
});
