import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { demoApi, laneDay, openScreen, requestDemoTruck, signInAs } from '../support/demo-request.ts';
import { type ServerPair, startServerPair } from '../support/server-pair.ts';
import { serverPort } from '../support/servers.ts';
import { expect, test } from '../support/test.ts';

/**
 * Live screens: a customer's and a vendor's pages open side by side change within 2 s
 * of what the other side does, with no reload; once on one server, once with each page on its own instance of a
 * server pair sharing one PostgreSQL.
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

const bellName = (unread: number) => (unread > 0 ? `알림 ${unread}개 읽지 않음` : '알림');

/** The person's unread count as the server has it, once the bell shows the same. */
const bellCount = async (page: Page) => {
  const unread = (await (await page.request.get('/api/v1/notifications?limit=1')).json()).unread as number;
  await expect(page.getByRole('link', { name: bellName(unread), exact: true })).toBeVisible();
  return unread;
};

async function walk(
  customerBase: string,
  vendorBase: string,
  browser: Browser,
  eventName: string,
  eventDate: string,
  shots?: (name: string) => string,
) {
  const vendor = await pageAt(browser, vendorBase);
  const customer = await pageAt(browser, customerBase);
  await signInAs(vendor, 'vendor@example.com');
  await signInAs(customer, 'customer@example.com');
  await openScreen(vendor, '/foodtruck/bookings');
  await expect(vendor.getByRole('navigation', { name: '예약 상태' })).toBeVisible();
  await markPage(vendor);
  const vendorBefore = await bellCount(vendor);

  // The customer asks (through the API, on the customer's instance): the vendor's open inbox shows it.
  const api = await demoApi(customerBase, 'customer@example.com');
  const id = await requestDemoTruck(api, { eventName, eventDate });
  await expect(vendor.getByRole('article').filter({ hasText: eventName })).toBeVisible({ timeout: LIVE_MS });
  await expect(vendor.getByRole('link', { name: bellName(vendorBefore + 1), exact: true })).toBeVisible({
    timeout: LIVE_MS,
  });
  await stillSamePage(vendor);

  // The customer's booking is open while the vendor accepts it on theirs.
  await openScreen(customer, `/bookings/${id}`);
  await markPage(customer);
  const customerBefore = await bellCount(customer);
  await vendor
    .getByRole('article')
    .filter({ hasText: eventName })
    .getByRole('link', { name: eventName })
    .click();
  await vendor.getByRole('button', { name: '수락하기' }).click();
  const sheet = vendor.getByRole('dialog', { name: '이 예약을 수락할까요?' });
  await sheet.getByRole('button', { name: /에 수락하기$/ }).click();
  await expect(vendor.getByRole('status').filter({ hasText: '예약을 수락했어요' })).toBeVisible();
  await expect(customer.getByText('사장님이 예약을 확정했어요')).toBeVisible({ timeout: LIVE_MS });
  await expect(customer.getByRole('link', { name: bellName(customerBefore + 1), exact: true })).toBeVisible({
    timeout: LIVE_MS,
  });
  await stillSamePage(customer);

  if (shots) {
    await customer.screenshot({ path: shots('bell.png') });
    // The bell is a 44 px target.
    const box = await customer.getByRole('link', { name: /^알림/ }).first().boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await customer.getByRole('link', { name: /^알림/ }).first().click();
    await expect(customer).toHaveURL(/\/notifications$/);
    const notice = customer.getByRole('link', { name: /예약이 확정됐어요/ }).first();
    await expect(notice).toBeVisible();
    await customer.screenshot({ path: shots('notifications.png') });
    await expectNoSeriousA11yViolations(customer);
    await expect(customer.getByRole('button', { name: '모두 읽음' })).toBeEnabled();
    // A second tab of the same browser, its live updates started (they listen to the other tabs as well).
    const otherTab = await customer.context().newPage();
    const listening = otherTab.waitForRequest((request) => request.url().includes('/api/v1/events'));
    await openScreen(otherTab, `/bookings/${id}`);
    await listening;
    await expect(
      otherTab.getByRole('link', { name: bellName(customerBefore + 1), exact: true }),
    ).toBeVisible();
    await markPage(otherTab);
    // A tap marks it read and opens the booking; the other tab's bell drops the notice without a reload.
    await notice.click();
    await expect(customer).toHaveURL(new RegExp(`/bookings/${id}$`));
    await expect(
      customer.getByRole('link', {
        name: bellName(customerBefore),
      }),
    ).toBeVisible();
    await expect(otherTab.getByRole('link', { name: bellName(customerBefore), exact: true })).toBeVisible({
      timeout: LIVE_MS,
    });
    await stillSamePage(otherTab);
  }
  await api.dispose();
  await vendor.context().close();
  await customer.context().close();
}

test.describe('live screens', () => {
  test('a request reaches the open inbox and the accept the open booking, with the bells', async ({
    browser,
    baseURL,
  }, testInfo) => {
    await walk(baseURL!, baseURL!, browser, '실시간 사내 행사', laneDay(testInfo, 70), (name) =>
      testInfo.outputPath(name),
    );
  });

  test.describe('on two server instances sharing one PostgreSQL', () => {
    let pair: ServerPair;
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern
    test.beforeAll(async ({}, testInfo) => {
      testInfo.setTimeout(120_000);
      // Ports above every worker's own server.
      pair = await startServerPair(
        `live${testInfo.parallelIndex}`,
        serverPort(40 + testInfo.parallelIndex * 2),
      );
    });
    test.afterAll(async () => {
      await pair?.stop();
    });

    test('the vendor on one instance sees the request the customer sent on the other, and back', async ({
      browser,
    }, testInfo) => {
      const [first, second] = pair.urls;
      await walk(second, first, browser, '두 서버 행사', laneDay(testInfo, 72));
    });
  });
});
