import type { Page } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expect, test } from '../support/test.ts';

/**
 * Every public screen is hydrated as the server sent it: React adopting the server HTML, not throwing it away.
 * A mismatch shows up as a recoverable error in the console (the app logs each one with "[hydration]"), a
 * page error, or a React warning; any of them fails the screen.
 */
const NOT_FOUND_SCREENS = ['/no-such-page', '/foodtrucks/abc', '/foodtrucks/999999', '/booking/success'];

function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The not-found screen is answered with a real 404; Chromium reports that status as a console error.
    const notFound = NOT_FOUND_SCREENS.some((screen) => page.url().endsWith(screen));
    if (/^Failed to load resource: .* 404/.test(message.text()) && notFound) return;
    problems.push(`${page.url()} → ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} → page error: ${error.message}`));
  return problems;
}

test('every public screen hydrates without a mismatch, warning or error', async ({ page, request }) => {
  const trucks = await (await request.get('/api/v1/foodtrucks?limit=1')).json();
  const truckId = trucks.data[0].id as number;
  const screens = [
    '/',
    '/foodtrucks',
    '/foodtrucks?sido=서울특별시&sort=rating',
    `/foodtrucks/${truckId}`,
    '/policies/terms',
    '/policies/privacy',
    '/policies/refund',
    `/booking/event-type?truckId=${truckId}`,
    '/booking/event-type?start=open',
    '/booking/info',
    '/booking/menu',
    '/profile',
    ...NOT_FOUND_SCREENS,
  ];
  const problems = watchConsole(page);
  for (const screen of screens) {
    await page.goto(screen);
    await waitForHydration(page);
    // Let effects that run right after hydration (draft, session, fonts) settle before judging.
    await page.waitForLoadState('networkidle');
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
