import { type APIRequestContext, type Page, request, type TestInfo } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { REQUIRED_CONSENTS } from '../support/consents.ts';
import { expect, test } from '../support/test.ts';

const HEADERS = { 'x-client-version': '1.0.0' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A Seoul calendar date `days` from today, as the booking contract takes it. */
const seoulDay = (days: number) => new Date(Date.now() + 9 * HOUR + days * DAY).toISOString().slice(0, 10);
const suffix = () => Math.random().toString(36).slice(2, 8);
const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

interface DemoTruck {
  id: number;
  status: string;
  menu: { id: number; price: number }[];
}

/** The demo owner through the API, and their listed truck (requests go to it so the owner can accept them). */
async function demoVendor(baseURL: string): Promise<{ api: APIRequestContext; truck: DemoTruck }> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: HEADERS });
  const login = await api.post('/api/auth/login', {
    data: { email: 'vendor@example.com', password: 'demo1234!' },
  });
  expect(login.ok()).toBe(true);
  const mine = (await (await api.get('/api/v1/foodtrucks/mine')).json()).data as DemoTruck[];
  return { api, truck: mine.find((truck) => truck.status === 'approved')! };
}

/** A fresh customer signed in in this page's browser context (booking requests are limited per person). */
async function signUp(page: Page) {
  const response = await page.request.post('/api/auth/signup', {
    headers: HEADERS,
    data: {
      email: `manage-${Date.now()}-${suffix()}@example.com`,
      password: 'goodpass123',
      nickname: '행사담당',
      consents: REQUIRED_CONSENTS,
    },
  });
  expect(response.status()).toBe(201);
}

/** A request to the demo truck, sent through the API as the booking flow sends it; returns its id and code. */
async function requestBooking(
  page: Page,
  truck: DemoTruck,
  when: { eventDate: string; startTime: string; endTime: string },
  eventName = '창립 기념 행사',
  { open = false } = {},
): Promise<{ id: string; code: string }> {
  const response = await page.request.post('/api/v1/bookings', {
    headers: { ...HEADERS, 'idempotency-key': `manage-${Date.now()}-${suffix()}` },
    data: {
      // An open request is never refused for a day the demo truck is busy (another spec blocks days on it).
      truckId: open ? null : truck.id,
      eventTypeId: 1,
      info: {
        eventName,
        ...when,
        guestCount: 80,
        address: { postcode: '03946', roadAddress: '서울 마포구 월드컵로 212', detailAddress: '정문 앞' },
        budget: null,
      },
      menus: [{ menuItemId: truck.menu[0]!.id, servings: 80 }],
      contact: { name: '김예약', phone: '01012345678', email: 'me@example.com' },
      requests: '',
      agreedToPolicy: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = await response.json();
  return { id: data.id, code: data.code };
}

/** The owner accepts what they read: an accept names the request's version as it is now. */
async function acceptAsRead(api: APIRequestContext, id: string, quotedAmount: number) {
  const { version } = (await (await api.get(`/api/v1/bookings/${id}`)).json()).data;
  return api.put(`/api/v1/bookings/${id}/status`, { data: { status: 'accepted', quotedAmount, version } });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Repeats of a test on one server (--repeat-each) share the demo truck: each works on its own day or hour. */
const laneOf = (testInfo: TestInfo) => testInfo.repeatEachIndex;

test.describe('내 예약 관리: 수정과 취소', () => {
  const apis: APIRequestContext[] = [];
  test.afterEach(async () => {
    await Promise.all(apis.map((api) => api.dispose()));
    apis.length = 0;
  });

  test('edit: one 저장하기 sends every changed section in one call; a refusal and a lost connection keep what was typed', async ({
    page,
    baseURL,
  }, testInfo) => {
    const lane = laneOf(testInfo);
    const vendor = await demoVendor(baseURL!);
    apis.push(vendor.api);
    await signUp(page);
    const booking = await requestBooking(page, vendor.truck, {
      eventDate: seoulDay(20 + lane),
      startTime: '05:00',
      endTime: '06:00',
    });

    await open(page, `/bookings/edit/${booking.id}`);
    await expect(page.getByText('사장님이 확정하기 전이라 모든 내용을 바꿀 수 있어요.')).toBeVisible();
    // One button for the whole booking: no per-section 저장, no 수정 마치기 that drops what was typed.
    await expect(page.getByRole('button', { name: /저장$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '수정 마치기' })).toHaveCount(0);
    await page.getByLabel('행사 이름').fill('창립 10주년 기념 행사');
    await page.getByLabel('휴대폰 번호').fill('01098765432');
    await page.getByLabel('요청사항 (선택)').fill('정문 옆 주차 공간을 비워둘게요.');
    await expectNoSeriousA11yViolations(page);

    const puts: Record<string, unknown>[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PUT' && sent.url().endsWith(`/api/v1/bookings/${booking.id}`))
        puts.push(sent.postDataJSON());
    });
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
    await expect(page.getByRole('status').filter({ hasText: '예약을 수정했어요' })).toBeVisible();
    expect(puts).toHaveLength(1);
    expect(Object.keys(puts[0]!).sort()).toEqual(['contact', 'info', 'requests']);
    await expect(page.getByRole('heading', { name: '창립 10주년 기념 행사' })).toBeVisible();
    await expect(page.getByText('010-9876-5432')).toBeVisible();
    await expect(page.getByText('정문 옆 주차 공간을 비워둘게요.')).toBeVisible();

    // The owner accepts while the customer is still typing: the open screen hears of it at once (live events)
    // and says so with the shared rule's words, before any save; what can still be saved stays as typed.
    await page.getByRole('link', { name: '요청 내용 수정하기' }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/edit/${booking.id}$`));
    await page.getByLabel('행사 이름').fill('창립 기념 가을 행사');
    await page.getByLabel('요청사항 (선택)').fill('전기는 건물에서 끌어다 쓸 수 있어요.');
    const accepted = await acceptAsRead(vendor.api, booking.id, 900_000);
    expect(accepted.ok(), await accepted.text()).toBe(true);
    puts.length = 0;
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: '그사이 예약이 확정됐어요. 확정된 예약은 연락처와 요청사항만 바꿀 수 있어요.' }),
    ).toBeVisible();
    expect(puts).toHaveLength(0);
    await expect(page).toHaveURL(new RegExp(`/bookings/edit/${booking.id}$`));
    await expect(page.getByLabel('요청사항 (선택)')).toHaveValue('전기는 건물에서 끌어다 쓸 수 있어요.');
    await expect(page.getByLabel('행사 이름')).toHaveCount(0);

    // No connection: the toast says what failed, and the text is still there to send again.
    await page.route(`**/api/v1/bookings/${booking.id}`, (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.getByRole('button', { name: '저장하기' }).click();
    const failure = page.getByRole('alert').filter({ hasText: '예약을 수정하지 못했어요' });
    await expect(failure).toBeVisible();
    await expect(failure).not.toHaveText(/^\W*(오류|경고|알림)\b/);
    await expect(page.getByLabel('요청사항 (선택)')).toHaveValue('전기는 건물에서 끌어다 쓸 수 있어요.');
    await page.unroute(`**/api/v1/bookings/${booking.id}`);

    // 다시 시도 on the toast saves what is on the screen.
    puts.length = 0;
    await failure.getByRole('button', { name: '다시 시도' }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
    await expect(page.getByText('전기는 건물에서 끌어다 쓸 수 있어요.')).toBeVisible();
    expect(puts.map((body) => Object.keys(body))).toEqual([['requests']]);
  });

  test('edit: leaving with unsaved changes asks first, from the app and from the browser', async ({
    page,
    baseURL,
  }, testInfo) => {
    const lane = laneOf(testInfo);
    const vendor = await demoVendor(baseURL!);
    apis.push(vendor.api);
    await signUp(page);
    const booking = await requestBooking(page, vendor.truck, {
      eventDate: seoulDay(30 + lane),
      startTime: '05:00',
      endTime: '06:00',
    });

    // Nothing changed: back simply leaves.
    await open(page, `/bookings/${booking.id}`);
    await page.getByRole('link', { name: '요청 내용 수정하기' }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/edit/${booking.id}$`));
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));

    await page.getByRole('link', { name: '요청 내용 수정하기' }).click();
    const requests = page.getByLabel('요청사항 (선택)');
    await requests.fill('주차는 지하 2층에 해주세요.');

    // The header's back: a dialog asks; 계속 수정하기 keeps the text.
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    const leave = page.getByRole('dialog', { name: '수정한 내용을 저장하지 않고 나갈까요?' });
    await expect(leave).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await leave.getByRole('button', { name: '계속 수정하기' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/bookings/edit/${booking.id}$`));
    await expect(requests).toHaveValue('주차는 지하 2층에 해주세요.');

    // The browser's back: the same question, and Esc stays.
    await page.evaluate(() => window.history.back());
    await expect(leave).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/bookings/edit/${booking.id}$`));
    await page.keyboard.press('Escape');
    await expect(leave).toBeHidden();
    await expect(requests).toHaveValue('주차는 지하 2층에 해주세요.');
    // Asked again, 나가기 goes back where the browser was going, without saving.
    await page.evaluate(() => window.history.back());
    await leave.getByRole('button', { name: '나가기' }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
    await expect(page.getByText('주차는 지하 2층에 해주세요.')).toHaveCount(0);

    // A tab in the bar asks too.
    await page.getByRole('link', { name: '요청 내용 수정하기' }).click();
    await requests.fill('주차는 지상에 해주세요.');
    await page.getByRole('link', { name: '마이' }).click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: '나가기' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await open(page, `/bookings/${booking.id}`);
    await expect(page.getByText('주차는 지상에 해주세요.')).toHaveCount(0);

    // Reloading or closing the tab with something typed: the browser's own question (beforeunload).
    await page.getByRole('link', { name: '요청 내용 수정하기' }).click();
    await requests.fill('주차는 지하 1층에 해주세요.');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });

  test('cancel: a sheet shows the fee from the refund policy and takes a reason; Esc closes it and focus stays inside', async ({
    page,
    baseURL,
  }, testInfo) => {
    const lane = laneOf(testInfo);
    const vendor = await demoVendor(baseURL!);
    apis.push(vendor.api);
    await signUp(page);
    // Four days ahead: the refund policy's 행사 6~3일 전 line, 10% of the quoted amount.
    const booking = await requestBooking(page, vendor.truck, {
      eventDate: seoulDay(4),
      startTime: `${String(5 + lane).padStart(2, '0')}:00`,
      endTime: `${String(5 + lane).padStart(2, '0')}:50`,
    });
    const accepted = await acceptAsRead(vendor.api, booking.id, 1_000_000);
    expect(accepted.ok(), await accepted.text()).toBe(true);

    await open(page, `/bookings/${booking.id}`);
    const opener = page.getByRole('button', { name: '예약 취소하기' });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: '예약을 취소할까요?' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('취소 수수료');
    await expect(sheet).toContainText(won(100_000));
    await expect(sheet).toContainText('행사 6~3일 전');
    await expectNoSeriousA11yViolations(page);

    // Esc closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();

    // Focus goes round inside the open sheet, never to the page behind it.
    await opener.click();
    await expect(sheet).toBeVisible();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))),
        `focus after ${step + 1} tabs`,
      ).toBe(true);
    }

    await sheet.getByRole('button', { name: '행사 일정이 바뀌었어요' }).click();
    await expect(sheet.getByLabel('취소 사유')).toHaveValue('행사 일정이 바뀌었어요');
    await sheet.getByLabel('취소 사유').fill('행사 일정이 바뀌었어요. 다음에 다시 부탁드려요.');
    await sheet.getByRole('button', { name: '예약 취소하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '예약을 취소했어요' })).toContainText(
      `취소 수수료 ${won(100_000)}`,
    );
    await expect(sheet).toBeHidden();
    await expect(page.getByText('취소 사유 행사 일정이 바뀌었어요. 다음에 다시 부탁드려요.')).toBeVisible();
    await expect(page.getByRole('button', { name: '예약 취소하기' })).toHaveCount(0);
  });

  test("the booking number in the app's font; another year's date shows its year; the offline notice says what happened", async ({
    page,
    baseURL,
    context,
  }) => {
    const vendor = await demoVendor(baseURL!);
    apis.push(vendor.api);
    await signUp(page);
    const nextYear = Number(seoulDay(0).slice(0, 4)) + 1;
    const eventDate = `${nextYear}-01-01`;
    const booking = await requestBooking(
      page,
      vendor.truck,
      { eventDate, startTime: '05:00', endTime: '06:00' },
      '신년 행사',
      { open: true },
    );
    const weekday = '일월화수목금토'[new Date(`${eventDate}T00:00:00Z`).getUTCDay()];

    await open(page, `/bookings/${booking.id}`);
    await expect(
      page.getByRole('main').getByText(`${nextYear}년 1월 1일 (${weekday})`).first(),
    ).toBeVisible();
    const code = page.getByText(booking.code, { exact: true });
    const style = await code.evaluate((element) => {
      const own = getComputedStyle(element);
      return {
        font: own.fontFamily,
        body: getComputedStyle(document.body).fontFamily,
        numeric: own.fontVariantNumeric,
      };
    });
    expect(style.font).toBe(style.body);
    expect(style.numeric).toContain('tabular-nums');

    await open(page, '/bookings');
    await expect(page.getByRole('link', { name: new RegExp(booking.code) })).toContainText(
      `${nextYear}년 1월 1일 (${weekday})`,
    );

    // The connection drops: the notice names what happened, not a bare 오류.
    await context.setOffline(true);
    const notice = page.getByRole('alert').filter({ hasText: '인터넷 연결이 끊겼어요' });
    await expect(notice).toBeVisible();
    await context.setOffline(false);
    await expect(notice).toBeHidden();
  });
});
