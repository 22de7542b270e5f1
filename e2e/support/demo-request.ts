import { type APIRequestContext, expect, type Page, request, type TestInfo } from '@playwright/test';
import { waitForHydration } from './app.ts';

const HEADERS = { 'x-client-version': '1.0.0' };

/** Signs the page's browser in as a demo account, through the API. */
export async function signInAs(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    headers: HEADERS,
    data: { email, password: 'demo1234!' },
  });
  expect(response.ok()).toBe(true);
}

/** Opens a screen and waits until its scripts run. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** A request context of its own, signed in as a demo account (password demo1234!). Dispose it after. */
export async function demoApi(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: HEADERS });
  const login = await api.post('/api/auth/login', { data: { email, password: 'demo1234!' } });
  expect(login.ok()).toBe(true);
  return api;
}

/**
 * A Seoul date `offset` days ahead plus this run's lane (its width project and its repeat), so each run asks
 * for a day of its own: one person has one live request per truck and time.
 */
export function laneDay(testInfo: TestInfo, offset: number): string {
  const lane = testInfo.repeatEachIndex * 2 + (testInfo.project.name.endsWith('390') ? 1 : 0);
  return new Date(Date.now() + 9 * 3_600_000 + (offset + lane) * 86_400_000).toISOString().slice(0, 10);
}

/** A request to the demo vendor's truck (달빛 떡볶이), sent by `api` as a customer would; answers its id. */
export async function requestDemoTruck(
  api: APIRequestContext,
  info: { eventName: string; eventDate: string },
): Promise<string> {
  const listed = (await (await api.get('/api/v1/foodtrucks?limit=50')).json()).data as {
    id: number;
    name: string;
  }[];
  const truck = listed.find((t) => t.name === '달빛 떡볶이')!;
  const detail = (await (await api.get(`/api/v1/foodtrucks/${truck.id}`)).json()).data as {
    menu: { id: number }[];
  };
  const sent = await api.post('/api/v1/bookings', {
    headers: { 'idempotency-key': `demo-request-${Date.now()}-${Math.random().toString(36).slice(2, 8)}` },
    data: {
      truckId: truck.id,
      eventTypeId: 1,
      info: {
        ...info,
        startTime: '11:00',
        endTime: '14:00',
        guestCount: 80,
        address: { postcode: '03946', roadAddress: '서울 마포구 월드컵로 212', detailAddress: '정문 앞' },
        budget: null,
      },
      menus: [{ menuItemId: detail.menu[0]!.id, servings: 80 }],
      contact: { name: '이행사', phone: '01055557777', email: 'event@example.com' },
      requests: '',
      agreedToPolicy: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return (await sent.json()).data.id as string;
}
