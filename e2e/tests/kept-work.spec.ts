import type { Page } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { demoApi, laneDay, openScreen, requestDemoTruck, signInAs } from '../support/demo-request.ts';
import { expect, test } from '../support/test.ts';

/**
 * When the session expires mid-action in the vendor and operator areas, the screen asks for
 * log-in and comes back after it, and what was typed is put back — a rejection reason sent after the session went, a menu dish half typed,
 * an application's 반려 사유. Nothing here is sent for real: each sheet is closed once its work is back.
 */
const PASSWORD = 'demo1234!';

/** The 마이 tab's log-in, as a person fills it after the way back was offered. */
async function logInAgain(page: Page, email: string) {
  const form = page.getByRole('form', { name: '이메일 로그인' });
  await form.getByLabel('이메일').fill(email);
  await form.getByLabel('비밀번호').fill(PASSWORD);
  await form.getByRole('button', { name: '로그인' }).click();
}

test.describe('typed work outlives an expired session (vendor and operator areas)', () => {
  test('a vendor’s rejection reason sent after the session expired is back after log-in', async ({
    page,
    baseURL,
  }, testInfo) => {
    // A request to the demo truck, sent by someone else (the operator, signed in apart), on a day of this run's own.
    const sender = await demoApi(baseURL!, 'admin@example.com');
    const id = await requestDemoTruck(sender, {
      eventName: '세션 만료 확인 행사',
      eventDate: laneDay(testInfo, 200),
    });
    const path = `/foodtruck/bookings/${id}`;
    await sender.dispose();
    await signInAs(page, 'vendor@example.com');
    await openScreen(page, path);

    await page.getByRole('button', { name: '거절하기' }).click();
    const sheet = page.getByRole('dialog', { name: '요청을 거절할까요?' });
    const reason = '그날은 다른 행사 준비로 재료를 맞추기 어려워요. 죄송합니다.';
    await sheet.getByRole('textbox', { name: '거절 사유' }).fill(reason);
    // The session ends while the sheet is open: the send is refused, renewing fails, and the app says so.
    await page.context().clearCookies();
    await sheet.getByRole('button', { name: '거절하기' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '로그인 만료' })).toBeVisible();
    // The screen asks for log-in itself, with the way back to it.
    await expect(page).toHaveURL(new RegExp(`/profile\\?next=${encodeURIComponent(path)}$`));
    await waitForHydration(page);
    await logInAgain(page, 'vendor@example.com');

    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const back = page.getByRole('dialog', { name: '요청을 거절할까요?' });
    await expect(back.getByRole('textbox', { name: '거절 사유' })).toHaveValue(reason);
    await expectNoSeriousA11yViolations(page);
    // Closed by the person: the work is forgotten, and the request is still waiting.
    await back.getByRole('button', { name: '닫기' }).click();
    await expect(back).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: '수락하기' })).toBeVisible();
  });

  test('a dish half typed into the menu is back after the session expired and the owner signed in', async ({
    page,
  }) => {
    await signInAs(page, 'vendor@example.com');
    const mine = (await (await page.request.get('/api/v1/foodtrucks/mine')).json()).data as {
      id: number;
      status: string;
    }[];
    const path = `/foodtruck/trucks/${mine.find((t) => t.status === 'approved')!.id}`;
    await openScreen(page, path);
    await page.getByRole('button', { name: '메뉴 수정' }).click();
    await page.getByRole('button', { name: '+ 메뉴 추가' }).click();
    const names = page.getByLabel('메뉴 이름');
    await names.last().fill('겨울 한정 어묵탕');
    // The session expired while the owner typed; the next screen they open asks them to sign in.
    await page.context().clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/profile\?next=/);
    await waitForHydration(page);
    await logInAgain(page, 'vendor@example.com');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByLabel('메뉴 이름').last()).toHaveValue('겨울 한정 어묵탕');
    await page.getByRole('button', { name: '취소' }).click();
    await expect(page.getByRole('button', { name: '메뉴 수정' })).toBeVisible();
    await expect(page.getByRole('list', { name: '등록한 메뉴' })).not.toContainText('겨울 한정 어묵탕');
  });

  test('an operator’s 반려 사유 is back after the session expired mid-review', async ({ page }) => {
    await signInAs(page, 'admin@example.com');
    const queue = (await (await page.request.get('/api/v1/admin/applications?status=pending')).json())
      .data as {
      id: string;
    }[];
    const path = `/admin/applications/${queue[0]!.id}`;
    await openScreen(page, path);
    await page.getByRole('region', { name: '심사 결정' }).getByRole('button', { name: '반려하기' }).click();
    const sheet = page.getByRole('dialog', { name: '반려 사유를 알려주세요' });
    const reason = '위생교육 수료증 사진이 흐려서 이름을 읽을 수 없어요. 다시 올려주세요.';
    await sheet.getByLabel('반려 사유', { exact: true }).fill(reason);
    await page.context().clearCookies();
    await sheet.getByRole('button', { name: '반려하기' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '로그인 만료' })).toBeVisible();
    await expect(page).toHaveURL(/\/profile\?next=/);
    await waitForHydration(page);
    await logInAgain(page, 'admin@example.com');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const back = page.getByRole('dialog', { name: '반려 사유를 알려주세요' });
    await expect(back.getByLabel('반려 사유', { exact: true })).toHaveValue(reason);
    await back.getByRole('button', { name: '취소' }).click();
    await expect(back).toBeHidden();
  });
});
