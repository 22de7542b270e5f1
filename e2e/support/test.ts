import { test as base } from '@playwright/test';
import { serverURL } from './servers.ts';

/**
 * Each worker has a server of its own, on its own fresh data directory (playwright.config.ts starts one per
 * worker): specs run side by side without sharing demo accounts, counters or rate limits.
 */
export const test = base.extend<object, { workerServerURL: string }>({
  workerServerURL: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => use(serverURL(workerInfo.parallelIndex)),
    { scope: 'worker' },
  ],
  baseURL: async ({ workerServerURL }, use) => use(workerServerURL),
});

export { expect } from '@playwright/test';
