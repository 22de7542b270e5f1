import path from 'node:path';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { demoApi, laneDay, openScreen, requestDemoTruck, signInAs } from '../support/demo-request.ts';
import { PHOTO } from '../support/photos.ts';
import { expect, test } from '../support/test.ts';

/**
 * A booking's conversation: the customer's and the vendor's booking detail open side
 * by side at 390 px; a message goes each way and shows on the other page within 2 s without a reload, with a
 * photo and 읽음; an empty message is refused under the box, and a draft survives a reload. Reported, the thread
 * is read by an operator in 운영 현황.
 */
const LIVE_MS = 2_000;

async function pageAt(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
  });
  return context.newPage();
}

/** A mark that a reload would wipe: the page changed in place. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const stillSamePage = async (page: Page) =>
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

/** Screenshots go to SHOTS_DIR when set (to look at them after the run), else beside the test's results. */
const shot = (testInfo: TestInfo, name: string) =>
  process.env.SHOTS_DIR ? path.join(process.env.SHOTS_DIR, name) : testInfo.outputPath(name);

const conversation = (page: Page) => page.locator('#messages');
const box = (page: Page) => conversation(page).getByLabel('보낼 메시지');

test('a message goes both ways without a reload, with a photo and 읽음', async ({
  browser,
  baseURL,
}, testInfo) => {
  const eventName = '메시지 주고받는 행사';
  const api = await demoApi(baseURL!, 'customer@example.com');
  const id = await requestDemoTruck(api, { eventName, eventDate: laneDay(testInfo, 270) });
  const customer = await pageAt(browser, baseURL!);
  const vendor = await pageAt(browser, baseURL!);
  await signInAs(customer, 'customer@example.com');
  await signInAs(vendor, 'vendor@example.com');
  await openScreen(customer, `/bookings/${id}#messages`);
  await openScreen(vendor, `/foodtruck/bookings/${id}`);
  await expect(conversation(customer).getByRole('heading', { name: '메시지' })).toBeVisible();
  await expect(conversation(customer)).toContainText('확정되기 전에는 메시지로만 연락할 수 있어요');
  await expect(conversation(vendor)).toContainText('수락하기 전에는 메시지로만 연락할 수 있어요');
  await markPage(customer);
  await markPage(vendor);

  // An empty message is refused under the box, and nothing is sent.
  await conversation(customer).getByRole('button', { name: '보내기' }).click();
  await expect(conversation(customer).getByRole('alert')).toHaveText('메시지를 입력해주세요.');

  // The customer asks, with a photo of the place: the vendor's open page shows both.
  await conversation(customer).getByLabel('사진 첨부').setInputFiles({
    name: '주차장.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await expect(conversation(customer).getByRole('img', { name: '보낼 사진' })).toBeVisible();
  await box(customer).fill('정문 앞 주차장에 트럭을 세워도 될까요?');
  await conversation(customer).getByRole('button', { name: '보내기' }).click();
  await expect(box(customer)).toHaveValue('');
  await expect(conversation(vendor).getByText('정문 앞 주차장에 트럭을 세워도 될까요?')).toBeVisible({
    timeout: LIVE_MS,
  });
  const photo = conversation(vendor).getByRole('img', { name: '고객이 보낸 사진 (크게 보기)' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The vendor answers: the customer's page shows it, and that the vendor read the question.
  await box(vendor).fill('네, 세우셔도 돼요. 전기는 트럭에서 챙겨 갈게요.');
  await conversation(vendor).getByRole('button', { name: '보내기' }).click();
  await expect(
    conversation(customer).getByText('네, 세우셔도 돼요. 전기는 트럭에서 챙겨 갈게요.'),
  ).toBeVisible({
    timeout: LIVE_MS,
  });
  await expect(
    conversation(customer).getByRole('listitem').filter({ hasText: '정문 앞 주차장' }).getByText('읽음'),
  ).toBeVisible({ timeout: LIVE_MS });
  await stillSamePage(customer);
  await stillSamePage(vendor);

  // Targets are at least 44 px.
  for (const target of [
    conversation(customer).getByRole('button', { name: '보내기' }),
    box(customer),
    conversation(customer)
      .locator('label')
      .filter({ has: customer.getByLabel('사진 첨부') }),
  ]) {
    const bounds = await target.boundingBox();
    expect(bounds!.height).toBeGreaterThanOrEqual(44);
  }
  await conversation(customer).scrollIntoViewIfNeeded();
  await customer.screenshot({ path: shot(testInfo, 'messages-customer-390.png'), fullPage: true });
  await conversation(vendor).scrollIntoViewIfNeeded();
  await vendor.screenshot({ path: shot(testInfo, 'messages-vendor-390.png'), fullPage: true });

  // A draft stays through a reload.
  await box(vendor).fill('당일 11시 전에 도착할게요');
  await vendor.reload();
  await expect(box(vendor)).toHaveValue('당일 11시 전에 도착할게요');
  await expectNoSeriousA11yViolations(vendor);

  // The customer reports the thread; an operator then reads it in 운영 현황, without a way to write.
  await conversation(customer).getByRole('button', { name: '대화 신고하기' }).click();
  const sheet = customer.getByRole('dialog', { name: '대화 신고하기' });
  await sheet.getByRole('button', { name: '신고하기' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('신고 사유를 적어주세요');
  await sheet.getByLabel('신고 사유').fill('플랫폼 밖에서 입금을 요구해요');
  await sheet.getByRole('button', { name: '신고하기' }).click();
  await expect(conversation(customer).getByText('신고한 대화예요. 운영자가 확인하고 있어요.')).toBeVisible();
  const operator = await pageAt(browser, baseURL!);
  await signInAs(operator, 'admin@example.com');
  await openScreen(operator, '/admin');
  const reported = operator.getByRole('region', { name: '신고된 대화' });
  const row = reported.getByRole('listitem').filter({ hasText: eventName }).first();
  await expect(row).toContainText('플랫폼 밖에서 입금을 요구해요');
  await row.getByRole('button', { name: '대화 보기' }).click();
  await expect(row.getByText('네, 세우셔도 돼요. 전기는 트럭에서 챙겨 갈게요.')).toBeVisible();
  await expect(row.getByText('운영자는 신고된 대화를 읽기만 할 수 있어요.')).toBeVisible();
  await expect(row.getByLabel('보낼 메시지')).toHaveCount(0);
  await expectNoSeriousA11yViolations(operator);

  await api.dispose();
  await customer.context().close();
  await vendor.context().close();
  await operator.context().close();
});
