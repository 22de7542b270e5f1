import { type APIRequestContext, type Browser, type Page, request } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { REQUIRED_CONSENTS } from '../support/consents.ts';
import { demoApi, requestDemoTruck, signInAs } from '../support/demo-request.ts';
import { expect, test } from '../support/test.ts';
import { createPendingApplication } from '../support/vendor-application.ts';

/**
 * Quotes and counter-proposals (issue 31), at 390×844: three new trucks answer one open request — two through
 * the API, one through its owner's screen — and the customer compares them side by side and chooses one; the
 * request is confirmed at that quote's total and the other two trucks are told their quotes were not chosen. A
 * truck asked directly proposes another day, and the customer takes it in one tap.
 */
test.use({ viewport: { width: 390, height: 844 } });

const HEADERS = { 'x-client-version': '1.0.0' };
const HOUR = 3_600_000;
const seoulDay = (days: number) =>
  new Date(Date.now() + 9 * HOUR + days * 24 * HOUR).toISOString().slice(0, 10);
const suffix = () => Math.random().toString(36).slice(2, 8);
const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

interface Vendor {
  api: APIRequestContext;
  truckId: number;
  truckName: string;
}

/** A new owner whose truck (마포구, 분식) went through 입점 신청 and was approved by the operator. */
async function approvedVendor(
  api: APIRequestContext,
  operator: APIRequestContext,
  name: string,
): Promise<Vendor> {
  const application = await createPendingApplication(api, {
    truckName: name,
    companyName: `${name} 상회`,
    nickname: `${name} 사장님`,
  });
  const approved = await operator.post(`/api/v1/admin/applications/${application.applicationId}/approve`);
  expect(approved.ok(), await approved.text()).toBe(true);
  const mine = (await (await api.get('/api/v1/foodtrucks/mine', { headers: HEADERS })).json()).data;
  return { api, truckId: mine[0].id, truckName: name };
}

const quoteOf = (truckId: number, unitPrice: number, calloutFee: number) => ({
  truckId,
  lines: [{ name: '국물 떡볶이', unit: 'serving', unitPrice, quantity: 80 }],
  calloutFee,
  vatIncluded: true,
  includes: '일회용 그릇, 냅킨',
  hoursOnSite: 3,
  siteNeeds: '220V 전기',
  validDays: 7,
  note: '',
});

async function noticeTitles(api: APIRequestContext): Promise<string[]> {
  const page = (await (await api.get('/api/v1/notifications?limit=50', { headers: HEADERS })).json()).data;
  return page.map((notice: { title: string }) => notice.title);
}

/** A customer signed up just now, as the API client their browser would be. */
async function newCustomer(baseURL: string, nickname: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: HEADERS });
  const signup = await api.post('/api/auth/signup', {
    data: {
      email: `counter-${Date.now()}-${suffix()}@example.com`,
      password: 'goodpass123',
      nickname,
      consents: REQUIRED_CONSENTS,
    },
  });
  expect(signup.status()).toBe(201);
  return api;
}

/** The demo truck's owner, signed in in a browser of their own. */
async function demoTruckOwner(browser: Browser, baseURL: string) {
  const owner = await vendorPage(browser, baseURL);
  await signInAs(owner.page, 'vendor@example.com');
  return owner;
}

async function vendorPage(
  browser: Browser,
  baseURL: string,
): Promise<{ page: Page; api: APIRequestContext }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
  });
  return { page: await context.newPage(), api: context.request };
}

test('an open request gets three quotes, compared side by side; the chosen one is confirmed and the others told', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const operator = await demoApi(baseURL!, 'admin@example.com');
  // The first two answer through the API, each with a context of its own; the third on its owner's screen.
  const ownApi = () => request.newContext({ baseURL, extraHTTPHeaders: HEADERS });
  const first = await approvedVendor(await ownApi(), operator, '견적 일번 분식');
  const second = await approvedVendor(await ownApi(), operator, '견적 이번 분식');
  const third = await vendorPage(browser, baseURL!);
  const byScreen = await approvedVendor(third.api, operator, '견적 삼번 분식');

  // The customer signs up and sends an open request for 떡볶이 in 마포구.
  const signup = await page.request.post('/api/auth/signup', {
    headers: HEADERS,
    data: {
      email: `quotes-${Date.now()}-${suffix()}@example.com`,
      password: 'goodpass123',
      nickname: '행사담당',
      consents: REQUIRED_CONSENTS,
    },
  });
  expect(signup.status()).toBe(201);
  const categories = (await (await page.request.get('/api/v1/menu-categories/active')).json()).data;
  const bunsik = categories.find((category: { slug: string }) => category.slug === 'bunsik');
  const items = (await (await page.request.get(`/api/v1/menu-categories/${bunsik.id}/items`)).json()).data;
  const dish = items.find((item: { name: string }) => item.name.endsWith('떡볶이'));
  const sent = await page.request.post('/api/v1/bookings', {
    headers: { ...HEADERS, 'idempotency-key': `quotes-${Date.now()}-${suffix()}` },
    data: {
      truckId: null,
      eventTypeId: 1,
      info: {
        eventName: '창립 기념 행사',
        eventDate: seoulDay(20),
        startTime: '11:00',
        endTime: '14:00',
        guestCount: 80,
        address: { postcode: '03946', roadAddress: '서울 마포구 월드컵로 212', detailAddress: '정문 앞' },
        budget: null,
      },
      menus: [{ menuItemId: dish.id, servings: 80 }],
      contact: { name: '김예약', phone: '01012345678', email: 'me@example.com' },
      requests: '',
      agreedToPolicy: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const bookingId = (await sent.json()).data.id as string;

  for (const [vendor, price, fee] of [
    [first, 5_500, 100_000],
    [second, 5_000, 80_000],
  ] as const) {
    const quote = await vendor.api.post(`/api/v1/bookings/${bookingId}/quotes`, {
      headers: HEADERS,
      data: quoteOf(vendor.truckId, price, fee),
    });
    expect(quote.status(), await quote.text()).toBe(201);
  }

  // The third owner answers on their screen: the request's dish and servings are there to start from.
  await third.page.goto(`/foodtruck/bookings/${bookingId}`);
  await waitForHydration(third.page);
  await third.page.getByRole('button', { name: '견적 보내기' }).click();
  const sheet = third.page.getByRole('dialog', { name: '견적 보내기' });
  await expect(sheet.getByRole('textbox').first()).toHaveValue(dish.name);
  await sheet.getByLabel('단가 (원)').fill('6000');
  await sheet.getByLabel('출장비 (원)').fill('50000');
  await sheet.getByLabel('포함 사항').fill('어묵 국물 무제한');
  // 6,000 × 80 + 50,000, VAT included.
  await expect(sheet.getByRole('definition').filter({ hasText: won(530_000) })).toBeVisible();
  await sheet.getByRole('button', { name: '견적 보내기' }).click();
  await expect(third.page.getByText('견적을 보냈어요')).toBeVisible();
  await expect(third.page.getByRole('region', { name: '내 견적' })).toContainText(won(530_000));
  // Back in the inbox, the request's card says it has been answered, and with how much.
  await third.page.goto(`/foodtruck/bookings?truck=${byScreen.truckId}`);
  const inboxCard = third.page.getByRole('article').filter({ hasText: '창립 기념 행사' });
  await expect(inboxCard).toContainText('견적 보냄');
  await expect(inboxCard).toContainText(`보낸 견적${won(530_000)}`);

  // The customer compares the three side by side: two columns fit at 390 px, the rest scroll into view.
  await page.goto(`/bookings/${bookingId}#quotes`);
  await waitForHydration(page);
  const compare = page.getByRole('region', { name: /받은 견적/ });
  await expect(compare.getByRole('heading')).toHaveText('받은 견적 3');
  const table = compare.getByRole('table');
  const heads = table.getByRole('columnheader');
  await expect(heads).toHaveCount(4);
  const [a, b] = await Promise.all([heads.nth(1).boundingBox(), heads.nth(2).boundingBox()]);
  expect(a!.x + a!.width).toBeLessThanOrEqual(390);
  expect(b!.x + b!.width).toBeLessThanOrEqual(390);
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  const totals = table.getByRole('row', { name: /총액/ });
  // 5,500 × 80 + 100,000 · 5,000 × 80 + 80,000 · 6,000 × 80 + 50,000.
  await expect(totals).toContainText([won(540_000), won(480_000), won(530_000)].join(''));
  await expect(heads.nth(2)).toContainText('최저가');
  await expect(table.getByRole('row', { name: /1인당/ })).toContainText(won(6_000));
  await expect(table.getByRole('row', { name: /평점/ })).toContainText('신규 입점');
  await expectNoSeriousA11yViolations(page);

  // A question to one of them opens its thread: the customer asks the first truck, then chooses the second.
  await table.getByRole('button', { name: `${first.truckName}에 문의하기` }).click();
  const messages = page.getByRole('region', { name: '메시지' });
  await expect(messages).toBeInViewport();
  await messages.getByRole('textbox').fill('주차할 곳이 있나요?');
  await messages.getByRole('button', { name: '보내기' }).click();
  await expect(messages.getByText('주차할 곳이 있나요?')).toBeVisible();

  await table.getByRole('button', { name: `${second.truckName} 견적 선택` }).click();
  const confirm = page.getByRole('dialog', { name: `${second.truckName} 견적으로 확정할까요?` });
  await expect(confirm).toContainText(won(480_000));
  await confirm.getByRole('button', { name: '이 견적으로 확정' }).click();
  await expect(page.getByText('예약이 확정됐어요')).toBeVisible();
  await expect(page.getByRole('region', { name: /받은 견적/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: second.truckName })).toBeVisible();
  await expect(page.getByText(won(480_000)).first()).toBeVisible();
  // The message box is the chosen truck's at once; the one asked before says why it closed.
  await expect(messages.getByRole('button', { name: second.truckName, pressed: true })).toBeVisible();
  await expect(messages.getByRole('textbox')).toBeEditable();
  await messages.getByRole('button', { name: first.truckName }).click();
  await expect(messages.getByText('다른 푸드트럭으로 예약을 확정해서 이 대화는 닫혔어요.')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(messages.getByText('대화한 푸드트럭 2곳')).toBeVisible();
  await expect(messages.getByRole('button', { name: second.truckName, pressed: true })).toBeVisible();

  // The chosen truck hears that its quote became the booking; the other two that theirs were not chosen.
  await expect.poll(() => noticeTitles(second.api)).toContain('고객이 견적을 골랐어요');
  for (const other of [first, byScreen]) {
    await expect.poll(() => noticeTitles(other.api)).toContain('견적이 선택되지 않았어요');
  }
});

const digits = (text: string) => Number(text.replace(/\D/g, '') || 0);

test('the truck proposes another day instead of refusing, and the customer takes it in one tap', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await demoTruckOwner(browser, baseURL!);
  const customerApi = await newCustomer(baseURL!, '행사담당');
  const asked = seoulDay(24);
  const proposed = seoulDay(25);
  const bookingId = await requestDemoTruck(customerApi, { eventName: '가을 운동회', eventDate: asked });

  await owner.page.goto(`/foodtruck/bookings/${bookingId}`);
  await waitForHydration(owner.page);
  await owner.page.getByRole('button', { name: '다른 날짜·메뉴로 제안하기' }).click();
  const sheet = owner.page.getByRole('dialog', { name: '다른 조건 제안하기' });
  await sheet.getByLabel('날짜').fill(proposed);
  // More servings of a dish: 제안 금액 follows, by the same estimate as the request's, until it is typed.
  const line = sheet.getByRole('group', { name: '메뉴 (인분)' }).getByRole('listitem').first();
  const price = digits(await line.locator('span span').innerText());
  const servings = line.getByRole('textbox');
  const amount = sheet.getByLabel('제안 금액 (원)');
  const estimate = digits(await amount.inputValue());
  await servings.fill(String(digits(await servings.inputValue()) + 10));
  await expect.poll(async () => digits(await amount.inputValue())).toBe(estimate + 10 * price);
  await sheet.getByLabel('제안 금액 (원)').fill('520000');
  await servings.fill(String(digits(await servings.inputValue()) + 1));
  await expect(amount).toHaveValue('520,000');
  await sheet.getByLabel('고객에게 남길 말').fill('그날은 다른 행사가 있어 다음 날 가능해요');
  await sheet.getByRole('button', { name: '제안 보내기' }).click();
  await expect(owner.page.getByText('제안을 보냈어요')).toBeVisible();
  await expect(owner.page.getByRole('region', { name: '보낸 제안' })).toContainText(won(520_000));

  // The customer's own browser, signed in as the customer who asked.
  const cookies = await customerApi.storageState();
  await page.context().addCookies(cookies.cookies);
  await page.goto(`/bookings/${bookingId}#counter-offer`);
  await waitForHydration(page);
  const card = page.getByRole('region', { name: '사장님이 다른 조건을 제안했어요' });
  await expect(card).toBeInViewport();
  await expect(card.getByRole('definition').first()).toContainText('→');
  await expect(card).toContainText(won(520_000));
  await expect(card).toContainText('그날은 다른 행사가 있어 다음 날 가능해요');
  // The truck has answered: nothing offers to send the request to other trucks meanwhile.
  await expect(page.getByRole('button', { name: '열린 요청으로 넓히기' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: '이 조건으로 확정' }).click();
  await expect(page.getByText('예약이 확정됐어요')).toBeVisible();
  await expect(card).toHaveCount(0);
  const [, month, day] = proposed.split('-').map(Number);
  await expect(page.getByRole('main')).toContainText(`${month}월 ${day}일`);
  await expect(page.getByText(won(520_000)).first()).toBeVisible();
  await expect.poll(() => noticeTitles(owner.api)).toContain('고객이 제안을 수락했어요');
});

test('a proposal for the time of another request to the same truck is refused naming that one, the card kept', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await demoTruckOwner(browser, baseURL!);
  const customerApi = await newCustomer(baseURL!, '두번요청');
  // Two requests to the same truck, 11:00–14:00 on two days; the truck proposes the first one's day for the second.
  const firstDay = seoulDay(27);
  const firstId = await requestDemoTruck(customerApi, { eventName: '봄 체육대회', eventDate: firstDay });
  const secondId = await requestDemoTruck(customerApi, {
    eventName: '가을 체육대회',
    eventDate: seoulDay(28),
  });
  const firstCode = (await (await customerApi.get(`/api/v1/bookings/${firstId}`)).json()).data.code as string;
  const proposed = await owner.api.post(`/api/v1/bookings/${secondId}/counter-offers`, {
    headers: HEADERS,
    data: { eventDate: firstDay, amount: 480_000, note: '그날 오전이 비어 있어요' },
  });
  expect(proposed.status()).toBe(201);

  await page.context().addCookies((await customerApi.storageState()).cookies);
  await page.goto(`/bookings/${secondId}#counter-offer`);
  await waitForHydration(page);
  const card = page.getByRole('region', { name: '사장님이 다른 조건을 제안했어요' });
  await card.getByRole('button', { name: '이 조건으로 확정' }).click();
  await expect(page.getByText(`같은 시간으로 보낸 요청(${firstCode})이 이미 있어요`)).toBeVisible();
  await expect(card).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('counter-offer-duplicate.png') });
  await expect(page.getByRole('main')).toContainText('가을 체육대회');
});
