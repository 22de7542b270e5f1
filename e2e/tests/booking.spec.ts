import type { Page } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { REQUIRED_CONSENTS } from '../support/consents.ts';
import { expect, test } from '../support/test.ts';

const POSTCODE_SCRIPT = /postcode\.v2\.js/;
const BOOKINGS_CALL = '**/api/v1/bookings';

/** A date two weeks ahead in Seoul, as a date input takes it. */
function eventDate(daysAhead = 14): string {
  return new Date(Date.now() + 9 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

/** A fresh customer, signed in through the real API in this browser context. */
async function signUp(page: Page, nickname: string) {
  const email = `booker-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await page.request.post('/api/auth/signup', {
    headers: { 'x-client-version': '1.0.0' },
    data: { email, password: 'goodpass123', nickname, consents: REQUIRED_CONSENTS },
  });
  expect(res.status()).toBe(201);
  return email;
}

async function fillInfo(page: Page, name: string) {
  await page.getByLabel('행사 이름').fill(name);
  await page.getByLabel('행사 날짜').fill(eventDate());
  await page.getByLabel('시작 시간').fill('11:00');
  await page.getByLabel('종료 시간').fill('14:00');
  await page.getByLabel('예상 인원 (명)').fill('120');
}

async function nextStep(page: Page, url: RegExp) {
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(url);
}

test('home → truck → the whole request, kept across a reload → success → history → detail → cancel', async ({
  page,
}) => {
  await signUp(page, '행사담당');
  // No internet here: the postcode script never arrives, and the form must offer manual entry.
  await page.route(POSTCODE_SCRIPT, (route) => route.abort('internetdisconnected'));

  await page.goto('/');
  await waitForHydration(page);
  const firstTruck = page.getByRole('region', { name: '지금 인기 있는 푸드트럭' }).getByRole('link').nth(1);
  const truckName = (await firstTruck.getByRole('heading').textContent())!.trim();
  await firstTruck.click();
  await expect(page.getByRole('heading', { level: 1, name: truckName })).toBeVisible();
  await page.getByRole('link', { name: '예약 요청하기' }).click();

  // 1. Event type, with the chosen truck shown on the step.
  await expect(page).toHaveURL(/\/booking\/event-type$/);
  await expect(page.getByText('예약 요청할 푸드트럭')).toBeVisible();
  await expect(page.getByText(truckName).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '다음' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.getByText('기업 행사', { exact: true }).click();
  await nextStep(page, /\/booking\/info$/);

  // 2. Info: the address search cannot load, so the fields open for typing.
  await fillInfo(page, '창립 10주년 사내 행사');
  await page.getByRole('button', { name: '주소 검색' }).click();
  await expect(page.getByText('주소 검색을 불러오지 못했어요')).toBeVisible();
  await page.getByLabel('우편번호').fill('06236');
  await page.getByLabel('주소', { exact: true }).fill('서울 강남구 테헤란로 152');
  await page.getByLabel('상세 주소').fill('1층 로비 앞 광장');
  await expectNoSeriousA11yViolations(page);

  // A reload in the middle keeps everything typed.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('행사 이름')).toHaveValue('창립 10주년 사내 행사');
  await expect(page.getByLabel('예상 인원 (명)')).toHaveValue('120');
  await expect(page.getByLabel('상세 주소')).toHaveValue('1층 로비 앞 광장');
  await page.getByLabel('종료 시간').fill('10:00');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('종료 시간은 시작 시간보다 늦어야 해요')).toBeVisible();
  await page.getByLabel('종료 시간').fill('14:00');
  await nextStep(page, /\/booking\/menu$/);

  // 3. Menu: the truck's own dishes; a dish starts at the guest count and the estimate follows.
  await expect(page.getByRole('button', { name: '다음' })).toBeDisabled();
  await page
    .getByRole('button', { name: / 담기$/ })
    .first()
    .click();
  await expect(page.getByLabel(/수량 \(인분\)/)).toHaveValue('120');
  await expect(page.getByText(/1개 메뉴 · 120인분/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await nextStep(page, /\/booking\/contact$/);

  // 4. Contact, filled in from the profile where it can be.
  await expect(page.getByLabel('담당자 이름')).toHaveValue('행사담당');
  await page.getByLabel('휴대폰 번호').fill('01098765432');
  await expect(page.getByLabel('휴대폰 번호')).toHaveValue('010-9876-5432');
  await page.getByLabel('요청사항 (선택)').fill('전기 콘센트가 가까이 있어요.');
  await expectNoSeriousA11yViolations(page);
  await nextStep(page, /\/booking\/review$/);

  // 5. Review: everything on one screen, the refund policy and consent.
  const main = page.getByRole('main');
  await expect(main).toContainText('창립 10주년 사내 행사');
  await expect(main).toContainText('서울 강남구 테헤란로 152, 1층 로비 앞 광장');
  await expect(main).toContainText('010-9876-5432');
  await expect(main).toContainText('취소·환불 규정');
  await expect(page.getByRole('link', { name: '행사 정보 수정' })).toHaveAttribute('href', '/booking/info');
  const send = page.getByRole('button', { name: '예약 요청 보내기' });
  await expect(send).toBeEnabled(); // it says what is missing when tapped (booking-menu-step.spec)
  await page.getByLabel(/취소·환불 규정을 확인했고/).check();
  await expectNoSeriousA11yViolations(page);

  // 6–7. Submit once, with an Idempotency-Key, then the confirmation.
  const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/bookings'));
  await send.click();
  expect((await post).headers()['idempotency-key']).toMatch(/^[a-f0-9]{32}$/);
  await expect(page).toHaveURL(/\/booking\/success\?id=/);
  await expect(page.getByRole('heading', { name: '예약 요청을 보냈어요' })).toBeVisible();
  const code = (await page.getByText(/^FT-\d{8}-[A-Z0-9]{4}$/).textContent())!;
  await expectNoSeriousA11yViolations(page);

  // The history lists it; its detail shows the timeline; cancelling a request nobody accepted is free.
  await page.goto('/bookings');
  await waitForHydration(page);
  const card = page.getByRole('link', { name: new RegExp(code) });
  await expect(card).toContainText('요청');
  await expect(card).toContainText(truckName);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: '확정' }).click();
  await expect(page.getByText('확정 상태의 예약이 없어요')).toBeVisible();
  await page.getByRole('link', { name: '전체' }).click();
  await page.getByRole('link', { name: new RegExp(code) }).click();
  await expect(page.getByRole('heading', { name: '창립 10주년 사내 행사' })).toBeVisible();
  await expect(page.getByText('예약을 요청했어요')).toBeVisible();
  await expect(page.getByText('지금 취소하면 수수료가 없어요.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '예약 취소하기' }).click();
  await page
    .getByRole('dialog', { name: '예약을 취소할까요?' })
    .getByRole('button', { name: '예약 취소하기' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '예약을 취소했어요' })).toBeVisible();
  await expect(page.getByText('예약이 취소됐어요')).toBeVisible();
  await expect(page.getByRole('button', { name: '예약 취소하기' })).toHaveCount(0);
});

test('an open request from home: the postcode service fills the address; a failed submit keeps the draft and one key', async ({
  page,
}) => {
  await signUp(page, '축제준비');
  // A stand-in for the Kakao postcode script that speaks its protocol: new daum.Postcode({ oncomplete }).embed(el).
  await page.route(POSTCODE_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.daum = { Postcode: function (options) {
        this.embed = function (element) {
          var button = document.createElement('button');
          button.type = 'button';
          button.textContent = '서울 마포구 월드컵북로 396 선택';
          button.onclick = function () {
            options.oncomplete({ zonecode: '03925', roadAddress: '서울 마포구 월드컵북로 396', jibunAddress: '',
              buildingName: '누리꿈스퀘어', sido: '서울', sigungu: '마포구' });
          };
          element.appendChild(button);
        };
      } };`,
    }),
  );

  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('complementary', { name: '어떤 트럭이 좋을지 고민되세요?' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/booking\/event-type$/);
  await expect(page.getByText('열린 요청', { exact: true })).toBeVisible();
  await page.getByText('축제·지역 행사', { exact: true }).click();
  await nextStep(page, /\/booking\/info$/);

  await fillInfo(page, '마포 가을 축제');
  await page.getByRole('button', { name: '주소 검색' }).click();
  await page
    .getByRole('dialog', { name: '주소 검색' })
    .getByRole('button', { name: /월드컵북로 396 선택/ })
    .click();
  await expect(page.getByLabel('우편번호')).toHaveValue('03925');
  await expect(page.getByLabel('주소', { exact: true })).toHaveValue(
    '서울 마포구 월드컵북로 396 (누리꿈스퀘어)',
  );
  await nextStep(page, /\/booking\/menu$/);

  await expect(page.getByText('참고 가격이에요')).toBeVisible();
  await page
    .getByRole('button', { name: / 담기$/ })
    .first()
    .click();
  await nextStep(page, /\/booking\/contact$/);
  await page.getByLabel('휴대폰 번호').fill('01055556666');
  await nextStep(page, /\/booking\/review$/);
  await page.getByLabel(/취소·환불 규정을 확인했고/).check();

  // The server is down for every attempt: the screen says so, keeps the draft and offers 다시 시도.
  const keys: string[] = [];
  await page.route(BOOKINGS_CALL, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        error: '서비스를 잠시 사용할 수 없어요.',
        code: 'SERVICE_UNAVAILABLE',
      }),
    });
  });
  await page.getByRole('button', { name: '예약 요청 보내기' }).click();
  await expect(page.getByRole('heading', { name: '예약 요청을 보내지 못했어요' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('입력한 내용은 그대로 남아 있어요.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.unroute(BOOKINGS_CALL);
  const retried = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/bookings'));
  await page.getByRole('button', { name: '다시 시도' }).click();
  keys.push((await retried).headers()['idempotency-key'] ?? '');
  await expect(page.getByRole('heading', { name: '예약 요청을 보냈어요' })).toBeVisible();
  await expect(page.getByText('조건에 맞는 사장님들이 요청을 확인하고')).toBeVisible();
  // Automatic retries and the manual one all carried the same key: at most one booking can exist.
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
});

test('a later step opened without the earlier ones sends the person back to the first missing step', async ({
  page,
}) => {
  await signUp(page, '바로가기');
  await page.goto('/booking/review');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/booking\/event-type$/);
  await expect(page.getByRole('status').filter({ hasText: '앞 단계부터 입력해주세요' })).toBeVisible();
});

test('the first step arrives server-rendered with the event types and the chosen truck', async ({
  request,
}) => {
  const list = await (await request.get('/api/v1/foodtrucks?limit=1')).json();
  const truck = list.data[0] as { id: number; name: string };
  const res = await request.get(`/booking/event-type?truckId=${truck.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('어떤 행사인가요?');
  expect(html).toContain('기업 행사');
  expect(html).toContain(truck.name);
  // Private flow pages stay out of search engines.
  expect(html).toMatch(/<meta name="robots" content="noindex/);
});
