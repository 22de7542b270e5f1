import { type APIRequestContext, type BrowserContext, type Page, request } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { REQUIRED_CONSENTS } from '../support/consents.ts';
import { confirmService, payInFull } from '../support/payments.ts';
import { serverClock } from '../support/server-clock.ts';
import { expect, test } from '../support/test.ts';

const HEADERS = { 'x-client-version': '1.0.0' };
const PASSWORD = 'demo1234!';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A Seoul calendar date `days` from today, as the booking contract and date inputs take it. */
const seoulDay = (days: number) => new Date(Date.now() + 9 * HOUR + days * DAY).toISOString().slice(0, 10);
/** An instant's Seoul date and wall-clock time. */
const seoulAt = (ms: number) => {
  const iso = new Date(ms + 9 * HOUR).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};
/** "12월 8일 (화)", as the calendars name a day. */
const dayName = (date: string) => {
  const [, m, d] = date.split('-').map(Number);
  return `${m}월 ${d}일 (${'일월화수목금토'[new Date(`${date}T00:00:00Z`).getUTCDay()]})`;
};
const monthName = (date: string) => `${Number(date.slice(0, 4))}년 ${Number(date.slice(5, 7))}월`;
const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
};
const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
const suffix = () => Math.random().toString(36).slice(2, 6);

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function apiAs(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: HEADERS });
  const response = await api.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return api;
}

interface DemoTruck {
  id: number;
  name: string;
  menu: { id: number; price: number }[];
}

/** A request addressed to the demo truck, made through the API as the customer would send it. */
async function requestBooking(
  api: APIRequestContext,
  truck: DemoTruck,
  info: { eventName: string; eventDate: string; startTime: string; endTime: string },
) {
  return api.post('/api/v1/bookings', {
    headers: { ...HEADERS, 'idempotency-key': `vendor-ops-${Date.now()}-${suffix()}` },
    data: {
      truckId: truck.id,
      eventTypeId: 1,
      info: {
        ...info,
        guestCount: 80,
        address: { postcode: '03946', roadAddress: '서울 마포구 월드컵로 212', detailAddress: '정문 앞' },
        budget: null,
      },
      menus: [{ menuItemId: truck.menu[0]!.id, servings: 80 }],
      contact: { name: '이행사', phone: '01055557777', email: 'event@example.com' },
      requests: '',
      agreedToPolicy: true,
    },
  });
}

test.describe('사장님 운영: 예약 관리, 캘린더, 정산', () => {
  const apis: APIRequestContext[] = [];
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all([...apis.map((api) => api.dispose()), ...contexts.map((context) => context.close())]);
    apis.length = 0;
    contexts.length = 0;
  });

  test('accepts a request with an amount, blocks a day the booking flow then refuses, completes, settles and prints', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    // A repeat on the same server (--repeat-each) works on days of its own.
    const lane = testInfo.repeatEachIndex;
    const vendorApi = await apiAs(baseURL!, 'vendor@example.com');
    const adminApi = await apiAs(baseURL!, 'admin@example.com');
    apis.push(vendorApi, adminApi);

    // The demo vendor's listed truck; the seed gives it a payout account, so it can settle.
    const mine = (await (await vendorApi.get('/api/v1/foodtrucks/mine')).json()).data as (DemoTruck & {
      status: string;
      payout: { bank: string; accountNumber: string };
    })[];
    const truck = mine.find((t) => t.status === 'approved')!;
    expect(truck.payout).toMatchObject({ bank: '신한은행', accountNumber: '110234567890' });

    // A customer (signed up fresh: booking requests are limited per person and hour) in a browser of their own.
    const customerContext = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    contexts.push(customerContext);
    const customerPage = await customerContext.newPage();
    const customer = customerPage.request;
    expect(
      (
        await customer.post('/api/auth/signup', {
          headers: HEADERS,
          data: {
            email: `vendor-ops-${Date.now()}-${suffix()}@example.com`,
            password: 'goodpass123',
            nickname: '행사손님',
            consents: REQUIRED_CONSENTS,
          },
        })
      ).status(),
    ).toBe(201);

    // Request A, on a free day well ahead; request B, starting at the server's next minute, to be completed.
    const acceptDay = seoulDay(44 + lane * 4);
    const blockDay = seoulDay(46 + lane * 4);
    const eventA = `사내 체육대회 간식차 ${suffix()}`;
    const a = await requestBooking(customer, truck, {
      eventName: eventA,
      eventDate: acceptDay,
      startTime: '11:00',
      endTime: '14:00',
    });
    expect(a.status()).toBe(201);
    const bookingA = (await a.json()).data;

    // The server's next whole minute; at 23:59 no end after the start is left today, so 00:01.
    const clock = serverClock(adminApi);
    let startMs = Math.ceil((await clock.now()) / 60_000 + 1) * 60_000;
    if (seoulAt(startMs).time === '23:59') startMs += 2 * 60_000;
    const eventB = `점심 팝업 ${suffix()}`;
    let b = await requestBooking(customer, truck, {
      eventName: eventB,
      eventDate: seoulAt(startMs).date,
      startTime: seoulAt(startMs).time,
      endTime: seoulAt(startMs + 60_000).time,
    });
    // A repeat of this test on the same server may hold that minute: take the next.
    for (let i = 0; i < 3 && b.status() === 409; i++) {
      startMs += 60_000;
      b = await requestBooking(customer, truck, {
        eventName: eventB,
        eventDate: seoulAt(startMs).date,
        startTime: seoulAt(startMs).time,
        endTime: seoulAt(startMs + 60_000).time,
      });
    }
    expect(b.status()).toBe(201);
    const bookingB = (await b.json()).data;
    const acceptB = await vendorApi.put(`/api/v1/bookings/${bookingB.id}/status`, {
      data: { status: 'accepted', quotedAmount: 300_000, version: bookingB.version },
    });
    expect(acceptB.ok()).toBe(true);
    // Paid at once (its start is a minute away): an unpaid deposit would lapse when it passes.
    await payInFull(customer, bookingB.id);

    // ── 예약 관리: tabs with counts, the request, 수락 with an amount ──
    const login = await page.request.post('/api/auth/login', {
      headers: HEADERS,
      data: { email: 'vendor@example.com', password: PASSWORD },
    });
    expect(login.ok()).toBe(true);
    await open(page, `/foodtruck/bookings?truck=${truck.id}`);
    await expect(page).toHaveTitle('예약 관리 | 푸드트럭 예약');
    const vendorNav = page.getByRole('navigation', { name: '사장님 메뉴' });
    await expect(vendorNav.getByRole('link', { name: '예약 관리' })).toHaveAttribute('aria-current', 'page');
    const tabs = page.getByRole('navigation', { name: '예약 상태' });
    for (const label of ['새 요청', '확정', '완료', '취소·거절']) {
      await expect(tabs.getByRole('link', { name: new RegExp(`^${label} \\d+건$`) })).toBeVisible();
    }
    await expect(tabs.getByRole('link', { name: /^새 요청/ })).toHaveAttribute('aria-current', 'page');
    const cardA = page.getByRole('article').filter({ hasText: eventA });
    await expect(cardA).toContainText('수락하면 보여요');
    await expect(cardA).toContainText(won(bookingA.estimate));
    await expectNoSeriousA11yViolations(page);

    await cardA.getByRole('link', { name: eventA }).click();
    await expect(page).toHaveURL(new RegExp(`/foodtruck/bookings/${bookingA.id}`));
    await expect(page.getByRole('heading', { level: 2, name: eventA })).toBeVisible();
    await expect(page.getByText('예약을 수락하면 고객의 이름과 연락처가 보여요.')).toBeVisible();
    await expect(page.getByRole('button', { name: '완료 처리' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: '수락하기' }).click();
    const acceptSheet = page.getByRole('dialog', { name: '이 예약을 수락할까요?' });
    const amount = acceptSheet.getByLabel('견적 금액');
    await expect(amount).toHaveValue(bookingA.estimate.toLocaleString('ko-KR'));
    await expect(acceptSheet).toContainText('예상 금액과 같아요');
    await expectNoSeriousA11yViolations(page);
    await amount.fill('');
    await acceptSheet.getByRole('button', { name: '수락하기' }).click();
    await expect(acceptSheet.getByRole('alert')).toHaveText('견적 금액을 입력해주세요.');
    const quoted = bookingA.estimate + 50_000;
    await amount.fill(String(quoted));
    await expect(amount).toHaveValue(quoted.toLocaleString('ko-KR'));
    await expect(acceptSheet).toContainText('예상 금액보다 50,000원 많아요');
    await acceptSheet.getByRole('button', { name: `${won(quoted)}에 수락하기` }).click();
    await expect(page.getByRole('status').filter({ hasText: '예약을 수락했어요' })).toBeVisible();
    await expect(acceptSheet).toHaveCount(0);
    await expect(page.getByText('확정 금액 (우리 견적)')).toBeVisible();
    await expect(page.getByRole('main')).toContainText(won(quoted));
    await expect(page.getByRole('main')).toContainText('010-5555-7777');
    await expect(page.getByRole('link', { name: '고객에게 전화하기' })).toHaveAttribute(
      'href',
      'tel:01055557777',
    );

    // The customer sees 확정, the quote against the estimate and the change in the timeline.
    await open(customerPage, `/bookings/${bookingA.id}`);
    await expect(customerPage.getByText('확정 금액 (사장님 견적)')).toBeVisible();
    await expect(customerPage.getByRole('main')).toContainText(won(quoted));
    await expect(customerPage.getByRole('main')).toContainText('+50,000원');
    await expect(customerPage.getByText('사장님이 예약을 확정했어요')).toBeVisible();

    // ── 캘린더: block a whole day ──
    await vendorNav.getByRole('link', { name: '캘린더' }).click();
    await expect(page).toHaveURL(/\/foodtruck\/calendar/);
    await expect(page).toHaveTitle('캘린더 | 푸드트럭 예약');
    await waitForHydration(page);
    // It opens on this month; ‹ › name the month they show.
    for (let shown = seoulDay(0).slice(0, 7); shown < blockDay.slice(0, 7); ) {
      shown = nextMonth(shown);
      await page.getByRole('button', { name: `${monthName(`${shown}-01`)} 보기` }).click();
    }
    await expect(page.getByRole('heading', { level: 2, name: monthName(blockDay) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (acceptDay.slice(0, 7) === blockDay.slice(0, 7)) {
      await expect(page.getByRole('button', { name: `${dayName(acceptDay)}, 확정 예약 1건` })).toBeVisible();
    }
    await page
      .getByRole('button', { name: new RegExp(`^${dayName(blockDay).replace(/[()]/g, '\\$&')}`) })
      .click();
    await expect(page.getByRole('heading', { name: dayName(blockDay), exact: true })).toBeVisible();
    await page.getByRole('button', { name: '이날 일정 막기' }).click();
    const blockSheet = page.getByRole('dialog', { name: `${dayName(blockDay)} 일정 막기` });
    await expect(blockSheet.getByRole('radio', { name: '하루 종일' })).toBeChecked();
    await expect(blockSheet.getByRole('radio', { name: '휴무' })).toBeChecked();
    await blockSheet.getByLabel(/메모/).fill('가족 행사');
    await expectNoSeriousA11yViolations(page);
    await blockSheet.getByRole('button', { name: '일정 막기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '일정을 막았어요' })).toBeVisible();
    await expect(page.getByRole('button', { name: `${dayName(blockDay)}, 하루 종일 막음` })).toBeVisible();
    await expect(page.getByRole('button', { name: '휴무 하루 종일 일정 풀기' })).toBeVisible();

    // ── The booking flow for this truck: the day is shown taken and refused before anything is sent ──
    await open(customerPage, `/booking/event-type?truckId=${truck.id}`);
    await customerPage.getByText('기업 행사', { exact: true }).click();
    await customerPage.getByRole('button', { name: '다음', exact: true }).click();
    await expect(customerPage).toHaveURL(/\/booking\/info$/);
    await customerPage.getByLabel('행사 이름').fill('막힌 날 행사');
    await customerPage.getByLabel('행사 날짜').fill(blockDay);
    await customerPage.getByLabel('시작 시간').fill('11:00');
    await customerPage.getByLabel('종료 시간').fill('14:00');
    const busyMonth = customerPage.getByRole('region', { name: new RegExp(`${truck.name}`) });
    await expect(busyMonth.getByRole('heading', { name: monthName(blockDay) })).toBeVisible();
    await expect(busyMonth.getByRole('button', { name: `${dayName(blockDay)}, 예약 마감` })).toBeDisabled();
    await expect(busyMonth.getByText('예약 마감', { exact: true })).toBeVisible();
    const notice = customerPage.getByRole('alert').filter({ hasText: '이날은 예약할 수 없어요' });
    await expect(notice).toContainText(`${dayName(blockDay)} 하루 종일 다른 일정이 있어요`);
    await expectNoSeriousA11yViolations(customerPage);
    await customerPage.getByLabel('예상 인원 (명)').fill('80');
    await customerPage.getByRole('button', { name: '주소를 직접 입력할게요' }).click();
    await customerPage.getByLabel('우편번호').fill('03946');
    await customerPage.getByLabel('주소', { exact: true }).fill('서울 마포구 월드컵로 212');
    await customerPage.getByRole('button', { name: '다음', exact: true }).click();
    await expect(notice).toBeFocused();
    await expect(customerPage).toHaveURL(/\/booking\/info$/);
    // A free day next to it goes through.
    await busyMonth
      .getByRole('button', {
        name: new RegExp(`^${dayName(seoulDay(47 + lane * 4)).replace(/[()]/g, '\\$&')}, 예약 가능`),
      })
      .click();
    await expect(customerPage.getByLabel('행사 날짜')).toHaveValue(seoulDay(47 + lane * 4));
    await expect(notice).toHaveCount(0);
    // The server refuses the same time too, naming the date.
    const refused = await requestBooking(customer, truck, {
      eventName: '막힌 날 행사',
      eventDate: blockDay,
      startTime: '11:00',
      endTime: '14:00',
    });
    expect(refused.status()).toBe(409);
    const refusal = await refused.json();
    expect(refusal.code).toBe('TRUCK_UNAVAILABLE');
    expect(refusal.fields['info.eventDate']).toBeTruthy();

    // The vendor lifts the block again.
    await page.getByRole('button', { name: '휴무 하루 종일 일정 풀기' }).click();
    await page
      .getByRole('dialog', { name: '이 일정을 풀까요?' })
      .getByRole('button', { name: '일정 풀기' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: '일정을 풀었어요' })).toBeVisible();
    await expect(page.getByRole('button', { name: `${dayName(blockDay)}`, exact: true })).toBeVisible();

    // ── 완료 처리 once request B's one-minute event is over: the server and the owner's phone move there ──
    await clock.moveTo(startMs + 61_000, page);
    await vendorNav.getByRole('link', { name: '예약 관리' }).click();
    await page.getByRole('navigation', { name: '예약 상태' }).getByRole('link', { name: /^확정/ }).click();
    await page.getByRole('link', { name: eventB }).click();
    await expect(page.getByRole('heading', { level: 2, name: eventB })).toBeVisible();
    await page.getByRole('button', { name: '완료 처리' }).click();
    const completeSheet = page.getByRole('dialog', { name: '행사를 완료 처리할까요?' });
    await expectNoSeriousA11yViolations(page);
    await completeSheet.getByRole('button', { name: '완료 처리하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '완료 처리했어요' })).toBeVisible();
    await expect(page.getByText('행사가 끝나 완료됐어요')).toBeVisible();
    await expect(page.getByRole('button', { name: '완료 처리' })).toHaveCount(0);

    // The customer confirms the service: its money becomes the owner's, to be settled.
    await confirmService(customer, bookingB.id);

    // ── 정산: what is settleable now, 정산 요청, the history and the statement ──
    await vendorNav.getByRole('link', { name: '정산 내역' }).click();
    await expect(page).toHaveTitle('정산 내역 | 푸드트럭 예약');
    const settleable = page.getByRole('region', { name: '지금 정산 받을 수 있는 금액' });
    await settleable.getByText(/포함된 예약 \d+건 보기/).click();
    await expect(settleable).toContainText(bookingB.code);
    await expect(settleable).toContainText(won(300_000));
    await expectNoSeriousA11yViolations(page);
    await settleable.getByRole('button', { name: '정산 요청하기' }).click();
    const settleSheet = page.getByRole('dialog', { name: '정산을 요청할까요?' });
    await expect(settleSheet).toContainText('신한은행');
    await expectNoSeriousA11yViolations(page);
    const requested = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/api\/v1\/settlements\/foodtruck\//.test(response.url()),
    );
    await settleSheet.getByRole('button', { name: '정산 요청하기' }).click();
    const settlement = (await (await requested).json()).data as { id: string };
    await expect(page.getByRole('status').filter({ hasText: '정산을 요청했어요' })).toBeVisible();
    await expect(settleable).toContainText('정산할 완료 예약이 없어요');
    // Other specs on this server may have completed bookings of the same truck, and a request settles them all:
    // the new record is found by its id, booking B on its statement.
    const history = page.getByRole('region', { name: /정산 기록/ });
    const newest = history
      .getByRole('article')
      .filter({ has: page.locator(`a[href$="/foodtruck/settlement/${settlement.id}"]`) });
    await expect(newest).toContainText('정산 요청');

    await newest.getByRole('link', { name: /정산 명세서/ }).click();
    await expect(page).toHaveTitle('정산 명세서 | 푸드트럭 예약');
    const statement = page.getByRole('article', { name: '정산 명세서' });
    await expect(statement).toContainText(bookingB.code);
    await expect(statement).toContainText(won(300_000));
    // A short number people can read out, not the row's id.
    await expect(statement).toContainText(/정산 번호\s*ST-\d{8}-[2-9A-HJ-NP-Z]{4}/);
    await expect(statement).toContainText('110234567890');
    await expect(statement.getByRole('table')).toContainText('지급액');
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: '인쇄하기' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    // On paper: the statement alone, black on white.
    await page.emulateMedia({ media: 'print' });
    await expect(statement).toBeVisible();
    await expect(page.getByRole('navigation', { name: '사장님 메뉴' })).toBeHidden();
    await expect(page.getByRole('button', { name: '인쇄하기' })).toBeHidden();
    await expect(page.getByRole('link', { name: '정산 내역으로' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // ── The operator approves and pays it in the console; the owner then sees 지급 완료 ──
    const settlementId = new URL(page.url()).pathname.split('/').pop()!;
    const operatorContext = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    contexts.push(operatorContext);
    const operator = await operatorContext.newPage();
    const operatorLogin = await operator.request.post('/api/auth/login', {
      headers: HEADERS,
      data: { email: 'admin@example.com', password: PASSWORD },
    });
    expect(operatorLogin.ok()).toBe(true);
    await open(operator, `/admin/settlements/${settlementId}`);
    await operator.getByRole('button', { name: '승인하기' }).click();
    await operator
      .getByRole('dialog', { name: '정산을 승인할까요?' })
      .getByRole('button', { name: '승인하기' })
      .click();
    await expect(operator.getByRole('status').filter({ hasText: '정산을 승인했어요' })).toBeVisible();
    await operator.getByRole('button', { name: '지급 완료 처리' }).click();
    const pay = operator.getByRole('dialog', { name: '지급을 완료했나요?' });
    await expect(pay).toContainText('110234567890');
    await pay.getByRole('button', { name: '지급 완료로 처리' }).click();
    await expect(operator.getByRole('status').filter({ hasText: '지급 완료로 처리했어요' })).toBeVisible();

    await open(page, '/foodtruck/settlement');
    await expect(
      page
        .getByRole('region', { name: /정산 기록/ })
        .getByRole('article')
        .filter({ has: page.locator(`a[href$="/foodtruck/settlement/${settlement.id}"]`) }),
    ).toContainText('지급 완료');
    await expectNoSeriousA11yViolations(page);
  });
});
