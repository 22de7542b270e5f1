import { type APIRequestContext, type Page, request } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { REQUIRED_CONSENTS } from '../support/consents.ts';
import { confirmService, payInFull } from '../support/payments.ts';
import { serverClock } from '../support/server-clock.ts';
import { expect, test } from '../support/test.ts';
import { createPendingApplication } from '../support/vendor-application.ts';

const HEADERS = { 'x-client-version': '1.0.0' };
const HOUR = 3_600_000;
const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
const suffix = () => Math.random().toString(36).slice(2, 6);
/** An instant's Seoul date and wall-clock time, as the booking contract takes them. */
const seoulAt = (ms: number) => {
  const iso = new Date(ms + 9 * HOUR).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

interface World {
  /**
   * The demo operator's session, made once: the server allows ten log-ins per account and address in ten
   * minutes, and the whole suite logs the operator in from other tests too.
   */
  operatorCookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];
  operator: APIRequestContext;
  clock: ReturnType<typeof serverClock>;
  vendor: APIRequestContext;
  customer: APIRequestContext;
  truck: { id: number; name: string; menu: { id: number }[] };
  /** Accepted, starting at the server's next minute: completed (and settled) in the last test. */
  toComplete: { id: string; code: string; startsAt: number; quote: number };
  /** A request two weeks ahead, for the operator to cancel. */
  toCancel: { id: string; code: string; eventName: string };
}

/**
 * Everything the console acts on, made through the real API: a new vendor's truck (applied and approved by the
 * demo operator, with its payout account), a customer's request for it that the vendor accepts and whose event
 * starts at the server's next minute and lasts five (the API completes a booking only once its event is over:
 * the last test moves the server's clock there), and a second request to cancel. Nothing of the demo data is used
 * up: the demo truck's completed booking is left to the owners' test.
 */
async function buildWorld(baseURL: string): Promise<World> {
  const vendor = await request.newContext({ baseURL, extraHTTPHeaders: HEADERS });
  const truckName = `운영 점검 트럭 ${suffix()}`;
  const application = await createPendingApplication(vendor, {
    truckName,
    companyName: `${truckName} 상회`,
    nickname: `점검사장${suffix()}`,
  });
  const operator = await request.newContext({ baseURL, extraHTTPHeaders: HEADERS });
  await data(
    await operator.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'demo1234!' } }),
  );
  await data(await operator.post(`/api/v1/admin/applications/${application.applicationId}/approve`));
  const { cookies: operatorCookies } = await operator.storageState();
  const mine = await data<{ id: number; name: string }[]>(await vendor.get('/api/v1/foodtrucks/mine'));
  const own = mine.find((truck) => truck.name === truckName)!;
  const truck = await data<World['truck']>(await vendor.get(`/api/v1/foodtrucks/${own.id}`));

  const customer = await request.newContext({ baseURL, extraHTTPHeaders: HEADERS });
  await data(
    await customer.post('/api/auth/signup', {
      data: {
        email: `console-${Date.now()}-${suffix()}@example.com`,
        password: 'goodpass123',
        nickname: `행사고객${suffix()}`,
        consents: REQUIRED_CONSENTS,
      },
    }),
  );
  const eventTypes = await data<{ id: number }[]>(await customer.get('/api/v1/event-types'));
  const requestBooking = async (eventName: string, startMs: number, minutes: number) =>
    data<{ id: string; code: string; version: number }>(
      await customer.post('/api/v1/bookings', {
        headers: { 'Idempotency-Key': `console-${Date.now()}-${suffix()}` },
        data: {
          truckId: truck.id,
          eventTypeId: eventTypes[0]!.id,
          info: {
            eventName,
            eventDate: seoulAt(startMs).date,
            startTime: seoulAt(startMs).time,
            endTime: seoulAt(startMs + minutes * 60_000).time,
            guestCount: 80,
            address: { postcode: '03946', roadAddress: '서울 마포구 월드컵로 212', detailAddress: '' },
            budget: null,
          },
          menus: [
            { menuItemId: truck.menu[0]!.id, servings: 60 },
            { menuItemId: truck.menu[1]!.id, servings: 40 },
          ],
          contact: { name: '박행사', phone: '01098765432', email: 'event@example.com' },
          requests: '',
          agreedToPolicy: true,
        },
      }),
    );

  // The server's next whole minute (earlier tests may have moved its clock); one that would end after
  // midnight starts at 00:01 instead.
  const clock = serverClock(operator);
  let startsAt = Math.ceil((await clock.now()) / 60_000 + 1) * 60_000;
  if (seoulAt(startsAt).time > '23:54') startsAt = Date.parse(`${seoulAt(startsAt).date}T15:01:00Z`);
  const quote = 720_000;
  const soon = await requestBooking('사내 체육대회 간식차', startsAt, 5);
  await data(
    await vendor.put(`/api/v1/bookings/${soon.id}/status`, {
      data: { status: 'accepted', quotedAmount: quote, version: soon.version },
    }),
  );
  // Paid at once (its start is a minute away): an unpaid deposit would lapse when it passes.
  await payInFull(customer, soon.id);
  const eventName = `취소될 워크숍 ${suffix()}`;
  // 11:00 in Seoul two weeks ahead: a start taken from the clock would run past midnight after 21:00.
  const later = await requestBooking(
    eventName,
    Date.parse(`${seoulAt(Date.now() + 14 * 24 * HOUR).date}T02:00:00Z`),
    180,
  );
  return {
    operatorCookies,
    operator,
    clock,
    vendor,
    customer,
    truck: { ...truck, name: truckName },
    toComplete: { ...soon, startsAt, quote },
    toCancel: { ...later, eventName },
  };
}

test.describe('운영자 콘솔', () => {
  test.describe.configure({ mode: 'serial' });
  let world: World;

  test.beforeAll(async ({ baseURL }) => {
    world = await buildWorld(baseURL!);
  });
  /** The operator's session in this page's browser context. */
  const logInAsOperator = (page: Page) => page.context().addCookies(world.operatorCookies);
  test.afterAll(async () => {
    await Promise.all([world?.operator.dispose(), world?.vendor.dispose(), world?.customer.dispose()]);
  });

  test('the overview shows today, the work waiting and the funnel, as the server counts them', async ({
    page,
  }) => {
    await logInAsOperator(page);
    await open(page, '/profile');
    await page.getByRole('link', { name: '입점 심사' }).click();
    const nav = page.getByRole('navigation', { name: '운영자 메뉴' });
    await nav.getByRole('link', { name: '현황' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page).toHaveTitle('운영 현황 | 푸드트럭 예약');
    await expect(nav.getByRole('link', { name: '현황' })).toHaveAttribute('aria-current', 'page');
    for (const section of ['예약', '정산', '입점 심사', '푸드트럭', '기준 정보'])
      await expect(nav.getByRole('link', { name: section, exact: true })).toBeAttached();

    const overview = await data<{
      today: { requested: number; accepted: number; completed: number };
      unansweredOver24h: number;
      settlements: { requestedCount: number; requestedNet: number };
      pendingApplications: number;
    }>(await page.request.get('/api/v1/admin/overview', { headers: HEADERS }));
    const today = page.getByRole('region', { name: /^오늘 · / });
    for (const [label, count] of [
      ['새 요청', overview.today.requested],
      ['확정', overview.today.accepted],
      ['완료', overview.today.completed],
    ] as const) {
      await expect(
        today.locator('div').filter({ has: page.getByText(label, { exact: true }) }),
      ).toContainText(`${count}건`);
    }
    // The set-up sent two requests and accepted one today.
    expect(overview.today.requested).toBeGreaterThanOrEqual(2);
    expect(overview.today.accepted).toBeGreaterThanOrEqual(1);
    const work = page.getByRole('region', { name: '확인할 일' });
    await expect(work.getByRole('link', { name: /24시간 넘게 답이 없는 요청/ })).toContainText(
      `${overview.unansweredOver24h}건`,
    );
    await expect(work.getByRole('link', { name: /승인을 기다리는 정산/ })).toContainText(
      won(overview.settlements.requestedNet),
    );
    await expect(work.getByRole('link', { name: /심사를 기다리는 입점 신청/ })).toContainText(
      `${overview.pendingApplications}건`,
    );

    const funnel = page.getByRole('region', { name: '예약 퍼널' });
    const stages = await data<{ stage: string; count: number }[]>(
      await page.request.get('/api/v1/analytics/funnel?days=30', { headers: HEADERS }),
    );
    const requested = stages.find((stage) => stage.stage === 'requested')!.count;
    await expect(funnel.getByRole('listitem').filter({ hasText: '예약 요청' })).toContainText(
      `${requested}건`,
    );
    await funnel.getByRole('button', { name: '최근 7일' }).click();
    await expect(funnel.getByRole('button', { name: '최근 7일' })).toHaveAttribute('aria-pressed', 'true');
    await expect(funnel.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The count leads to the requests that have waited more than a day (the demo data's open request, unless
    // another test has answered it since), and to none of today's.
    const waiting = (
      await data<{ eventName: string; createdAt: string }[]>(
        await page.request.get('/api/v1/admin/bookings?status=requested&limit=100', { headers: HEADERS }),
      )
    ).filter((booking) => Date.now() - Date.parse(booking.createdAt) > 24 * HOUR);
    await work.getByRole('link', { name: /24시간 넘게 답이 없는 요청/ }).click();
    await expect(page).toHaveURL(/\/admin\/bookings\?waiting=24h$/);
    if (waiting.length === 0)
      await expect(page.getByText('24시간 넘게 기다리는 요청이 없어요')).toBeVisible();
    else {
      await expect(page.getByText(`총 ${waiting.length}건`)).toBeVisible();
      for (const booking of waiting)
        await expect(page.getByRole('link', { name: booking.eventName }).first()).toBeVisible();
      await expect(page.getByText('24시간+ 대기').first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: '사내 체육대회 간식차' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('an operator finds a demo booking by its code, and cancels a request with a reason', async ({
    page,
  }) => {
    await logInAsOperator(page);
    const demo = (
      await data<{ code: string; eventName: string; status: string; truck: { name: string } }[]>(
        await page.request.get('/api/v1/admin/bookings?q=망원초등학교', { headers: HEADERS }),
      )
    )[0]!;
    const statusLabel = {
      requested: '요청',
      accepted: '확정',
      rejected: '거절',
      cancelled: '취소',
      completed: '완료',
      expired: '만료',
    }[demo.status]!;
    await open(page, '/admin/bookings');
    await expect(page).toHaveTitle('예약 관리 | 푸드트럭 예약');
    await expect(page.getByText(/^총 [\d,]+건$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const search = page.getByRole('search', { name: '예약 검색' });
    await search.getByLabel('검색어').fill(demo.code);
    await search.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${demo.code}`));
    await expect(page.getByText('총 1건')).toBeVisible();
    await expect(page.getByRole('article')).toContainText(demo.code);
    await expect(page.getByRole('article')).toContainText(demo.truck.name);
    // A status chip narrows the same search: another status empties the list, its own finds it again.
    const chips = page.getByRole('navigation', { name: '예약 상태' });
    await chips.getByRole('link', { name: statusLabel === '거절' ? '만료' : '거절' }).click();
    await expect(page.getByText('조건에 맞는 예약이 없어요')).toBeVisible();
    await chips.getByRole('link', { name: statusLabel, exact: true }).click();
    await expect(page.getByText('총 1건')).toBeVisible();
    await page.getByRole('link', { name: demo.eventName }).click();
    await expect(page).toHaveTitle('예약 상세 | 푸드트럭 예약');
    await expect(page.getByRole('heading', { level: 2, name: demo.eventName })).toBeVisible();
    await expect(page.getByText(demo.code)).toBeVisible();
    await expect(page.getByRole('region', { name: '진행 상황' })).toContainText('사장님이 예약을 확정했어요');
    await expectNoSeriousA11yViolations(page);

    // The set-up's request, found by its code, cancelled with a reason both sides then read.
    await open(page, '/admin/bookings');
    await search.getByLabel('검색어').fill(world.toCancel.code);
    await search.getByRole('button', { name: '검색' }).click();
    await page.getByRole('link', { name: world.toCancel.eventName }).click();
    await page.getByRole('button', { name: '예약 취소하기' }).click();
    const sheet = page.getByRole('dialog', { name: '이 예약을 취소할까요?' });
    await expect(sheet).toContainText(world.toCancel.code);
    await expect(sheet.getByLabel('취소 사유')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await sheet.getByRole('button', { name: '예약 취소하기' }).click();
    await expect(sheet.getByRole('alert')).toContainText('5자 이상');
    const reason = '고객 요청으로 운영자가 대신 취소해요.';
    await sheet.getByLabel('취소 사유').fill(reason);
    await sheet.getByRole('button', { name: '예약 취소하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '예약을 취소했어요' })).toBeVisible();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByText(`사유: ${reason}`).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '예약 취소하기' })).toHaveCount(0);
    const seen = await data<{ status: string; statusReason: string }>(
      await world.customer.get(`/api/v1/bookings/${world.toCancel.id}`),
    );
    expect(seen).toMatchObject({ status: 'cancelled', statusReason: reason });
  });

  test("오류 신고 shows the last day's reports as saved: redacted, and not whose they were", async ({
    page,
  }) => {
    const description = `예약 버튼이 안 눌려요 ${suffix()} 연락은 010-2222-3333`;
    await data(
      await world.customer.post('/api/v1/error-reports', {
        data: {
          description,
          stepsToReproduce: ['트럭 상세로 이동', '예약 요청하기 누르기'],
          actualBehavior: '아무 반응 없음',
          context: { url: '/foodtrucks/1?token=abc', code: 'RENDER_ERROR', stack: 'Error: x\n    at y' },
        },
      }),
    );
    await logInAsOperator(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/admin/error-reports');
    await expect(page).toHaveTitle('오류 신고 | 푸드트럭 예약');
    const card = page.getByRole('article').filter({ hasText: '예약 버튼이 안 눌려요' }).first();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(/연락은 \[PHONE\]$/);
    await expect(card).toContainText('회원');
    await expect(card).toContainText('RENDER_ERROR');
    await expect(card).not.toContainText('token=abc');
    await expect(card.getByRole('listitem')).toHaveText(['트럭 상세로 이동', '예약 요청하기 누르기']);
    await card.getByText('스택 보기').click();
    await expect(card.locator('pre')).toContainText('at y');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('error-reports.png'), fullPage: true });
  });

  test('suspending a truck takes it off /foodtrucks; reinstating it brings it back', async ({ page }) => {
    const { name } = world.truck;
    const listed = async () => {
      await open(page, `/foodtrucks?keyword=${encodeURIComponent(name)}`);
      return page.getByRole('link', { name: new RegExp(name) }).count();
    };
    expect(await listed()).toBeGreaterThan(0);

    await logInAsOperator(page);
    await open(page, '/admin/trucks');
    await expect(page).toHaveTitle('푸드트럭 관리 | 푸드트럭 예약');
    await expectNoSeriousA11yViolations(page);
    const search = page.getByRole('search', { name: '푸드트럭 검색' });
    await search.getByLabel('검색어').fill(name);
    await search.getByRole('button', { name: '검색' }).click();
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('영업 중');
    await card.getByRole('button', { name: `${name} 정지하기` }).click();
    const suspend = page.getByRole('dialog', { name: '영업을 정지할까요?' });
    await expect(suspend).toContainText('새 예약 요청을 받지 못해요');
    await expectNoSeriousA11yViolations(page);
    const reason = '위생 관련 신고가 접수되어 확인될 때까지 정지해요.';
    await suspend.getByLabel('정지 사유').fill(reason);
    await suspend.getByRole('button', { name: '정지하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '영업을 정지했어요' })).toBeVisible();
    await expect(card).toContainText('정지');
    await expect(card).toContainText(reason);
    // The 정지 chip finds it too.
    await page.getByRole('navigation', { name: '푸드트럭 상태' }).getByRole('link', { name: '정지' }).click();
    await expect(page.getByRole('article', { name })).toBeVisible();

    expect(await listed()).toBe(0);
    const detail = await page.request.get(`/api/v1/foodtrucks/${world.truck.id}`, { headers: HEADERS });
    expect(detail.status()).toBe(404);

    await open(page, `/admin/trucks?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `${name} 다시 열기` }).click();
    const reinstate = page.getByRole('dialog', { name: '다시 열까요?' });
    await reinstate.getByLabel('다시 여는 사유').fill('위생 점검 결과를 확인했어요. 영업을 다시 열어요.');
    await reinstate.getByRole('button', { name: '다시 열기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '다시 열었어요' })).toBeVisible();
    await expect(page.getByRole('article', { name })).toContainText('영업 중');
    expect(await listed()).toBeGreaterThan(0);
  });

  test('a menu item added in the catalogue leaves new requests when deactivated and returns when reactivated', async ({
    page,
  }) => {
    await logInAsOperator(page);
    await open(page, '/admin/catalogue');
    await expect(page).toHaveTitle('기준 정보 | 푸드트럭 예약');
    await expect(page.getByRole('button', { name: '기업 행사 수정' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('navigation', { name: '기준 정보 종류' })
      .getByRole('link', { name: /^메뉴 \d+건$/ })
      .click();
    await expect(page).toHaveURL(/kind=menu-items/);

    // 추가: the server's refusal of a taken slug shows under the slug.
    const name = `점검 붕어빵 ${suffix()}`;
    const slug = `check-bungeoppang-${suffix()}`;
    await page.getByRole('button', { name: '메뉴 추가' }).click();
    const sheet = page.getByRole('dialog', { name: '메뉴 추가' });
    await expectNoSeriousA11yViolations(page);
    await sheet.getByRole('button', { name: '추가하기' }).click();
    await expect(sheet.getByText('메뉴 분류를 골라주세요')).toBeVisible();
    await expect(sheet.getByText('이름을 입력해주세요')).toBeVisible();
    await sheet.getByLabel('메뉴 분류').selectOption({ index: 1 });
    await sheet.getByLabel('이름').fill(name);
    await sheet.getByLabel('슬러그').fill('bulgogi-rice-bowl');
    await sheet.getByLabel('설명').fill('팥을 가득 넣은 붕어빵 (2개)');
    await sheet.getByLabel('1인분 가격').fill('3000');
    await expect(sheet.getByLabel('1인분 가격')).toHaveValue('3,000');
    await sheet.getByLabel('정렬 순서').fill('9000');
    await sheet.getByRole('button', { name: '추가하기' }).click();
    await expect(sheet.getByText('다른 슬러그를 입력해주세요')).toBeVisible();
    await expect(sheet.getByLabel('슬러그')).toHaveAttribute('aria-invalid', 'true');
    await sheet.getByLabel('슬러그').fill(slug);
    await sheet.getByRole('button', { name: '추가하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '메뉴를 추가했어요' })).toBeVisible();
    await expect(sheet).toHaveCount(0);

    const inNewRequests = async () => {
      const groups = await data<{ items: { name: string }[] }[]>(
        await page.request.get('/api/v1/menu-items/grouped', { headers: HEADERS }),
      );
      return groups.some((group) => group.items.some((item) => item.name === name));
    };
    await expect.poll(inNewRequests).toBe(true);

    await page.getByRole('button', { name: `${name} 비활성화` }).click();
    const off = page.getByRole('dialog', { name: new RegExp(`^${name}.? 비활성화할까요\\?$`) });
    await expect(off).toContainText('이미 들어온 예약은 요청할 때 저장된 이름과 가격을 그대로 보여줘요');
    await expectNoSeriousA11yViolations(page);
    await off.getByRole('button', { name: '비활성화' }).click();
    await expect(page.getByRole('status').filter({ hasText: '비활성화했어요' })).toBeVisible();
    await expect(page.getByRole('button', { name: `${name} 활성화` })).toBeVisible();
    await expect.poll(inNewRequests).toBe(false);

    // An edit keeps it inactive: only what the sheet holds is sent.
    await page.getByRole('button', { name: `${name} 수정` }).click();
    const edit = page.getByRole('dialog', { name: '메뉴 수정' });
    await expect(edit.getByLabel('슬러그')).toBeDisabled();
    await edit.getByLabel('1인분 가격').fill('3500');
    await edit.getByRole('button', { name: '저장하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '저장했어요' })).toBeVisible();
    await expect(page.getByRole('button', { name: `${name} 활성화` })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('1인분 3,500원');

    await page.getByRole('button', { name: `${name} 활성화` }).click();
    await page
      .getByRole('dialog', { name: /다시 사용할까요\?$/ })
      .getByRole('button', { name: '활성화' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: '다시 사용해요' })).toBeVisible();
    await expect.poll(inNewRequests).toBe(true);

    // Policies are edited in the same way, with their own fields.
    await page
      .getByRole('navigation', { name: '기준 정보 종류' })
      .getByRole('link', { name: /^약관·정책/ })
      .click();
    await page.getByRole('button', { name: '이용약관 수정', exact: true }).click();
    const policy = page.getByRole('dialog', { name: '약관·정책 수정' });
    for (const label of ['제목', '요약', '버전', '시행일', '본문'])
      await expect(policy.getByLabel(label)).toBeVisible();
    await expect(policy.getByLabel('제목')).toHaveValue('이용약관');
    await policy.getByRole('button', { name: '닫기' }).click();
    await expect(policy).toHaveCount(0);
  });

  test('a settlement is rejected with a reason, requested again, approved and paid', async ({ page }) => {
    // The set-up's booking completes once its five-minute event is over: the server's clock moves there.
    await world.clock.moveTo(world.toComplete.startsAt + 5 * 60_000 + 1_000);
    await data(
      await world.vendor.put(`/api/v1/bookings/${world.toComplete.id}/status`, {
        data: { status: 'completed' },
      }),
    );
    // The customer confirms the service: its money becomes the vendor's, to be settled.
    await confirmService(world.customer, world.toComplete.id);
    const claim = async () =>
      data<{
        id: string;
        net: number;
        commissionRate: number;
        payout: { bank: string; holder: string; accountNumber: string };
      }>(await world.vendor.post(`/api/v1/settlements/foodtruck/${world.truck.id}`));
    const first = await claim();
    // The rate is the server's own (COMMISSION_RATE); the statement applies it to the quote, rounding down.
    const net = world.toComplete.quote - Math.floor(world.toComplete.quote * first.commissionRate);
    expect(first.net).toBe(net);

    await logInAsOperator(page);
    await open(page, '/admin/settlements');
    await expect(page).toHaveTitle('정산 관리 | 푸드트럭 예약');
    const tabs = page.getByRole('navigation', { name: '정산 상태' });
    await expect(tabs.getByRole('link', { name: /정산 요청 \d+건/ })).toHaveAttribute('aria-current', 'page');
    const card = page.getByRole('link', { name: `${world.truck.name} 정산 요청 ${won(net)}` });
    await expect(card).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await card.click();
    await expect(page).toHaveTitle('정산 상세 | 푸드트럭 예약');
    await expect(page.getByRole('region', { name: '금액' })).toContainText(won(net));
    await expect(page.getByRole('region', { name: '지급 계좌' })).toContainText(first.payout.accountNumber);
    await expect(page.getByRole('region', { name: '포함된 예약' })).toContainText(world.toComplete.code);
    await expectNoSeriousA11yViolations(page);

    // 반려 needs a reason; the bookings can then be claimed again.
    await page.getByRole('button', { name: '반려하기' }).click();
    const reject = page.getByRole('dialog', { name: '정산을 반려할까요?' });
    await expectNoSeriousA11yViolations(page);
    const reason = '확정 금액이 계약서와 달라요. 확인 후 다시 요청해주세요.';
    await reject.getByLabel('반려 사유').fill(reason);
    await reject.getByRole('button', { name: '반려하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '정산을 반려했어요' })).toBeVisible();
    await expect(page.getByText('반려한 정산이에요')).toBeVisible();
    await expect(page.getByRole('region', { name: '처리 기록' })).toContainText(reason);
    await expect(page.getByRole('button', { name: '승인하기' })).toHaveCount(0);

    const second = await claim();
    expect(second.id).not.toBe(first.id);
    await open(page, `/admin/settlements/${second.id}`);
    await page.getByRole('button', { name: '승인하기' }).click();
    const approve = page.getByRole('dialog', { name: '정산을 승인할까요?' });
    await expect(approve).toContainText(won(net));
    await expectNoSeriousA11yViolations(page);
    await approve.getByRole('button', { name: '승인하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '정산을 승인했어요' })).toBeVisible();
    await expect(page.getByText(`계좌로 ${won(net)}을 보낸 뒤 지급 완료로 처리해주세요.`)).toBeVisible();

    // 지급 완료 repeats the account and the amount before it is recorded.
    await page.getByRole('button', { name: '지급 완료 처리' }).click();
    const pay = page.getByRole('dialog', { name: '지급을 완료했나요?' });
    await expect(pay).toContainText(second.payout.bank);
    await expect(pay).toContainText(second.payout.holder);
    await expect(pay).toContainText(second.payout.accountNumber);
    await expect(pay).toContainText(won(net));
    await expectNoSeriousA11yViolations(page);
    await pay.getByRole('button', { name: '지급 완료로 처리' }).click();
    await expect(page.getByRole('status').filter({ hasText: '지급 완료로 처리했어요' })).toBeVisible();
    await expect(page.getByText('지급을 마친 정산이에요')).toBeVisible();
    await expect(page.getByRole('region', { name: '정산 처리' })).toHaveCount(0);

    const seen = await data<{ status: string }>(await world.vendor.get(`/api/v1/settlements/${second.id}`));
    expect(seen.status).toBe('paid');
    await open(page, '/admin/settlements?status=paid');
    await expect(page.getByRole('link', { name: `${world.truck.name} 지급 완료 ${won(net)}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
