import { type APIRequestContext, type Page, request } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { REQUIRED_CONSENTS } from '../support/consents.ts';
import { expect, test } from '../support/test.ts';
import { type CreatedApplication, createPendingApplication } from '../support/vendor-application.ts';

const HEADERS = { 'x-client-version': '1.0.0' };
const suffix = () => Math.random().toString(36).slice(2, 6);

async function logInThroughApi(page: Page, email: string, password = 'demo1234!') {
  const response = await page.request.post('/api/auth/login', {
    headers: HEADERS,
    data: { email, password },
  });
  expect(response.ok()).toBe(true);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The queue lists the oldest waiting first: page on until the card is there. */
async function openFromQueue(page: Page, truckName: string) {
  const card = page.getByRole('link', { name: truckName, exact: true });
  for (let i = 0; i < 20; i++) {
    await expect(page.getByText(/^총 [\d,]+건$/)).toBeVisible();
    if (await card.isVisible()) break;
    const before = page.url();
    await page.getByRole('navigation', { name: '페이지' }).getByRole('link', { name: '다음' }).click();
    await expect(page).not.toHaveURL(before);
  }
  await card.click();
  await expect(page.getByRole('heading', { level: 2, name: truckName })).toBeVisible();
}

test.describe('운영자 입점 심사', () => {
  let applicants: APIRequestContext[] = [];
  test.afterEach(async () => {
    await Promise.all(applicants.map((api) => api.dispose()));
    applicants = [];
  });
  const apply = async (
    baseURL: string,
    truckName: string,
  ): Promise<[CreatedApplication, APIRequestContext]> => {
    const api = await request.newContext({ baseURL });
    applicants.push(api);
    const created = await createPendingApplication(api, {
      truckName,
      companyName: `${truckName} 상회`,
      nickname: `신청자${suffix()}`,
    });
    return [created, api];
  };

  test('a guest logs in first; a customer and a vendor see 권한 없음 with a way home', async ({ page }) => {
    await open(page, '/admin/applications');
    await expect(page).toHaveURL(/\/profile\?next=%2Fadmin%2Fapplications$/);

    await page.request.post('/api/auth/signup', {
      headers: HEADERS,
      data: {
        email: `e2e-${Date.now()}-${suffix()}@example.com`,
        password: 'goodpass123',
        nickname: '손님',
        consents: REQUIRED_CONSENTS,
      },
    });
    await open(page, '/admin/applications');
    await expect(page.getByRole('heading', { level: 1, name: '권한 없음' })).toBeVisible();
    await expect(page.getByText('운영자만 이용할 수 있어요.')).toBeVisible();
    await expect(page).toHaveTitle('권한 없음 | 푸드트럭 예약');
    // Nothing of the operators' area is shown to them.
    await expect(page.getByRole('navigation', { name: '운영자 메뉴' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // The 마이 tab has no operator entry for them either.
    await page.getByRole('link', { name: '마이페이지' }).click();
    await expect(page.getByRole('navigation', { name: '마이 메뉴' })).toBeVisible();
    await expect(page.getByRole('link', { name: '입점 심사' })).toHaveCount(0);
    await open(page, '/admin');
    await page.getByRole('link', { name: '홈으로 가기' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.context().clearCookies();
    await logInThroughApi(page, 'vendor@example.com');
    await open(page, '/admin/applications/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: '권한 없음' })).toBeVisible();
  });

  test('the operator rejects one application with a reason and approves another', async ({
    page,
    baseURL,
  }) => {
    const [rejected] = await apply(baseURL!, `반려될 트럭 ${suffix()}`);
    const [approved, approvedApplicant] = await apply(baseURL!, `승인될 트럭 ${suffix()}`);
    await logInThroughApi(page, 'admin@example.com');

    // 마이 → 운영자 → 입점 심사.
    await open(page, '/profile');
    await page.getByRole('link', { name: '입점 심사' }).click();
    await expect(page).toHaveURL(/\/admin\/applications$/);
    await expect(page).toHaveTitle('입점 심사 | 푸드트럭 예약');
    const tabs = page.getByRole('navigation', { name: '심사 상태' });
    await expect(tabs.getByRole('link', { name: /심사 대기/ })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: /심사 대기 \d+건/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The application in full: business details, the whole account number, papers, truck, menu, photos.
    await openFromQueue(page, rejected.truckName);
    await expect(page).toHaveTitle('입점 신청 심사 | 푸드트럭 예약');
    const business = page.getByRole('region', { name: '사업자 정보' });
    await expect(business).toContainText('220-81-62517');
    await expect(business).toContainText('02-123-4567');
    await expect(page.getByRole('region', { name: '정산 계좌' })).toContainText('3333012345678');
    await expect(page.getByRole('region', { name: '메뉴' })).toContainText('국물 떡볶이');
    await expect(page.getByRole('region', { name: '푸드트럭 정보' })).toContainText('서울특별시 마포구');
    await expect(page.getByRole('img', { name: /푸드트럭 사진 1/ })).toBeVisible();
    await expect(page.getByRole('region', { name: '심사 기록' })).toContainText('입점을 신청했어요');
    await expectNoSeriousA11yViolations(page);

    // A paper opens its signed link in a new tab.
    const papers = page.getByRole('region', { name: '제출 서류' });
    await expect(papers.getByRole('link', { name: /열기/ })).toHaveCount(4);
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      papers.getByRole('link', { name: '사업자등록증 열기 (새 탭)' }).click(),
    ]);
    await expect.poll(() => tab.url()).toContain('/files/');
    await tab.close();

    // 반려 needs a reason: nothing is sent without one.
    await page.getByRole('button', { name: '반려하기' }).click();
    const rejectSheet = page.getByRole('dialog', { name: '반려 사유를 알려주세요' });
    await expect(rejectSheet).toBeVisible();
    await expect(rejectSheet.getByLabel('반려 사유')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await rejectSheet.getByRole('button', { name: '반려하기' }).click();
    await expect(rejectSheet.getByRole('alert')).toContainText('5자 이상');
    const reason = '위생교육 수료증이 흐려서 읽을 수 없어요. 선명한 사본으로 다시 올려주세요.';
    await rejectSheet.getByLabel('반려 사유').fill(reason);
    await expect(rejectSheet).toContainText(`${reason.length}/500`);
    await rejectSheet.getByRole('button', { name: '반려하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '반려했어요' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/applications$/);
    await expect(page.getByText(/^총 [\d,]+건$|심사를 기다리는 신청이 없어요/)).toBeVisible();
    await expect(page.getByRole('link', { name: rejected.truckName, exact: true })).toHaveCount(0);

    // It is under 반려 now, with its reason, and offers no decision any more.
    await tabs.getByRole('link', { name: /반려/ }).click();
    await expect(page).toHaveURL(/status=rejected/);
    await page.getByRole('link', { name: rejected.truckName, exact: true }).click();
    await expect(page.getByText('반려한 신청이에요')).toBeVisible();
    await expect(page.getByRole('region', { name: '심사 기록' })).toContainText(reason);
    await expect(page.getByRole('button', { name: '승인하기' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '반려하기' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // 승인 asks once more, then the applicant is a vendor.
    await open(page, '/admin/applications');
    await openFromQueue(page, approved.truckName);
    await page.getByRole('button', { name: '승인하기' }).click();
    const approveSheet = page.getByRole('dialog', { name: '입점을 승인할까요?' });
    await expect(approveSheet).toContainText(approved.truckName);
    await expectNoSeriousA11yViolations(page);
    await approveSheet.getByRole('button', { name: '취소' }).click();
    await expect(approveSheet).toHaveCount(0);
    await page.getByRole('button', { name: '승인하기' }).click();
    await page
      .getByRole('dialog', { name: '입점을 승인할까요?' })
      .getByRole('button', { name: '승인하기' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: '승인했어요' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/applications$/);
    const status = await (await approvedApplicant.get('/api/auth/status')).json();
    expect(status.user).toMatchObject({ role: 'vendor', isVendor: true });

    await open(page, `/admin/applications/${approved.applicationId}`);
    await expect(page.getByText('승인한 신청이에요')).toBeVisible();
    await expect(page.getByRole('button', { name: '승인하기' })).toHaveCount(0);
  });

  test('a paper whose link has run out is renewed before it opens', async ({ page, baseURL }) => {
    const [created] = await apply(baseURL!, `서류 갱신 트럭 ${suffix()}`);
    await logInThroughApi(page, 'admin@example.com');
    // The detail answers as it would an hour later: every link already expired.
    await page.route(`**/api/v1/admin/applications/${created.applicationId}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const document of body.data.documents)
        document.expiresAt = new Date(Date.now() - 60_000).toISOString();
      await route.fulfill({ response, json: body });
    });
    const renewed = page.waitForResponse((r) => r.url().endsWith('/api/v1/upload/refresh-url') && r.ok());
    await open(page, `/admin/applications/${created.applicationId}`);
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: '영업신고증 열기 (새 탭)' }).click(),
    ]);
    const answer = await (await renewed).json();
    await expect.poll(() => tab.url()).toBe(new URL(answer.data.url, baseURL).href);
    await tab.close();
  });
});
