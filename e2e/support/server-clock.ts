import type { APIRequestContext, Page } from '@playwright/test';

const HEADERS = { 'x-client-version': '1.0.0' };

async function answer(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<number> {
  if (!response.ok()) throw new Error(`test clock: ${response.status()} ${await response.text()}`);
  return Date.parse(((await response.json()) as { data: { now: string } }).data.now);
}

/**
 * The server's clock, which the browser tests' servers let operators move forward (TEST_CLOCK,
 * support/start-server.mjs): a test moves time to an event's start instead of waiting for it. Earlier tests on
 * the same server may have moved it, so times are taken from `now()`, never from this machine's clock.
 */
export function serverClock(operator: APIRequestContext) {
  return {
    now: async () => answer(await operator.get('/api/test/clock', { headers: HEADERS })),
    /** Moves the server to `at` (never back), and the pages given to the same instant. */
    async moveTo(at: number, ...pages: Page[]): Promise<number> {
      const now = await this.now();
      const moved = await answer(
        await operator.post('/api/test/clock', {
          headers: HEADERS,
          data: { forwardMs: Math.max(0, Math.ceil(at - now)) },
        }),
      );
      for (const page of pages) await page.clock.setSystemTime(moved);
      return moved;
    },
  };
}
