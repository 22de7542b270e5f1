import { type APIRequestContext, request } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { REQUIRED_CONSENTS } from '../support/consents.ts';
import { demoApi, signInAs } from '../support/demo-request.ts';
import { confirmService, payInFull } from '../support/payments.ts';
import { serverClock } from '../support/server-clock.ts';
import { expect, test } from '../support/test.ts';

/**
 * Reviews (issue 31), at 390×844: after a booking is served and confirmed, the customer writes a review that the
 * truck cannot read until it writes its own; then both are open. Someone reports the customer's review on the
 * truck's page, and an operator hides it with a reason: it leaves the page and the truck's count.
 */
test.use({ viewport: { width: 390, height: 844 } });

const HEADERS = { 'x-client-version': '1.0.0' };
const suffix = () => Math.random().toString(36).slice(2, 8);
const seoulAt = (ms: number) => {
  const iso = new Date(ms + 9 * 3_600_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};

async function newCustomer(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: HEADERS });
  const signup = await api.post('/api/auth/signup', {
    data: {
      email: `reviews-${Date.now()}-${suffix()}@example.com`,
      password: 'goodpass123',
      nickname: '박행사',
      consents: REQUIRED_CONSENTS,
    },
  });
  expect(signup.status()).toBe(201);
  return api;
}

test('both sides review a served booking, each hidden until both wrote; a reported review is hidden by an operator', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const operator = await demoApi(baseURL!, 'admin@example.com');
  const vendorApi = await demoApi(baseURL!, 'vendor@example.com');
  const customer = await newCustomer(baseURL!);
  const truck = (await (await vendorApi.get('/api/v1/foodtrucks/mine')).json()).data[0] as {
    id: number;
    menu: { id: number }[];
  };

  // A one-minute event at the server's next free minute: requested, accepted, paid, over, completed, confirmed.
  const clock = serverClock(operator);
  let startMs = Math.ceil((await clock.now()) / 60_000 + 1) * 60_000;
  let bookingId = '';
  for (let attempt = 0; attempt < 4 && !bookingId; attempt++, startMs += 120_000) {
    if (seoulAt(startMs).time >= '23:58') startMs += 5 * 60_000;
    const sent = await customer.post('/api/v1/bookings', {
      headers: { 'idempotency-key': `reviews-${Date.now()}-${suffix()}` },
      data: {
        truckId: truck.id,
        eventTypeId: 1,
        info: {
          eventName: `후기 테스트 행사 ${suffix()}`,
          eventDate: seoulAt(startMs).date,
          startTime: seoulAt(startMs).time,
          endTime: seoulAt(startMs + 60_000).time,
          guestCount: 80,
          address: { postcode: '03946', roadAddress: '서울 마포구 월드컵로 212', detailAddress: '' },
          budget: null,
        },
        menus: [{ menuItemId: truck.menu[0]!.id, servings: 80 }],
        contact: { name: '박행사', phone: '01012345678', email: 'event@example.com' },
        requests: '',
        agreedToPolicy: true,
      },
    });
    if (sent.status() === 201) bookingId = (await sent.json()).data.id;
  }
  expect(bookingId).not.toBe('');
  const { version } = (await (await vendorApi.get(`/api/v1/bookings/${bookingId}`)).json()).data;
  const accepted = await vendorApi.put(`/api/v1/bookings/${bookingId}/status`, {
    data: { status: 'accepted', quotedAmount: 400_000, version },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await payInFull(customer, bookingId);
  await clock.moveTo(startMs + 2 * 60_000 + 1_000, page);
  const completed = await vendorApi.put(`/api/v1/bookings/${bookingId}/status`, {
    data: { status: 'completed' },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  await confirmService(customer, bookingId);

  // The customer writes theirs on the booking's screen.
  await page.context().addCookies((await customer.storageState()).cookies);
  await page.goto(`/bookings/${bookingId}#reviews`);
  await waitForHydration(page);
  const section = page.getByRole('region', { name: '후기' });
  await expect(section).toBeInViewport();
  await section
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '5점' }) })
    .click();
  await expect(section.getByRole('radio', { name: '5점' })).toBeChecked();
  await section.getByLabel('행사는 어땠나요?').fill('떡볶이가 맛있고 시간도 정확하게 맞춰 주셨어요.');
  await expectNoSeriousA11yViolations(page);
  await section.getByRole('button', { name: '후기 남기기' }).click();
  await expect(page.getByText('후기를 남겼어요')).toBeVisible();
  await expect(section).toContainText('사장님의 후기와 함께 공개돼요');

  // Double-blind: the truck is told one waits, not what it says; the truck's page does not show it yet.
  const forVendor = (await (await vendorApi.get(`/api/v1/bookings/${bookingId}/reviews`)).json()).data;
  expect(forVendor).toMatchObject({ theirs: null, theirsWaiting: true, canWrite: true });
  const beforeCount = (await (await operator.get(`/api/v1/foodtrucks/${truck.id}/reviews`)).json()).data
    .count;

  // The owner writes theirs on their screen: both open at once.
  const ownerContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
  });
  const owner = await ownerContext.newPage();
  await owner.clock.setSystemTime(await clock.now());
  await signInAs(owner, 'vendor@example.com');
  await owner.goto(`/foodtruck/bookings/${bookingId}#reviews`);
  await waitForHydration(owner);
  const ownerSection = owner.getByRole('region', { name: '후기' });
  await expect(ownerSection).toContainText('고객이 먼저 후기를 남겼어요');
  await ownerSection
    .locator('label')
    .filter({ has: owner.getByRole('radio', { name: '4점' }) })
    .click();
  await ownerSection.getByLabel('고객과의 행사는 어땠나요?').fill('준비물을 미리 챙겨 주셔서 편했어요.');
  await ownerSection.getByRole('button', { name: '후기 남기기' }).click();
  await expect(ownerSection).toContainText('떡볶이가 맛있고 시간도 정확하게 맞춰 주셨어요.');
  await ownerSection.getByRole('textbox', { name: '답글' }).fill('다음 행사에도 불러주세요!');
  await ownerSection.getByRole('button', { name: '등록' }).click();
  await expect(ownerSection).toContainText('사장님 답글');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: '후기' })).toContainText(
    '준비물을 미리 챙겨 주셔서 편했어요.',
  );

  // Someone reports it on the truck's page; an operator hides it with a reason.
  const reader = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
  });
  const readerPage = await reader.newPage();
  await readerPage.context().addCookies((await (await newCustomer(baseURL!)).storageState()).cookies);
  await readerPage.goto(`/foodtrucks/${truck.id}`);
  await waitForHydration(readerPage);
  const reviews = readerPage
    .getByRole('region', { name: /후기/ })
    .filter({ has: readerPage.getByRole('group', { name: '후기 정렬' }) });
  const card = reviews
    .getByRole('article')
    .filter({ hasText: '떡볶이가 맛있고 시간도 정확하게 맞춰 주셨어요.' });
  await expect(card).toContainText('사장님 답글');
  await card.getByRole('button', { name: '신고' }).click();
  await readerPage
    .getByRole('dialog', { name: '이 후기를 신고할까요?' })
    .getByRole('button', { name: '신고하기' })
    .click();
  await expect(readerPage.getByText('신고했어요')).toBeVisible();

  const admin = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
  const adminPage = await admin.newPage();
  await signInAs(adminPage, 'admin@example.com');
  await adminPage.goto('/admin/reviews');
  await waitForHydration(adminPage);
  const reported = adminPage
    .getByRole('listitem')
    .filter({ hasText: '떡볶이가 맛있고 시간도 정확하게 맞춰 주셨어요.' });
  await expect(reported).toContainText('욕설이나 비방이 있어요');
  await expectNoSeriousA11yViolations(adminPage);
  await reported.getByLabel('숨기는 사유').fill('확인되지 않은 내용');
  await reported.getByRole('button', { name: '후기 숨기기' }).click();
  await expect(adminPage.getByText('후기를 숨겼어요')).toBeVisible();
  await expect(reported).toContainText('숨긴 사유: 확인되지 않은 내용');

  const after = (await (await operator.get(`/api/v1/foodtrucks/${truck.id}/reviews`)).json()).data;
  // Counted once both were open, and no longer once hidden.
  expect(after.count).toBe(beforeCount);
  expect(after.reviews.map((review: { body: string }) => review.body)).not.toContain(
    '떡볶이가 맛있고 시간도 정확하게 맞춰 주셨어요.',
  );
});
