import { type APIRequestContext, type Page, request } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { demoApi, laneDay, openScreen, requestDemoTruck, signInAs } from '../support/demo-request.ts';
import { serverClock } from '../support/server-clock.ts';
import { expect, test } from '../support/test.ts';

const HEADERS = { 'x-client-version': '1.0.0' };
const PASSWORD = 'demo1234!';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const suffix = () => Math.random().toString(36).slice(2, 6);

interface DemoTruck {
  id: number;
  name: string;
  status: string;
  menu: { id: number; name: string; price: number }[];
}

async function apiAs(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: HEADERS });
  const response = await api.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return api;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('다시 요청하기: 거절된 요청을 그 내용 그대로', () => {
  const apis: APIRequestContext[] = [];
  test.afterEach(async () => {
    await Promise.all(apis.map((api) => api.dispose()));
    apis.length = 0;
  });

  test('a rejected request asked again of the same truck on another date (sent), and as an open request (menu step)', async ({
    page,
    baseURL,
  }, testInfo) => {
    const vendorApi = await apiAs(baseURL!, 'vendor@example.com');
    const adminApi = await apiAs(baseURL!, 'admin@example.com');
    apis.push(vendorApi, adminApi);
    const truck = ((await (await vendorApi.get('/api/v1/foodtrucks/mine')).json()).data as DemoTruck[]).find(
      (t) => t.status === 'approved',
    )!;
    const dish = truck.menu[0]!;

    // Days from the server's clock (an earlier test may have moved it), of this repeat and width of their own:
    // both widths can run on one worker's server, and the demo truck keeps every request made to it.
    const now = await serverClock(adminApi).now();
    const lane = testInfo.repeatEachIndex * 2 + (testInfo.project.name === 'mobile-390' ? 1 : 0);
    const seoulDay = (days: number) => new Date(now + 9 * HOUR + days * DAY).toISOString().slice(0, 10);
    const refusedDay = seoulDay(80 + lane * 3);
    const newDay = seoulDay(81 + lane * 3);
    const [, month, day] = refusedDay.split('-').map(Number);

    // The demo customer asks the demo truck; its owner says no.
    await page.request.post('/api/auth/login', {
      headers: HEADERS,
      data: { email: 'customer@example.com', password: PASSWORD },
    });
    const eventName = `동네 가을 축제 ${suffix()}`;
    const created = await page.request.post('/api/v1/bookings', {
      headers: { ...HEADERS, 'idempotency-key': `rerequest-${Date.now()}-${suffix()}` },
      data: {
        truckId: truck.id,
        eventTypeId: 1,
        info: {
          eventName,
          eventDate: refusedDay,
          startTime: '11:00',
          endTime: '15:00',
          guestCount: 80,
          address: { postcode: '03946', roadAddress: '서울 마포구 월드컵로 212', detailAddress: '정문 앞' },
          budget: null,
        },
        menus: [{ menuItemId: dish.id, servings: 80 }],
        contact: { name: '김다시', phone: '01024681357', email: 'again@example.com' },
        requests: '전기는 현장에서 쓸 수 있어요.',
        agreedToPolicy: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const rejected = (await created.json()).data as { id: string; code: string };
    const refusal = await vendorApi.put(`/api/v1/bookings/${rejected.id}/status`, {
      data: { status: 'rejected', reason: '그날은 이미 다른 행사가 잡혀 있어요' },
    });
    expect(refusal.status(), await refusal.text()).toBe(200);

    // The customer opens it: the reason, then 다시 요청하기 opening a labelled sheet that Escape closes.
    await open(page, `/bookings/${rejected.id}`);
    await expect(page.getByText('거절 사유 그날은 이미 다른 행사가 잡혀 있어요')).toBeVisible();
    const again = page.getByRole('button', { name: '다시 요청하기' });
    await again.click();
    const sheet = page.getByRole('dialog', { name: '다시 요청하기' });
    await expect(sheet).toBeVisible();
    const sameTruck = sheet.getByRole('button', { name: '이 푸드트럭에 다른 날짜로 요청' });
    const openRequest = sheet.getByRole('button', { name: '여러 푸드트럭에 열린 요청으로 보내기' });
    await expect(sameTruck).toBeEnabled();
    for (const target of [sameTruck, openRequest, sheet.getByRole('button', { name: '닫기' })]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Tab');
    await expect(sheet.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(again).toBeFocused();

    // The same truck: the info step, filled in, the date cleared and focused with the refused day named.
    await again.click();
    await sameTruck.click();
    await expect(page).toHaveURL(/\/booking\/info$/);
    const date = page.getByLabel('행사 날짜');
    await expect(date).toHaveValue('');
    await expect(date).toBeFocused();
    await expect(date).toHaveAccessibleDescription(
      new RegExp(`${month}월 ${day}일은 거절된 날짜예요\\. 다른 날짜를 골라주세요\\.`),
    );
    await expect(page.getByText('이전 요청 내용을 채워 두었어요')).toBeVisible();
    await expect(page.getByLabel('행사 이름')).toHaveValue(eventName);
    await expect(page.getByLabel('시작 시간')).toHaveValue('11:00');
    await expect(page.getByLabel('종료 시간')).toHaveValue('15:00');
    await expect(page.getByLabel('예상 인원 (명)')).toHaveValue('80');
    await expect(page.getByLabel('상세 주소')).toHaveValue('정문 앞');
    await expectNoSeriousA11yViolations(page);

    // The refused day again is refused here; another day goes on, with the dish, contact and requests kept.
    await date.fill(refusedDay);
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page.getByText('사장님이 거절한 날짜예요. 다른 날짜를 골라주세요.')).toBeVisible();
    await expect(page).toHaveURL(/\/booking\/info$/);
    await date.fill(newDay);
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL(/\/booking\/menu$/);
    await expect(page.getByText('1개 메뉴 · 80인분')).toBeVisible();
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL(/\/booking\/contact$/);
    await expect(page.getByLabel('담당자 이름')).toHaveValue('김다시');
    await expect(page.getByLabel('휴대폰 번호')).toHaveValue('010-2468-1357');
    await expect(page.getByLabel('요청사항 (선택)')).toHaveValue('전기는 현장에서 쓸 수 있어요.');
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL(/\/booking\/review$/);
    await page.getByLabel(/취소·환불 규정을 확인했고/).check();

    // Sent as a new request (its own key), answered 201 with a new booking number.
    const sent = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/bookings'),
    );
    await page.getByRole('button', { name: '예약 요청 보내기' }).click();
    const answer = await sent;
    expect(answer.status()).toBe(201);
    const fresh = (await answer.json()).data as { id: string; code: string; info: { eventDate: string } };
    expect(fresh.id).not.toBe(rejected.id);
    expect(fresh.info.eventDate).toBe(newDay);
    await expect(page.getByRole('heading', { name: '예약 요청을 보냈어요' })).toBeVisible();
    await expect(page.getByText(fresh.code, { exact: true })).toBeVisible();
    expect(fresh.code).not.toBe(rejected.code);

    // As an open request: the truck's dishes are not catalogue dishes, so the menu step asks for them again,
    // naming what was chosen; everything before it is filled in.
    await open(page, `/bookings/${rejected.id}`);
    await again.click();
    await openRequest.click();
    await expect(page).toHaveURL(/\/booking\/menu$/);
    await expect(page.getByText('메뉴를 다시 골라주세요')).toBeVisible();
    await expect(page.getByText(`${dish.name} 80인분`)).toBeVisible();
    await expect(page.getByText('열린 요청', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '다음' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // That request is now being written: asking again from the booking asks before replacing it.
    await open(page, `/bookings/${rejected.id}`);
    await again.click();
    await sameTruck.click();
    const ask = page.getByRole('dialog', { name: '작성 중인 예약 요청이 있어요' });
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(again).toBeFocused();
  });
});

test.describe('열린 요청으로 넓히기: 답이 없는 요청을 여러 트럭에', () => {
  test("the reminder's link leads to an open request that replaces the waiting one", async ({
    page,
    baseURL,
  }, testInfo) => {
    const api = await demoApi(baseURL!, 'customer@example.com');
    try {
      const waiting = await requestDemoTruck(api, {
        eventName: `넓혀 볼 행사 ${suffix()}`,
        eventDate: laneDay(testInfo, 250),
      });
      await signInAs(page, 'customer@example.com');
      // Right after sending, the truck is given time to answer: nothing offers to send it elsewhere yet.
      await openScreen(page, `/bookings/${waiting}`);
      await expect(page.getByRole('heading', { name: '예약 상세' })).toBeVisible();
      await expect(page.getByRole('button', { name: '열린 요청으로 넓히기' })).toHaveCount(0);
      const operator = await demoApi(baseURL!, 'admin@example.com');
      const clock = serverClock(operator);
      await clock.moveTo((await clock.now()) + 13 * 3_600_000, page);
      await operator.dispose();

      // Still unanswered half a day on, the reminders link here: the way out is in view and focused.
      await openScreen(page, `/bookings/${waiting}?widen=open`);
      const widen = page.getByRole('button', { name: '열린 요청으로 넓히기' });
      await expect(widen).toBeFocused();
      expect((await widen.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await expectNoSeriousA11yViolations(page);

      // The truck's own dishes are not the catalogue's: the menu step asks again; the rest is filled in.
      await widen.click();
      await expect(page).toHaveURL(/\/booking\/menu$/);
      await expect(page.getByText('메뉴를 다시 골라주세요')).toBeVisible();
      await page.getByRole('button', { name: /담기$/ }).first().click();
      await page.getByRole('button', { name: '다음' }).click();
      await expect(page).toHaveURL(/\/booking\/contact$/);
      // The address changes before the lazily loaded step replaces the menu's (whose button is 다음 too).
      await expect(page.getByLabel('담당자 이름')).toHaveValue(/\S/);
      await page.getByRole('button', { name: '다음' }).click();
      await expect(page).toHaveURL(/\/booking\/review$/);
      await expect(page.getByText(/보내면 답을 기다리던 FT-\d{8}-\w{4} 요청은 취소돼요/)).toBeVisible();
      await page.getByLabel(/취소·환불 규정을 확인했고/).check();
      const sent = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/bookings'),
      );
      await page.getByRole('button', { name: '예약 요청 보내기' }).click();
      const answer = await sent;
      expect(answer.status()).toBe(201);
      expect((await answer.json()).data.isOpenRequest).toBe(true);
      await expect(page.getByRole('heading', { name: '예약 요청을 보냈어요' })).toBeVisible();

      // The waiting request was cancelled with it, and says why.
      const old = (await (await api.get(`/api/v1/bookings/${waiting}`)).json()).data;
      expect(old).toMatchObject({ status: 'cancelled', statusReason: '열린 요청으로 넓혔어요' });
      await openScreen(page, `/bookings/${waiting}`);
      await expect(page.getByText('취소 사유 열린 요청으로 넓혔어요')).toBeVisible();
      await expect(page.getByRole('button', { name: '열린 요청으로 넓히기' })).toHaveCount(0);
    } finally {
      await api.dispose();
    }
  });
});
