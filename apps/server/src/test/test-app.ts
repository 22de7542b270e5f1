import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TossSandbox } from '@ft/toss-sandbox';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp, payoutBoxFor } from '../app.ts';
import { type AppConfig, loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { createStorage } from '../lib/storage.ts';
import { adminQuery, copyTemplate, databaseUrlFor, type TemplateName } from './database-templates.ts';
import { startTestSandbox } from './payment-sandbox.ts';

export interface TestApp {
  app: FastifyInstance;
  /**
   * The app's payment sandbox, started for it in this process (payment-sandbox.ts) unless a gateway, Toss keys or
   * a TOSS_SANDBOX_URL were given: tests set its faults and read its payments.
   */
  sandbox: TossSandbox | undefined;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database of its own: in-memory PGlite, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL (CI runs both), seeded like a first start.
 */
export async function createTestApp(
  opts: {
    demo?: boolean;
    photos?: boolean;
    /** Seeds the demo application waiting for review too (slower: it stores photos and papers). */
    demoApplication?: boolean;
    config?: Partial<AppConfig>;
    logger?: AppDeps['logger'];
    /** Another gateway than the app's own sandbox (a client with a short timeout, say). */
    paymentGateway?: AppDeps['paymentGateway'];
    /** The serving process's jobs too (notice delivery and the rest: src/jobs), as server.ts runs them. */
    serverJobs?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const databaseName = `ft_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  // The common starting points are copied from a template built once per run (database-templates.ts).
  const templateName: TemplateName | undefined =
    opts.photos || opts.demoApplication || opts.config?.demoPassword !== undefined
      ? undefined
      : opts.demo === false
        ? 'empty'
        : 'demo';
  const copy = templateName ? await copyTemplate(templateName, serverUrl, databaseName, dataDir) : undefined;
  let databaseUrl = copy && 'databaseUrl' in copy ? copy.databaseUrl : undefined;
  if (serverUrl && !databaseUrl) {
    await adminQuery(serverUrl, `create database ${databaseName}`);
    databaseUrl = databaseUrlFor(serverUrl, databaseName);
  }
  const dropDatabase = serverUrl
    ? () => adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`)
    : undefined;
  // Maintenance is off: tests call runBookingMaintenance with the `now` they need.
  const config = {
    // Injected requests come from 127.0.0.1: the tests play a proxy there to give each caller its own address.
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      BOOKING_MAINTENANCE: 'off',
      // Tests and benchmarks make many bookings per person; the limit itself has its own test.
      BOOKING_CREATE_LIMIT_PER_HOUR: '10000000',
      TRUST_PROXY: '127.0.0.1',
    }),
    databaseUrl,
    // Upload tests send many files per person; the quota itself has its own test.
    uploadQuota: {
      images: { files: 100_000, bytes: 1e12 },
      documents: { files: 100_000, bytes: 1e12 },
    },
    ...opts.config,
  };
  const database = await openDatabase({
    databaseUrl,
    ...(copy && 'dataDir' in copy ? { dataDir: copy.dataDir } : {}),
  });
  // The configured driver: local disk under dataDir, or S3 when a test passes `storageDriver: 's3'`.
  const storage = await createStorage(config);
  if (!copy) {
    await seedDatabase(database.db, storage, {
      demo: opts.demo ?? true,
      demoPassword: config.demoPassword,
      photos: opts.photos ?? false,
      payoutBox: opts.demoApplication ? payoutBoxFor(config) : undefined,
    });
  }
  const sandbox =
    opts.paymentGateway || config.toss || config.tossSandboxUrl ? undefined : await startTestSandbox();
  const app = await buildApp({
    config: sandbox ? { ...config, tossSandboxUrl: sandbox.url } : config,
    database,
    storage,
    logger: opts.logger ?? false,
    paymentGateway: opts.paymentGateway,
    serverJobs: opts.serverJobs,
  });
  // Its webhooks go to the app once it listens (most tests inject requests instead).
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') {
      sandbox?.setWebhookUrl(`http://127.0.0.1:${address.port}/api/v1/payments/webhook`);
    }
  });
  await app.ready();
  return {
    app,
    sandbox,
    async close() {
      await app.close();
      await sandbox?.close();
      // Some tests close the database themselves to see the app without it.
      await database.close().catch(() => undefined);
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
