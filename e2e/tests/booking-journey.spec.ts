import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { REQUIRED_CONSENTS } from '../support/consents.ts';
import { expect, test } from '../support/test.ts';

// How a person moves through the booking flow — the tab bar, signing in half-way, sending while
// offline, and going back after the request was sent.

const BOOKINGS_POST = (r: { method(): string; url(): string }) =>
  r.method() === 'POST' && r.url().endsWith('/api/v1/bookings');

/** A date some weeks ahead in Seoul, as a date input takes it (each test its own day). */
function eventDate(daysAhead: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A fresh customer, signed in through the real API in this browser context. */
async function signUp(page: Page, nickname: string) {
  const res = await page.request.post('/api/auth/signup', {
    headers: { 'x-client-version': '1.0.0' },
    data: { email: uniqueEmail('journey'), password: 'goodpass123', nickname, consents: REQUIRED_CONSENTS },
  });
  expect(res.status()).toBe(201);
}

const tabBar = (page: Page) => page.getByRole('navigation', { name: '주요 메뉴' });

async function nextStep(page: Page, url: RegExp) {
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(url);
}

/** Steps 1–3 of an open request (the guest's part): event type, info typed by hand, one dish. */
async function buildFirstSteps(page: Page, eventName: string, daysAhead: number) {
  await page.goto('/booking/event-type?start=open');
  await waitForHydration(page);
  await page.getByText('기업 행사', { exact: true }).click();
  await nextStep(page, /\/booking\/info$/);
  await page.getByLabel('행사 이름').fill(eventName);
  await page.getByLabel('행사 날짜').fill(eventDate(daysAhead));
  await page.getByLabel('시작 시간').fill('11:00');
  await page.getByLabel('종료 시간').fill('14:00');
  await page.getByLabel('예상 인원 (명)').fill('120');
  await page.getByRole('button', { name: '주소를 직접 입력할게요' }).click();
  await page.getByLabel('우편번호').fill('06236');
  await page.getByLabel('주소', { exact: true }).fill('서울 강남구 테헤란로 152');
  await page.getByLabel('상세 주소').fill('1층 로비');
  await nextStep(page, /\/booking\/menu$/);
  await page
    .getByRole('button', { name: / 담기$/ })
    .first()
    .click();
  await expect(page.getByText(/1개 메뉴 · 120인분/)).toBeVisible();
}

/** Steps 4–5 as a signed-in person: contact, then the review with the consent ticked. */
async function finishToReview(page: Page) {
  await expect(page).toHaveURL(/\/booking\/contact$/);
  await page.getByLabel('휴대폰 번호').fill('01012341234');
  await nextStep(page, /\/booking\/review$/);
  await page.getByLabel(/취소·환불 규정을 확인했고/).check();
}

async function expectAbove(upper: Locator, lowerTop: number) {
  const box = await upper.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(lowerTop + 0.5);
}

test('the booking flow hides the tab bar; a truck’s 예약 요청하기 sits above it, not on it', async ({
  page,
}) => {
  await signUp(page, '탭바확인');
  const list = await (await page.request.get('/api/v1/foodtrucks?limit=1')).json();
  const truck = list.data[0] as { id: number; name: string };

  // The truck's page keeps the tab bar; its action bar sits wholly above it.
  await page.goto(`/foodtrucks/${truck.id}`);
  await waitForHydration(page);
  await expect(tabBar(page)).toBeVisible();
  const request = page.getByRole('link', { name: '예약 요청하기' });
  await expect(request).toBeVisible();
  const navTop = (await tabBar(page).boundingBox())!.y;
  await expectAbove(request, navTop);
  // The bar that holds the button (its white background) does not cover the tab bar either.
  const bar = await request.evaluate((el) => {
    const box = el.parentElement!.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom };
  });
  expect(bar.bottom).toBeLessThanOrEqual(navTop + 0.5);
  // At the very end of the page the last of the truck's details is not hidden behind the two bars.
  // The reviews arrive once the end comes near (decision 049) and lengthen the page: scrolled again until
  // the end stays the end.
  const details = page.getByRole('heading', { name: '사업자 정보' }).locator('..').locator('dl');
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const box = await details.boundingBox();
      return box ? box.y + box.height : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(bar.top + 0.5);
  await expectNoSeriousA11yViolations(page);

  // Every step of the flow: no tab bar, and the step's button at the bottom of the screen.
  await request.click();
  await expect(page).toHaveURL(/\/booking\/event-type$/);
  const height = page.viewportSize()!.height;
  const checkStep = async () => {
    await expect(tabBar(page)).toHaveCount(0);
    const main = page.getByRole('button', { name: /다음|예약 요청 보내기/ });
    // The button sits in the bottom bar (12 px padding), not 56 px up over a hidden tab bar's space. Polled:
    // right after the address changes the previous step's button may still be leaving.
    await expect
      .poll(async () => {
        const box = await main.boundingBox();
        return box ? height - (box.y + box.height) : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(13);
  };
  await checkStep();
  await expectNoSeriousA11yViolations(page);
  await page.getByText('기업 행사', { exact: true }).click();
  await nextStep(page, /\/booking\/info$/);
  await checkStep();
  await page.getByLabel('행사 이름').fill('탭바 없는 행사');
  await page.getByLabel('행사 날짜').fill(eventDate(40));
  await page.getByLabel('시작 시간').fill('11:00');
  await page.getByLabel('종료 시간').fill('14:00');
  await page.getByLabel('예상 인원 (명)').fill('120');
  await page.getByRole('button', { name: '주소를 직접 입력할게요' }).click();
  await page.getByLabel('우편번호').fill('06236');
  await page.getByLabel('주소', { exact: true }).fill('서울 강남구 테헤란로 152');
  await nextStep(page, /\/booking\/menu$/);
  await checkStep();
  await page
    .getByRole('button', { name: / 담기$/ })
    .first()
    .click();
  await nextStep(page, /\/booking\/contact$/);
  await checkStep();
  await page.getByLabel('휴대폰 번호').fill('01012341234');
  await nextStep(page, /\/booking\/review$/);
  await checkStep();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/a2-review-${test.info().project.name}.png` });

  // Out of the flow the tab bar is back.
  await page.goto('/bookings');
  await waitForHydration(page);
  await expect(tabBar(page)).toBeVisible();
});

test('a guest is told why they must log in, signs up, and is back on the same step with the draft', async ({
  page,
}) => {
  await buildFirstSteps(page, '가입하고 이어서 쓰는 행사', 41);
  await page.getByRole('button', { name: '다음' }).click();

  // Why, not a generic 마이 screen; the draft is said to be kept; the flow has no tab bar to wander off by.
  await expect(page.getByRole('heading', { name: '예약 요청을 보내려면 로그인이 필요해요' })).toBeVisible();
  await expect(page.getByText(/입력한 내용은 그대로 저장돼 있어요/)).toBeVisible();
  await expect(tabBar(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/a2-login-gate-${test.info().project.name}.png` });

  await page.getByRole('tab', { name: '회원가입' }).click();
  const signup = page.getByRole('form', { name: '이메일 회원가입' });
  await signup.getByLabel('이메일').fill(uniqueEmail('guest'));
  await signup.getByLabel('비밀번호').fill('goodpass123');
  await signup.getByLabel('닉네임').fill('새로온담당');
  await signup.getByRole('checkbox', { name: '전체 동의' }).check();
  await signup.getByRole('button', { name: '가입하기' }).click();

  // Back on the step that asked for the account, filled in from the new profile; the earlier steps kept.
  await expect(page).toHaveURL(/\/booking\/contact$/);
  await expect(page.getByLabel('담당자 이름')).toHaveValue('새로온담당');
  await finishToReview(page);
  await expect(page.getByRole('main')).toContainText('가입하고 이어서 쓰는 행사');
});

test('a guest who logs in comes back to the step they were on', async ({ page, request }) => {
  const email = uniqueEmail('returning');
  const created = await request.post('/api/auth/signup', {
    headers: { 'x-client-version': '1.0.0' },
    data: { email, password: 'goodpass123', nickname: '돌아온담당', consents: REQUIRED_CONSENTS },
  });
  expect(created.status()).toBe(201);

  await buildFirstSteps(page, '로그인하고 이어서 쓰는 행사', 42);
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('heading', { name: '예약 요청을 보내려면 로그인이 필요해요' })).toBeVisible();
  const login = page.getByRole('form', { name: '이메일 로그인' });
  await login.getByLabel('이메일').fill(email);
  await login.getByLabel('비밀번호').fill('goodpass123');
  await login.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/booking\/contact$/);
  await expect(page.getByLabel('담당자 이름')).toHaveValue('돌아온담당');
  // Back goes to the menu step with the dish still chosen.
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/\/booking\/menu$/);
  await expect(page.getByText(/1개 메뉴 · 120인분/)).toBeVisible();
});

async function countBookings(context: BrowserContext): Promise<number> {
  const res = await context.request.get('/api/v1/bookings?limit=100', {
    headers: { 'x-client-version': '1.0.0' },
  });
  return ((await res.json()) as { total: number }).total;
}

test('sending offline stays in the app, keeps the draft and sends once with the same key when back online', async ({
  page,
  context,
}) => {
  await signUp(page, '오프라인담당');
  await buildFirstSteps(page, '지하 강당 행사', 43);
  await page.getByRole('button', { name: '다음' }).click();
  await finishToReview(page);

  const keys: string[] = [];
  page.on('request', (r) => {
    if (BOOKINGS_POST(r)) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  const savedKey = () =>
    page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('ft.booking-draft.v1') ?? '{}') as { idempotencyKey?: string })
          .idempotencyKey,
    );
  await context.setOffline(true);
  await page.getByRole('button', { name: '예약 요청 보내기' }).click();

  // Still the app: says what happened, keeps the draft, offers 다시 시도.
  await expect(page.getByRole('heading', { name: '인터넷 연결이 끊겼어요' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('입력한 내용은 그대로 남아 있어요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/a2-offline-${test.info().project.name}.png` });
  // 다시 시도 while still offline says so again instead of leaving the app.
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { name: '인터넷 연결이 끊겼어요' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ft.booking-draft.v1'))).toContain('지하 강당 행사');
  // The key of this request is made and kept with the draft while offline.
  const offlineKey = await savedKey();
  expect(offlineKey).toMatch(/^[a-f0-9]{32}$/);

  // Back online: the request goes out (the screen sends it by itself) with the key of the first attempt.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: '예약 요청을 보냈어요' })).toBeVisible({ timeout: 15_000 });
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set([offlineKey, ...keys]).size).toBe(1);
  expect(await countBookings(context)).toBe(1);
});

test('back after 예약 요청 완료 goes to the booking, never to an empty first step', async ({ page }) => {
  await signUp(page, '뒤로가기담당');
  await buildFirstSteps(page, '뒤로 가도 안전한 행사', 44);
  await page.getByRole('button', { name: '다음' }).click();
  await finishToReview(page);
  await page.getByRole('button', { name: '예약 요청 보내기' }).click();
  await expect(page.getByRole('heading', { name: '예약 요청을 보냈어요' })).toBeVisible();
  const code = (await page.getByText(/^FT-\d{8}-[A-Z0-9]{4}$/).textContent())!;

  await page.goBack();
  await expect(page).toHaveURL(/\/bookings\/[^/]+$/);
  await expect(page.getByRole('heading', { name: '뒤로 가도 안전한 행사' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(code);
  await expect(page.getByText('앞 단계부터 입력해주세요')).toHaveCount(0);
  await expect(page.getByText('어떤 행사인가요?')).toHaveCount(0);

  // A bare first step, typed or linked after it was sent, starts a new request: not the old booking.
  await page.goto('/booking/event-type');
  await waitForHydration(page);
  await expect(page.getByText('어떤 행사인가요?')).toBeVisible();
  await expect(page).toHaveURL(/\/booking\/event-type$/);
  await expect(page.getByRole('button', { name: '다음' })).toBeDisabled();

  // A new request afterwards starts clean, as before.
  await page.goto('/booking/event-type?start=open');
  await waitForHydration(page);
  await expect(page.getByText('어떤 행사인가요?')).toBeVisible();
  await expect(page.getByRole('button', { name: '다음' })).toBeDisabled();
});

test('a session that ends while sending asks to log in, keeps the draft and sends after', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('expired');
  const created = await page.request.post('/api/auth/signup', {
    headers: { 'x-client-version': '1.0.0' },
    data: { email, password: 'goodpass123', nickname: '만료담당', consents: REQUIRED_CONSENTS },
  });
  expect(created.status()).toBe(201);
  await buildFirstSteps(page, '세션이 끝난 행사', 45);
  await page.getByRole('button', { name: '다음' }).click();
  await finishToReview(page);

  // The session ends on the server side (cookie gone) before the tap: the POST answers 401.
  await context.clearCookies();
  await page.getByRole('button', { name: '예약 요청 보내기' }).click();
  await expect(page.getByRole('heading', { name: '예약 요청을 보내려면 로그인이 필요해요' })).toBeVisible();
  const login = page.getByRole('form', { name: '이메일 로그인' });
  await login.getByLabel('이메일').fill(email);
  await login.getByLabel('비밀번호').fill('goodpass123');
  await login.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('heading', { name: '예약 요청을 보냈어요' })).toBeVisible();
  expect(await countBookings(context)).toBe(1);
});

// The session ends half-way through a request (its row deleted on the server, the cookie gone with it), the
// person comes back to the tab and signs in again — as themselves, or as someone else on the same phone.

/** An account of its own, signed in through `api` (a page's request context signs that page in). */
async function createAccount(
  api: APIRequestContext,
  nickname: string,
  phone?: string,
): Promise<{ email: string; password: string }> {
  const account = { email: uniqueEmail('session'), password: 'goodpass123' };
  const created = await api.post('/api/auth/signup', {
    headers: { 'x-client-version': '1.0.0' },
    data: { ...account, nickname, consents: REQUIRED_CONSENTS },
  });
  expect(created.status()).toBe(201);
  if (phone) {
    const saved = await api.put('/api/v1/users/profile', {
      headers: { 'x-client-version': '1.0.0' },
      data: { phone },
    });
    expect(saved.status()).toBe(200);
  }
  return account;
}

async function endSession(page: Page) {
  const ended = await page.request.post('/api/auth/logout', { headers: { 'x-client-version': '1.0.0' } });
  expect(ended.status()).toBe(200);
}

/** Back on the tab after the session ended: the screen asks for log-in with the way back, and gets it. */
async function reloadAndLogIn(page: Page, account: { email: string; password: string }, step: string) {
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/profile\\?next=${encodeURIComponent(`/booking/${step}`)}$`));
  await expect(page.getByRole('heading', { name: '예약 요청을 보내려면 로그인이 필요해요' })).toBeVisible();
  await waitForHydration(page);
  const login = page.getByRole('form', { name: '이메일 로그인' });
  await login.getByLabel('이메일').fill(account.email);
  await login.getByLabel('비밀번호').fill(account.password);
  await login.getByRole('button', { name: '로그인' }).click();
}

test('a session that ends after the contact step: signed in again, the phone is there and 다음 takes it', async ({
  page,
}) => {
  const me = await createAccount(page.request, '세션담당');
  await buildFirstSteps(page, '세션이 끝나도 이어지는 행사', 46);
  await nextStep(page, /\/booking\/contact$/);
  // 요청사항 first, then the phone typed with hyphens.
  await page.getByLabel('요청사항 (선택)').fill('전기 콘센트를 쓸 수 있어요');
  await page.getByLabel('휴대폰 번호').fill('010-5555-6666');
  await nextStep(page, /\/booking\/review$/);

  await endSession(page);
  await reloadAndLogIn(page, me, 'review');
  await expect(page).toHaveURL(/\/booking\/review$/);
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/\/booking\/contact$/);
  await expect(page.getByLabel('휴대폰 번호')).toHaveValue('010-5555-6666');
  await expect(page.getByLabel('요청사항 (선택)')).toHaveValue('전기 콘센트를 쓸 수 있어요');
  await page.screenshot({ path: test.info().outputPath('contact-after-session.png') });
  await nextStep(page, /\/booking\/review$/);
  await expect(page.getByRole('main')).toContainText('010-5555-6666');
});

test('signed in as another account after the session ended: that account’s own phone, and 다음 takes it', async ({
  page,
  request,
}) => {
  await createAccount(page.request, '먼저쓴담당');
  const other = await createAccount(request, '박서준', '01077778888');
  await buildFirstSteps(page, '다른 계정으로 이어 쓰는 행사', 47);
  await nextStep(page, /\/booking\/contact$/);
  // 요청사항 typed before any phone: the draft holds a blank phone (and this person's name and email).
  await page.getByLabel('요청사항 (선택)').fill('주차 공간이 있어요');
  await expect(page.getByLabel('휴대폰 번호')).toHaveValue('');

  await endSession(page);
  await reloadAndLogIn(page, other, 'contact');
  await expect(page).toHaveURL(/\/booking\/contact$/);
  await expect(page.getByLabel('담당자 이름')).toHaveValue('박서준');
  await expect(page.getByLabel('휴대폰 번호')).toHaveValue('010-7777-8888');
  await expect(page.getByLabel('이메일', { exact: true })).toHaveValue(other.email);
  // The request itself carries over.
  await expect(page.getByLabel('요청사항 (선택)')).toHaveValue('주차 공간이 있어요');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('contact-other-account.png') });
  await nextStep(page, /\/booking\/review$/);
  await expect(page.getByRole('main')).toContainText('010-7777-8888');
  await expect(page.getByRole('main')).toContainText('박서준');
  await expect(page.getByRole('main')).not.toContainText('먼저쓴담당');
});

test('another account signed in at the review step is sent to the contact step, with its own details', async ({
  page,
  request,
}) => {
  await createAccount(page.request, '먼저보낸담당');
  const other = await createAccount(request, '이도윤', '01088889999');
  await buildFirstSteps(page, '확인 단계에서 바뀐 계정', 48);
  await page.getByRole('button', { name: '다음' }).click();
  await finishToReview(page);

  await endSession(page);
  await reloadAndLogIn(page, other, 'review');
  await expect(page).toHaveURL(/\/booking\/contact$/);
  await expect(page.getByRole('status').filter({ hasText: '연락처를 확인해주세요' })).toBeVisible();
  await expect(page.getByLabel('담당자 이름')).toHaveValue('이도윤');
  await expect(page.getByLabel('휴대폰 번호')).toHaveValue('010-8888-9999');
  await nextStep(page, /\/booking\/review$/);
  await expect(page.getByRole('main')).toContainText('010-8888-9999');
  await expect(page.getByRole('main')).not.toContainText('010-1234-1234');
});
