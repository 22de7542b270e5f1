import type { Page } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { REQUIRED_CONSENTS } from '../support/consents.ts';
import { expect, test } from '../support/test.ts';

// The booking flow's menu and review steps: servings priced and sent as shown and checked against
// the truck's range on both sides (item 2), the catalogue grouped and searchable (item 12), particles that
// follow the number (item 13) and a send button that says what is missing (item 7).

const POSTCODE_SCRIPT = /postcode\.v2\.js/;
const HEADERS = { 'x-client-version': '1.0.0' };

interface DemoTruck {
  id: number;
  name: string;
  baseFee: number;
  minServings: number;
  maxServings: number;
  menu: { id: number; name: string }[];
}

/** The demo vendor's truck (달빛 떡볶이: 50~300인분, 출장비 200,000원), read as the app reads it. */
async function demoTruck(page: Page): Promise<DemoTruck> {
  const list = await (
    await page.request.get('/api/v1/foodtrucks?keyword=달빛 떡볶이', { headers: HEADERS })
  ).json();
  const id = (list.data as { id: number; name: string }[]).find((truck) => truck.name === '달빛 떡볶이')!.id;
  return (await (await page.request.get(`/api/v1/foodtrucks/${id}`, { headers: HEADERS })).json()).data;
}

/** A fresh customer, signed in through the real API in this browser context. */
async function signUp(page: Page) {
  const email = `menu-step-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await page.request.post('/api/auth/signup', {
    headers: HEADERS,
    data: { email, password: 'goodpass123', nickname: '메뉴담당', consents: REQUIRED_CONSENTS },
  });
  expect(res.status()).toBe(201);
}

/** A Seoul date 40 days ahead (no demo booking holds the demo truck then), as a date input takes it. */
const eventDate = () => new Date(Date.now() + 9 * 3_600_000 + 40 * 86_400_000).toISOString().slice(0, 10);

async function next(page: Page, url: RegExp) {
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(url);
}

/** Steps 1–2 as a person fills them, from `start` (a truck's request or an open one) to the menu step. */
async function walkToMenu(page: Page, start: string) {
  await page.route(POSTCODE_SCRIPT, (route) => route.abort('internetdisconnected'));
  await page.goto(start);
  await waitForHydration(page);
  await page.getByText('기업 행사', { exact: true }).click();
  await next(page, /\/booking\/info$/);
  await page.getByLabel('행사 이름').fill('사내 간식 행사');
  await page.getByLabel('행사 날짜').fill(eventDate());
  await page.getByLabel('시작 시간').fill('11:00');
  await page.getByLabel('종료 시간').fill('14:00');
  await page.getByLabel('예상 인원 (명)').fill('120');
  await page.getByRole('button', { name: '주소 검색' }).click();
  await expect(page.getByText('주소 검색을 불러오지 못했어요')).toBeVisible();
  await page.getByLabel('우편번호').fill('03946');
  await page.getByLabel('주소', { exact: true }).fill('서울 마포구 월드컵로 212');
  await next(page, /\/booking\/menu$/);
}

const requestBody = (truckId: number | null, menuItemId: number, servings: number) => ({
  truckId,
  eventTypeId: 1,
  info: {
    eventName: '수량 확인 행사',
    eventDate: eventDate(),
    startTime: '11:00',
    endTime: '14:00',
    guestCount: 120,
    address: { postcode: '03946', roadAddress: '서울 마포구 월드컵로 212', detailAddress: '' },
    budget: null,
  },
  menus: [{ menuItemId, servings }],
  contact: { name: '김수량', phone: '01012341234', email: 'servings@example.com' },
  requests: '',
  agreedToPolicy: true,
});

test('servings: the field is what is priced; 0 removes the line; outside the truck’s range is flagged and refused by the server too', async ({
  page,
}) => {
  await signUp(page);
  const truck = await demoTruck(page);
  expect([truck.minServings, truck.maxServings]).toEqual([50, 300]);
  await walkToMenu(page, `/booking/event-type?truckId=${truck.id}`);
  const dish = truck.menu[0]!.name;
  const field = page.getByLabel(`${dish} 수량 (인분)`);
  const summary = page.getByText(/개 메뉴 · .*인분|메뉴를 담아주세요/);

  await page.getByRole('button', { name: `${dish} 담기` }).click();
  await expect(field).toHaveValue('120');
  await expect(summary).toHaveText(/1개 메뉴 · 120인분/);

  // 0 takes the line out at once: the dish can be added again and the summary is empty.
  await field.fill('0');
  await expect(field).toHaveCount(0);
  await expect(summary).toHaveText('메뉴를 담아주세요');
  await expect(page.getByRole('button', { name: `${dish} 담기` })).toBeFocused();

  // Above the truck's range: shown as typed, priced as typed, flagged with the reason; nothing is clamped.
  await page.getByRole('button', { name: `${dish} 담기` }).click();
  await field.fill('99999');
  await expect(field).toHaveValue('99999');
  await expect(summary).toHaveText(/1개 메뉴 · 99,999인분/);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('이 푸드트럭은 한 메뉴에 300인분까지 준비할 수 있어요')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/booking\/menu$/);
  await expect(field).toBeFocused();

  // Below the truck's minimum order: the reason names it.
  await field.fill('20');
  await expect(summary).toHaveText(/1개 메뉴 · 20인분/);
  await expect(page.getByText('이 푸드트럭은 모두 합쳐 50인분부터 준비할 수 있어요')).toBeVisible();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/booking\/menu$/);

  // Within the range the step moves on.
  await field.fill('80');
  await expect(summary).toHaveText(/1개 메뉴 · 80인분/);
  await expect(page.getByText(/인분까지 준비할 수 있어요|인분부터 준비할 수 있어요/)).toHaveCount(0);
  await next(page, /\/booking\/contact$/);

  // The server refuses what the screen refuses, per line, with the same words.
  const post = (body: unknown, key: string) =>
    page.request.post('/api/v1/bookings', { headers: { ...HEADERS, 'Idempotency-Key': key }, data: body });
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const tooMany = await post(requestBody(truck.id, truck.menu[0]!.id, 301), `servings-301-${suffix}`);
  expect(tooMany.status()).toBe(400);
  expect((await tooMany.json()).fields['menus.0.servings']).toBe(
    '이 푸드트럭은 한 메뉴에 300인분까지 준비할 수 있어요',
  );
  const tooFew = await post(requestBody(truck.id, truck.menu[0]!.id, 20), `servings-20-${suffix}`);
  expect(tooFew.status()).toBe(400);
  expect((await tooFew.json()).fields.menus).toBe('이 푸드트럭은 모두 합쳐 50인분부터 준비할 수 있어요');
  // An open request is held to the catalogue's limit, with a message that names it.
  const catalogue = (
    await (await page.request.get('/api/v1/menu-items/grouped', { headers: HEADERS })).json()
  ).data as { items: { id: number }[] }[];
  const open = await post(requestBody(null, catalogue[0]!.items[0]!.id, 10_001), `servings-open-${suffix}`);
  expect(open.status()).toBe(400);
  expect((await open.json()).fields['menus.0.servings']).toBe('한 메뉴에 10,000인분까지 요청할 수 있어요');
});

test('the call-out fee sentence takes the particle its number needs (원이, not 원가)', async ({ page }) => {
  const truck = await demoTruck(page);
  await walkToMenu(page, `/booking/event-type?truckId=${truck.id}`);
  await expect(
    page.getByText(`${truck.name}의 메뉴와 가격이에요. 출장비 200,000원이 더해져요.`),
  ).toBeVisible();
  await expect(page.getByText(/원가 /)).toHaveCount(0);
});

test('an open request’s catalogue is grouped by category tabs and searchable, 초성 too', async ({ page }) => {
  await walkToMenu(page, '/booking/event-type?start=open');
  const search = page.getByRole('searchbox', { name: '메뉴 검색' });
  await expect(search).toBeVisible();
  const tabs = page.getByRole('group', { name: '메뉴 분류' });
  await expect(tabs.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);

  // One category at a time.
  await tabs.getByRole('button', { name: '커피', exact: true }).click();
  await expect(tabs.getByRole('button', { name: '커피', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: '아메리카노 담기', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '떡볶이 담기', exact: true })).toHaveCount(0);
  await tabs.getByRole('button', { name: '전체' }).click();

  // 초성 and part of a word find the dish across every category.
  await search.fill('ㄸㅂㅇ');
  await expect(page.getByRole('button', { name: '떡볶이 담기', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '로제 떡볶이 담기', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '아메리카노 담기', exact: true })).toHaveCount(0);
  await search.fill('에이드');
  await expect(page.getByRole('button', { name: '레몬에이드 담기', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '떡볶이 담기', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: '레몬에이드 담기', exact: true }).click();
  await search.fill('없는메뉴');
  await expect(page.getByText('‘없는메뉴’에 맞는 메뉴가 없어요')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Clearing the search brings everything back; what was added stays added.
  await page.getByRole('button', { name: '검색어 지우기' }).click();
  await expect(page.getByLabel('레몬에이드 수량 (인분)')).toHaveValue('120');
  await expect(page.getByRole('button', { name: '떡볶이 담기', exact: true })).toBeVisible();
  await expect(page.getByText(/1개 메뉴 · 120인분/)).toBeVisible();
});

test('예약 요청 보내기 without the consent says what is missing and takes the person to it', async ({
  page,
}) => {
  await signUp(page);
  const truck = await demoTruck(page);
  await walkToMenu(page, `/booking/event-type?truckId=${truck.id}`);
  await page.getByRole('button', { name: `${truck.menu[0]!.name} 담기` }).click();
  await page.getByLabel(`${truck.menu[0]!.name} 수량 (인분)`).fill('150');
  await next(page, /\/booking\/contact$/);
  await page.getByLabel('휴대폰 번호').fill('01055556666');
  await next(page, /\/booking\/review$/);
  await expect(page.getByRole('main')).toContainText('× 150인분');

  const send = page.getByRole('button', { name: '예약 요청 보내기' });
  const consent = page.getByRole('checkbox', { name: /취소·환불 규정을 확인했고/ });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page).toHaveURL(/\/booking\/review$/);
  await expect(page.getByText('취소·환불 규정에 동의해주세요')).toBeVisible();
  await expect(consent).toBeFocused();
  await expect(consent).toBeInViewport();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  await consent.check();
  await expect(page.getByText('취소·환불 규정에 동의해주세요')).toHaveCount(0);
  const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/bookings'));
  await send.click();
  expect((await post).postDataJSON().menus).toEqual([{ menuItemId: truck.menu[0]!.id, servings: 150 }]);
  await expect(page.getByRole('heading', { name: '예약 요청을 보냈어요' })).toBeVisible();
});
