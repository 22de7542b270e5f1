import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium.mjs';
import { serverPort, serverURL, WORKERS } from './support/servers.ts';

/**
 * Browser tests run against the production build served by the real server on a fresh data directory: one server
 * per worker (support/test.ts gives each worker's tests its server's URL).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'mobile-390',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
    // The narrowest phones still sold in Korea (Galaxy A series): nothing may overflow or hide at 360 px.
    // Every screen's axe audit runs here, where crowding shows first; once per screen is enough (each costs
    // about 2 s of a core, support/axe.ts).
    {
      name: 'mobile-360',
      metadata: { a11yAudit: true },
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 }, browserName: 'chromium' },
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: `node support/start-server.mjs`,
    url: `${serverURL(index)}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(serverPort(index)) },
    stdout: 'pipe' as const,
  })),
});
