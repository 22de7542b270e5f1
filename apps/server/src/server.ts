import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOKING_MAINTENANCE_INTERVAL_MS } from '@ft/shared';
import { buildApp, payoutBoxFor } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { sharedInstanceChecks } from './config/shared-instance-checks.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, seedDatabase } from './db/seed/index.ts';
import { runOnDomainEvents } from './lib/event-driven-job.ts';
import { loggableError } from './lib/loggable-error.ts';
import { exitGracefullyOnSignals, SHUTDOWN_TIMEOUT_MS } from './lib/shutdown.ts';
import { createStorage } from './lib/storage.ts';
import { startTracing } from './lib/tracing.ts';
import { deleteExpiredKakaoSignups } from './modules/auth/kakao-signup.ts';
import { deleteExpiredSessions } from './modules/auth/session.ts';
import { startChannelDelivery } from './modules/notifications/channel-delivery.ts';
import { createNoticeChannels } from './modules/notifications/channels/channels.ts';
import { startNoticeDelivery } from './modules/notifications/notice-delivery.ts';
import { refundCancelledBookings } from './modules/payments/refunds.service.ts';
import { scheduleFileCleanup } from './modules/uploads/file-cleanup.ts';

/** apps/web/dist, found from the source tree and from the bundled apps/server/dist alike. */
function findWebDist(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(dir, 'web', 'dist');
    if (fs.existsSync(path.join(candidate, 'server', 'entry-server.js'))) return candidate;
    const sibling = path.join(dir, 'apps', 'web', 'dist');
    if (fs.existsSync(path.join(sibling, 'server', 'entry-server.js'))) return sibling;
    dir = path.dirname(dir);
  }
  return undefined;
}

async function main() {
  const config = loadConfig();
  const shared = sharedInstanceChecks(config);
  if (shared.errors.length > 0) {
    throw new ConfigError(
      `Invalid environment configuration:\n${shared.errors.map((e) => `  ${e}`).join('\n')}`,
    );
  }
  for (const warning of shared.warnings) console.warn(`warning: ${warning}`);
  // Before anything that makes spans: the database, the app's routes, the jobs' calls out.
  const tracing = config.tracing ? await startTracing(config.tracing) : undefined;
  const webDistDir = config.webDistDir ?? findWebDist();
  const database = await openDatabase(config);
  const storage = await createStorage(config);
  const payoutBox = payoutBoxFor(config);
  const seeded = await database.exclusively(() =>
    seedDatabase(database.db, storage, {
      demo: config.seedDemo,
      demoPassword: config.demoPassword,
      payoutBox,
    }),
  );
  const app = await buildApp({ config: { ...config, webDistDir }, database, storage, payoutBox });

  exitGracefullyOnSignals(
    async () => {
      // Readiness fails first (/api/health/ready: draining) while requests are still answered; then the server
      // stops taking connections and finishes those in flight; event streams close with it (events.routes.ts).
      app.lifecycle.draining = true;
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      await app.close();
      await noticeDelivery.stop();
      await channelDelivery.stop();
      await refunds.stop();
      await database.close();
      await tracing?.shutdown();
    },
    (message) => app.log.info(message),
    config.shutdownDrainMs + SHUTDOWN_TIMEOUT_MS,
  );

  // Housekeeping that any number of instances may run: plain idempotent SQL.
  const sweep = () =>
    Promise.all([deleteExpiredSessions(database.db), deleteExpiredKakaoSignups(database.db)]).catch((error) =>
      app.log.warn({ error: loggableError(error) }, 'session sweep failed'),
    );
  void sweep();
  setInterval(sweep, 60 * 60 * 1000).unref();
  // In-app notices of what happened: woken by LISTEN domain_events on commit, with a 1 s safety net;
  // events are claimed with SKIP LOCKED, so every instance may run it (decision 039).
  const channels = createNoticeChannels(config);
  const noticeDelivery = await startNoticeDelivery(
    database,
    (error) => app.log.warn({ error: loggableError(error) }, 'notice delivery failed'),
    undefined,
    channels,
  );
  // Email and 알림톡 when configured: due rows claimed with SKIP LOCKED under a lease, any number of instances.
  const channelDelivery = startChannelDelivery(database.db, channels, {
    publicUrl: config.publicUrl,
    business: config.business,
    onFailure: (failure) => app.log.warn(failure, 'notice delivery gave up'),
    onError: (error) => app.log.warn({ error: loggableError(error) }, 'channel delivery failed'),
  });
  // Refunds of cancelled bookings as soon as the cancellation commits: the seam wakes it, the ledger says
  // what is owed, and the gateway's idempotency keys make any number of instances safe.
  const refunds = await runOnDomainEvents(
    database,
    () => refundCancelledBookings(app.payments),
    (error) => app.log.warn({ error: loggableError(error) }, 'refunds left for the next run'),
    BOOKING_MAINTENANCE_INTERVAL_MS,
  );
  // Uploads nothing uses after a day (decision 011); idempotent and safe with other instances, like the sweep.
  scheduleFileCleanup(app);

  await app.listen({ port: config.port, host: config.host });
  const db = database.driver === 'pglite' ? `PGlite (${path.join(config.dataDir, 'pglite')})` : 'PostgreSQL';
  const lines = [
    '',
    '  🚚 푸드트럭 예약 is running',
    `  ➜ ${config.publicUrl}`,
    `  database: ${db}${seeded.demoCreated ? ' · demo data created' : ''}`,
    webDistDir ? '' : '  (web app not built: API only — run `npm run build`)',
  ];
  if (config.seedDemo) {
    lines.push('  demo accounts (password: the DEMO_PASSWORD, default demo1234!):');
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.role.padEnd(8)} ${account.email}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
