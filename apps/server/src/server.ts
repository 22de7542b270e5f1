import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, payoutBoxFor } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { sharedInstanceChecks } from './config/shared-instance-checks.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, seedDatabase } from './db/seed/index.ts';
import { exitGracefullyOnSignals, SHUTDOWN_TIMEOUT_MS } from './lib/shutdown.ts';
import { createStorage } from './lib/storage.ts';
import { startTracing } from './lib/tracing.ts';

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
  // With every job this process runs (src/jobs/index.ts): they start once it listens and stop as it closes.
  const app = await buildApp({
    config: { ...config, webDistDir },
    database,
    storage,
    payoutBox,
    serverJobs: true,
  });

  exitGracefullyOnSignals(
    async () => {
      // Readiness fails first (/api/health/ready: draining) while requests are still answered; then the server
      // stops taking connections and finishes those in flight; event streams close with it (events.routes.ts),
      // and the jobs stop, waiting for their runs in progress (src/jobs/index.ts).
      app.lifecycle.draining = true;
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      await app.close();
      await database.close();
      await tracing?.shutdown();
    },
    (message) => app.log.info(message),
    config.shutdownDrainMs + SHUTDOWN_TIMEOUT_MS,
  );

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
