import { type APIRequestContext, type Browser, type Page, request, type TestInfo } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { REQUIRED_CONSENTS } from '../support/consents.ts';
import { PHOTO } from '../support/photos.ts';
import { serverClock } from '../support/server-clock.ts';
import { expect, test } from '../support/test.ts';

/**
 * Payments through the server's own Toss sandbox: without Toss keys `npm start` pays against a
 * loopback stand-in that speaks Toss's protocol, with a checkout page of its own, and every screen says 테스트 결제.
 */
const HEADERS = { 'x-client-version': '1.0.0' };
const DAY = 86_400_000;
/** A Seoul date `days` after the server's now (earlier specs may have moved its clock forward). */
const seoulDay = (now: number, days: number) =>
  new Date(now + 9 * 3_600_000 + days * DAY).toISOString().slice(0, 10);
const suffix = () => Math.random().toString(36).slice(2, 8);

interface DemoTruck {
  id: number;
  status: string;
  menu: { id: number }[];
}

async function demoAccount(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: HEADERS });
  const login = await api.post('/api/auth/login', { data: { email, password: 'demo1234!' } });
  expect(login.ok()).toBe(true);
  return api;
}

/** The demo owner and their listed truck, and the server's now (read by the demo operator). */
async function demoVendor(baseURL: string) {
  const api = await demoAccount(baseURL, 'vendor@example.com');
  const operator = await demoAccount(baseURL, 'admin@example.com');
  const now = await serverClock(operator).now();
  await operator.dispose();
  const mine = (await (await api.get('/api/v1/foodtrucks/mine')).json()).data as DemoTruck[];
  return { api, truck: mine.find((truck) => truck.status === 'approved')!, now };
}

/** A new customer with a request the demo owner accepted at `quote`, on `eventDate`, in a page on server time. */
async function acceptedBooking(
  page: Page,
  vendor: { api: APIRequestContext; truck: DemoTruck; now: number },
  eventDate: string,
  quote: number,
) {
  // The page keeps the server's time (an earlier test on this server may have moved it): the cancel sheet's fee
  // is worked out in the browser from it, as the server does.
  await page.clock.setSystemTime(vendor.now);
  const signup = await page.request.post('/api/auth/signup', {
    headers: HEADERS,
    data: {
      email: `pay-${Date.now()}-${suffix()}@example.com`,
      password: 'goodpass123',
      nickname: '결제담당',
      consents: REQUIRED_CONSENTS,
    },
  });
  expect(signup.status()).toBe(201);
  const created = await page.request.post('/api/v1/bookings', {
    headers: { ...HEADERS, 'idempotency-key': `pay-${Date.now()}-${suffix()}` },
    data: {
      truckId: vendor.truck.id,
      eventTypeId: 1,
      info: {
        eventName: '사내 송년회',
        eventDate,
        startTime: '07:00',
        endTime: '08:00',
        guestCount: 80,
        address: { postcode: '03946', roadAddress: '서울 마포구 월드컵로 212', detailAddress: '정문 앞' },
        budget: null,
      },
      menus: [{ menuItemId: vendor.truck.menu[0]!.id, servings: 80 }],
      contact: { name: '김결제', phone: '01012345678', email: 'pay@example.com' },
      requests: '',
      agreedToPolicy: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as string;
  const { version } = (await (await vendor.api.get(`/api/v1/bookings/${id}`)).json()).data;
  const accept = await vendor.api.put(`/api/v1/bookings/${id}/status`, {
    data: { status: 'accepted', quotedAmount: quote, version },
  });
  expect(accept.ok(), await accept.text()).toBe(true);
  return id;
}

/** A demo account signed in on a browser context of its own (the operator moves the server's clock from one). */
async function signedInContext(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const login = await context.request.post('/api/auth/login', {
    headers: HEADERS,
    data: { email, password: 'demo1234!' },
  });
  expect(login.ok()).toBe(true);
  return context;
}

/** The demo owner's screen of a booking, on the server's time `at`. */
async function ownerOnBooking(browser: Browser, baseURL: string, id: string, at: number) {
  const context = await signedInContext(browser, baseURL, 'vendor@example.com');
  const ownerPage = await context.newPage();
  await ownerPage.clock.setSystemTime(at);
  await ownerPage.goto(`/foodtruck/bookings/${id}`);
  await waitForHydration(ownerPage);
  return { context, ownerPage };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.SHOTS ?? test.info().outputDir}/${name}.png`, fullPage: true });

async function openBooking(page: Page, id: string) {
  await page.goto(`/bookings/${id}`);
  await waitForHydration(page);
}

/** On the sandbox's checkout page: it says it is a test, shows the amount, and takes one of its choices. */
async function checkout(
  page: Page,
  amount: string,
  choice: '카드 (승인)' | '카드 (한도 초과)' | '결제 취소',
) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('테스트 결제').first()).toBeVisible();
  await expect(page.getByText(amount).first()).toBeVisible();
  await page.getByRole('button', { name: choice }).click();
}

/** Repeats on one server share the demo truck: each repeat pays on days of its own. */
const lane = (testInfo: TestInfo) => testInfo.repeatEachIndex * 3;

test.describe('결제', () => {
  const apis: APIRequestContext[] = [];
  test.afterEach(async () => {
    await Promise.all(apis.map((api) => api.dispose()));
    apis.length = 0;
  });

  test('the deposit, then the balance, through the test checkout; the owner is told', async ({
    page,
    baseURL,
  }, testInfo) => {
    const vendor = await demoVendor(baseURL!);
    apis.push(vendor.api);
    const id = await acceptedBooking(page, vendor, seoulDay(vendor.now, 60 + lane(testInfo)), 1_000_000);

    await openBooking(page, id);
    const section = page.getByRole('region', { name: '결제', exact: true });
    await expect(section.getByText('테스트 결제')).toBeVisible();
    await expect(section.getByText(/계약금 300,000원을 .+까지 결제해주세요/)).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'payment-section');
    await expectNoSeriousA11yViolations(page);

    await section.getByRole('button', { name: '계약금 300,000원 결제하기' }).click();
    await checkout(page, '300,000원', '카드 (승인)');
    await expect(page).toHaveURL(/\/payment\/success\?orderId=FTP-/);
    await expect(page.getByRole('status').filter({ hasText: '결제가 완료됐어요' })).toBeVisible();
    await expect(page.getByText('실제로 돈이 나가지 않았어요')).toBeVisible();
    await shot(page, 'payment-success');
    await expectNoSeriousA11yViolations(page);
    // A reload reads the order again; it confirms nothing twice.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: '결제가 완료됐어요' })).toBeVisible();

    await page.getByRole('link', { name: '예약 보기' }).click();
    // The deposit's 영수증: 공급가액 and 부가세, the seller, the platform as 통신판매중개자.
    await section.getByRole('link', { name: '계약금 영수증 보기' }).click();
    await expect(page.getByText('272,727원')).toBeVisible();
    await expect(page.getByText('27,273원')).toBeVisible();
    await expect(page.getByRole('heading', { name: '통신판매중개자' })).toBeVisible();
    await shot(page, 'payment-receipt');
    await expectNoSeriousA11yViolations(page);
    await page.goBack();
    await expect(section.getByText(/잔금 700,000원을 .+까지 결제해주세요/)).toBeVisible();
    await expect(section.getByRole('list', { name: '결제 내역' })).toContainText('계약금');
    await section.getByRole('button', { name: '잔금 700,000원 결제하기' }).click();
    await checkout(page, '700,000원', '카드 (승인)');
    await expect(page.getByRole('status').filter({ hasText: '결제가 완료됐어요' })).toBeVisible();
    await page.getByRole('link', { name: '예약 보기' }).click();
    await expect(section.getByText('결제를 모두 마쳤어요.')).toBeVisible();
    await expect(section.getByRole('button', { name: /결제하기$/ })).toHaveCount(0);

    // A business customer asks for a 세금계산서; a wrong 사업자등록번호 is named at its field.
    await section.getByRole('button', { name: '세금계산서·현금영수증 요청하기' }).click();
    const form = section.getByRole('form', { name: '증빙 요청' });
    await form.getByLabel('사업자등록번호').fill('123-45-67890');
    await form.getByLabel('상호').fill('행사기획 주식회사');
    await form.getByLabel('대표자').fill('김대표');
    await form.getByLabel('세금계산서 받을 이메일').fill('tax@example.com');
    await form.getByRole('button', { name: '요청하기' }).click();
    await expect(form.getByText('사업자등록번호를 확인해주세요', { exact: false })).toBeVisible();
    await shot(page, 'payment-tax-request');
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel('사업자등록번호').fill('105-12-18962');
    await form.getByRole('button', { name: '요청하기' }).click();
    await expect(section.getByText(/증빙 요청: 세금계산서 · 행사기획 주식회사 \(105-12-18962/)).toBeVisible();
    const seen = (await (await vendor.api.get(`/api/v1/bookings/${id}/payments`)).json()).data;
    expect(seen.taxRequest).toMatchObject({ kind: 'tax_invoice', email: 'tax@example.com' });

    const notices = (await (await vendor.api.get('/api/v1/notifications?limit=50')).json()).data as {
      title: string;
      link: string;
    }[];
    const ours = notices.filter((notice) => notice.link === `/foodtruck/bookings/${id}`);
    expect(ours.map((notice) => notice.title)).toEqual(
      expect.arrayContaining(['계약금이 결제됐어요', '잔금이 결제됐어요']),
    );
  });

  test('an overdue balance: both sides are told what happens, and the owner gives more time', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const vendor = await demoVendor(baseURL!);
    apis.push(vendor.api);
    const id = await acceptedBooking(page, vendor, seoulDay(vendor.now, 12 + lane(testInfo)), 1_000_000);
    await openBooking(page, id);
    const section = page.getByRole('region', { name: '결제', exact: true });
    await section.getByRole('button', { name: '계약금 300,000원 결제하기' }).click();
    await checkout(page, '300,000원', '카드 (승인)');
    await expect(page.getByRole('status').filter({ hasText: '결제가 완료됐어요' })).toBeVisible();

    // The balance's deadline (3 days before the start) passes unpaid.
    const operatorContext = await signedInContext(browser, baseURL!, 'admin@example.com');
    const operator = operatorContext.request;
    const booking = (await (await page.request.get(`/api/v1/bookings/${id}`)).json()).data;
    const startsAt = Date.parse(`${booking.info.eventDate}T${booking.info.startTime}:00+09:00`);
    const clock = serverClock(operator);
    const moved = await clock.moveTo(startsAt - 3 * DAY + 3_600_000, page);

    await openBooking(page, id);
    await expect(section.getByText('잔금 결제 기한이 지났어요.', { exact: false })).toBeVisible();
    await expect(section.getByRole('button', { name: '잔금 700,000원 결제하기' })).toBeVisible();

    const { context: ownerContext, ownerPage } = await ownerOnBooking(browser, baseURL!, id, moved);
    const owner = ownerPage.getByRole('region', { name: '결제 현황' });
    await expect(
      owner.getByText('기한을 늘려주거나 미납으로 취소할 수 있어요', { exact: false }),
    ).toBeVisible();
    await expect(owner.getByRole('button', { name: '미납으로 예약 취소' })).toBeVisible();
    await owner.scrollIntoViewIfNeeded();
    await shot(ownerPage, 'vendor-balance-overdue');
    await expectNoSeriousA11yViolations(ownerPage);
    await owner.getByRole('button', { name: '잔금 기한 늘려주기' }).click();
    const sheet = ownerPage.getByRole('dialog', { name: '잔금 기한을 언제까지 늘릴까요?' });
    await sheet.getByRole('radio', { name: /행사 하루 전까지/ }).check();
    await shot(ownerPage, 'vendor-balance-extend');
    await expectNoSeriousA11yViolations(ownerPage);
    await sheet.getByRole('button', { name: '기한 늘려주기' }).click();
    await expect(sheet).toBeHidden();
    await expect(owner.getByText(/고객이 잔금 700,000원을 .+까지 결제해야 해요/)).toBeVisible();
    await expect(owner.getByRole('button', { name: '미납으로 예약 취소' })).toHaveCount(0);

    // The new deadline passes too: the owner cancels for it, told first what the policy keeps (30 % a day before).
    await clock.moveTo(startsAt - DAY + 3_600_000, page, ownerPage);
    await operatorContext.close();
    await ownerPage.reload();
    await waitForHydration(ownerPage);
    await owner.getByRole('button', { name: '미납으로 예약 취소' }).click();
    const cancel = ownerPage.getByRole('dialog', { name: '미납으로 예약을 취소할까요?' });
    await expect(
      cancel.getByText('결제된 300,000원은 모두 취소 수수료로 처리되고, 고객에게 돌려드리는 금액은 없어요.', {
        exact: false,
      }),
    ).toBeVisible();
    await shot(ownerPage, 'vendor-balance-cancel');
    await cancel.getByRole('button', { name: '미납으로 취소하기' }).click();
    await expect(cancel).toBeHidden();
    await expect(ownerPage.getByText('잔금이 결제되지 않아 예약이 취소됐어요').first()).toBeVisible();
    await ownerContext.close();
  });

  test('a declined card and a closed window charge nothing and lead back to the booking; a changed amount is refused', async ({
    page,
    baseURL,
  }, testInfo) => {
    const vendor = await demoVendor(baseURL!);
    apis.push(vendor.api);
    const id = await acceptedBooking(page, vendor, seoulDay(vendor.now, 61 + lane(testInfo)), 800_000);

    await openBooking(page, id);
    const section = page.getByRole('region', { name: '결제', exact: true });
    await section.getByRole('button', { name: '전액 800,000원 결제하기' }).click();
    await checkout(page, '800,000원', '카드 (한도 초과)');
    await expect(page).toHaveURL(/\/payment\/fail\?/);
    await expect(page.getByRole('heading', { name: '결제하지 못했어요' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('한도초과');
    await shot(page, 'payment-fail');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: '예약으로 돌아가기' }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${id}$`));

    await section.getByRole('button', { name: '계약금 240,000원 결제하기' }).click();
    await checkout(page, '240,000원', '결제 취소');
    await expect(page.getByRole('heading', { name: '결제를 취소했어요' })).toBeVisible();

    // The amount changed on its way back from the payment window: refused, and the card is not charged.
    await page.route('**/api/v1/payments/confirm', (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), amount: 1_000 }) }),
    );
    await page.goto(`/bookings/${id}`);
    await section.getByRole('button', { name: '계약금 240,000원 결제하기' }).click();
    await checkout(page, '240,000원', '카드 (승인)');
    await expect(page.getByRole('alert')).toContainText('결제 금액이 주문 금액과 달라');
    await expect(page.getByText('카드에서 돈이 빠져나가지 않았어요')).toBeVisible();
    await page.unrouteAll();
    const money = (await (await page.request.get(`/api/v1/bookings/${id}/payments`)).json()).data;
    expect(money.paidAmount).toBe(0);
  });

  test('paid in full four days ahead, then cancelled: the fee is kept and the rest refunded, shown at once', async ({
    page,
    baseURL,
  }, testInfo) => {
    const vendor = await demoVendor(baseURL!);
    apis.push(vendor.api);
    const id = await acceptedBooking(
      page,
      vendor,
      seoulDay(vendor.now, 4 + (testInfo.repeatEachIndex % 3)),
      600_000,
    );

    await openBooking(page, id);
    const section = page.getByRole('region', { name: '결제', exact: true });
    await expect(section.getByText(/행사가 가까워 전액 600,000원을/)).toBeVisible();
    await section.getByRole('button', { name: '전액 600,000원 결제하기' }).click();
    await checkout(page, '600,000원', '카드 (승인)');
    await page.getByRole('link', { name: '예약 보기' }).click();

    await page.getByRole('button', { name: '예약 취소하기' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByText('60,000원')).toBeVisible();
    await sheet.getByRole('button', { name: '예약 취소하기' }).click();
    // The refund is made as the cancellation commits, and the open screen hears of it.
    await expect(section.getByText('−540,000원')).toBeVisible();
    await expect(section.getByText('부분 환불')).toBeVisible();
    await expect(section.getByText('예약 취소 (취소 수수료 60,000원 제외)', { exact: false })).toBeVisible();
    await shot(page, 'payment-refund');
    await expectNoSeriousA11yViolations(page);
  });

  test('구매확정 says what it releases and asks first; the review form opens at once', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const vendor = await demoVendor(baseURL!);
    apis.push(vendor.api);
    const id = await acceptedBooking(
      page,
      vendor,
      seoulDay(vendor.now, 3 + (testInfo.repeatEachIndex % 3)),
      400_000,
    );
    await openBooking(page, id);
    const section = page.getByRole('region', { name: '결제', exact: true });
    await section.getByRole('button', { name: '전액 400,000원 결제하기' }).click();
    await checkout(page, '400,000원', '카드 (승인)');
    await expect(page.getByRole('status').filter({ hasText: '결제가 완료됐어요' })).toBeVisible();

    const operatorContext = await signedInContext(browser, baseURL!, 'admin@example.com');
    const operator = operatorContext.request;
    const booking = (await (await page.request.get(`/api/v1/bookings/${id}`)).json()).data;
    const endsAt = Date.parse(`${booking.info.eventDate}T${booking.info.endTime}:00+09:00`);
    await serverClock(operator).moveTo(endsAt + 3_600_000, page);
    await operatorContext.close();

    await openBooking(page, id);
    await section.getByRole('button', { name: '구매확정', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '구매확정할까요?' });
    await expect(dialog.getByText('결제한 400,000원이 사장님께 정산돼요.', { exact: false })).toBeVisible();
    await expect(dialog.getByText('되돌릴 수 없고', { exact: false })).toBeVisible();
    await shot(page, 'service-confirm-ask');
    await expectNoSeriousA11yViolations(page);
    // 닫기 keeps everything as it was.
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(section.getByRole('button', { name: '구매확정', exact: true })).toBeVisible();
    await section.getByRole('button', { name: '구매확정', exact: true }).click();
    await dialog.getByRole('button', { name: '구매확정하기' }).click();
    await expect(section.getByText('구매확정됐어요', { exact: false })).toBeVisible();
    // Without a reload: the reviews open with 구매확정.
    const reviews = page.getByRole('region', { name: '후기', exact: true });
    await expect(reviews.getByText('까지 쓸 수 있어요', { exact: false })).toBeVisible();
    await expect(reviews.getByText('구매확정 뒤 14일 동안')).toHaveCount(0);
  });

  test('a customer disputes a service after the event and an operator refunds part of it', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const vendor = await demoVendor(baseURL!);
    apis.push(vendor.api);
    const id = await acceptedBooking(
      page,
      vendor,
      seoulDay(vendor.now, 3 + (testInfo.repeatEachIndex % 3)),
      500_000,
    );
    await openBooking(page, id);
    const section = page.getByRole('region', { name: '결제', exact: true });
    await section.getByRole('button', { name: '전액 500,000원 결제하기' }).click();
    await checkout(page, '500,000원', '카드 (승인)');
    await expect(page.getByRole('status').filter({ hasText: '결제가 완료됐어요' })).toBeVisible();

    // The event is over: the operator moves the server's clock past its end (and the page's with it).
    const operatorContext = await signedInContext(browser, baseURL!, 'admin@example.com');
    const operatorPage = await operatorContext.newPage();
    const booking = (await (await page.request.get(`/api/v1/bookings/${id}`)).json()).data;
    const endsAt = Date.parse(`${booking.info.eventDate}T${booking.info.endTime}:00+09:00`);
    await serverClock(operatorPage.request).moveTo(endsAt + 3_600_000, page);

    await openBooking(page, id);
    await expect(section.getByText('행사는 잘 끝났나요?')).toBeVisible();
    await section.getByRole('button', { name: '문제가 있었어요' }).click();
    await section.getByLabel('무엇이 문제였나요?').fill('약속보다 2시간 늦게 와서 점심 배식을 못 했어요');
    await section
      .getByLabel(/^사진 첨부/)
      .setInputFiles({ name: '빈 배식대.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(section.getByRole('img', { name: '보낼 사진 1' })).toBeVisible();
    await section.getByRole('button', { name: '이의 제기 보내기' }).click();
    await expect(section.getByText('이의 제기를 접수했어요.', { exact: false })).toBeVisible();
    await expect(section.getByRole('img', { name: '이의 제기 사진 1 (크게 보기)' })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'payment-dispute');
    await expectNoSeriousA11yViolations(page);

    // The truck gives its side on its own screen, for the operator to weigh.
    const { context: ownerContext, ownerPage } = await ownerOnBooking(
      browser,
      baseURL!,
      id,
      endsAt + 3_600_000,
    );
    const ownerSection = ownerPage.getByRole('region', { name: '결제 현황' });
    await expect(ownerSection.getByText('고객이 문제를 알렸어요.', { exact: false })).toBeVisible();
    await ownerSection.getByLabel(/사장님 입장 남기기/).fill('교통 통제로 늦었고, 배식은 끝까지 마쳤어요');
    await ownerSection.getByRole('button', { name: '입장 보내기' }).click();
    await expect(
      ownerSection.getByText('내가 남긴 입장: 교통 통제로 늦었고', { exact: false }),
    ).toBeVisible();
    await shot(ownerPage, 'vendor-dispute-side');
    await expectNoSeriousA11yViolations(ownerPage);
    await ownerContext.close();

    await operatorPage.goto('/admin/disputes');
    await waitForHydration(operatorPage);
    const card = operatorPage.getByRole('listitem').filter({ hasText: '약속보다 2시간 늦게' });
    await expect(card.getByText('사장님 입장: 교통 통제로 늦었고', { exact: false })).toBeVisible();
    await expect(card.getByText('500,000원')).toBeVisible();
    await expect(card.getByRole('img', { name: '고객 사진 1 (크게 보기)' })).toBeVisible();
    await card.getByRole('radio', { name: '일부 환불' }).check();
    await card.getByLabel('환불할 금액 (원)').fill('100000');
    await card.getByLabel('처리 사유 (양쪽에 전달돼요)').fill('지각 2시간, 배식 일부 못 함');
    await shot(operatorPage, 'admin-disputes');
    await expectNoSeriousA11yViolations(operatorPage);
    await card.getByRole('button', { name: '처리하기' }).click();
    await expect(operatorPage.getByText('처리할 이의 제기가 없어요')).toBeVisible();

    // 결제 대사 for the refund's day (the server's): the gateway's record and the ledger agree.
    const refundDay = seoulDay(endsAt + 3_600_000, 0);
    await operatorPage.goto(`/admin/reconciliation?date=${refundDay}`);
    await waitForHydration(operatorPage);
    await expect(operatorPage.getByRole('heading', { name: '차이 0건' })).toBeVisible();
    await expect(operatorPage.getByText('차이가 없어요')).toBeVisible();
    await shot(operatorPage, 'admin-reconciliation');
    await expectNoSeriousA11yViolations(operatorPage);
    await operatorContext.close();

    // The customer's open screen hears of it: the refund and the resolution.
    await expect(section.getByText('이의 제기를 처리했어요: 일부 환불 100,000원')).toBeVisible();
    await expect(section.getByText('−100,000원')).toBeVisible();
  });
});
