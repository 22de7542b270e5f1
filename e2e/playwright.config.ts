import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium.mjs';
import { serverPort, serverURL, WORKERS } from './support/servers.ts';

/**
 * Specs that check where things sit on the screen (bounding boxes, sticky bars, what is in view, scroll), so
 * their answer can differ with the width. The others assert the same markup at any width and run once
 * (decision 046).
 */
const WIDTH_SENSITIVE_SPECS = [
  'booking-journey.spec.ts',
  'booking-rerequest.spec.ts',
  'browse.spec.ts',
  'browse-resilience.spec.ts',
  'payments.spec.ts',
  'consents.spec.ts',
  'inquiries.spec.ts',
  'trust.spec.ts',
  'truck-photos.spec.ts',
  'walk-findings.spec.ts',
];

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
    // The narrowest phones still sold in Korea (Galaxy A series): nothing may overflow or hide at 360 px.
    // Every spec runs here, and every screen's axe audit, where crowding shows first (once per screen is
    // enough: each costs about 2 s of a core, support/axe.ts). First, so the specs that wait on an event's start
    // (vendor-operations, admin-console) overlap the other worker's 390 px specs instead of ending the run.
    {
      name: 'mobile-360',
      metadata: { a11yAudit: true },
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 }, browserName: 'chromium' },
    },
    // The common width (iPhone 13–16): the specs whose assertions are about layout, position or what the
    // customer sees first. The other flows assert the same markup at either width and run once, at 360 px
    // (decisions 030 and 046).
    {
      name: 'mobile-390',
      testMatch: WIDTH_SENSITIVE_SPECS,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
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
