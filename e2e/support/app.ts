import type { Page } from '@playwright/test';

/** The app's scripts load after the page (see apps/server/src/plugins/web-build.ts); wait until it is interactive. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
