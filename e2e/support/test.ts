import { test as base } from '@playwright/test';
import { serverURL } from './servers.ts';

/**
 * Each worker has a server of its own, on its own fresh data directory (playwright.config.ts starts one per
 * worker): specs run side by side without sharing demo accounts, counters or rate limits.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => use(serverURL(testInfo.parallelIndex)),
});

export { expect } from '@playwright/test';
