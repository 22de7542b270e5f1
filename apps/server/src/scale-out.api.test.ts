import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { bookingStatusHistory, bookings, foodTrucks } from './db/schema/index.ts';
import { seedDatabase } from './db/seed/index.ts';
import { createLocalStorage } from './lib/storage.ts';
import { bookingBody, createVendorWithTruck, postBooking, referenceIds } from './test/booking-fixtures.ts';
import { signedUpCaller } from './test/http.ts';
import { sharedTestSandbox } from './test/payment-sandbox.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';

/**
 * Scale-out is configuration, not code: two server processes on one PostgreSQL and one Redis behave as one
 * service. Runs where both are given (CI's second pass sets TEST_DATABASE_URL and TEST_REDIS_URL).
 */
const DATABASE = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
const CACHE_TTL_MS = 1000;

const servers: ServerProcess[] = [];
async function startServer(env: Record<string, string>): Promise<string> {
  const server = await startServerProcess(env);
  servers.push(server);
  return server.url;
}

const call = (base: string, url: string, init: { method?: string; cookie?: string; body?: unknown } = {}) =>
  fetch(base + url, {
    method: init.method ?? 'GET',
    headers: {
      'x-client-version': '1.0.0',
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

describe.runIf(Boolean(DATABASE && REDIS))('two server processes, one PostgreSQL and one Redis', () => {
  const name = `ft_scale_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-scale-'));
  let databaseUrl = '';
  let a = '';
  let b = '';
  let vendorCookie = '';
  let racedIds: string[] = [];
  let overdueIds: string[] = [];
  let truckId = 0;
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    // Counters outlive a run (a 10-minute window): this test keeps its own logical Redis database, emptied first.
    const redisUrl = new URL(REDIS ?? '');
    redisUrl.pathname = '/13';
    const redis = new Redis(redisUrl.toString());
    await redis.flushdb();
    await redis.quit();
    const admin = new pg.Client({ connectionString: DATABASE });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(DATABASE ?? '');
    url.pathname = `/${name}`;
    databaseUrl = url.toString();

    // The data both servers will find: made in this process through the API, as people would.
    const database = await openDatabase({ databaseUrl });
    const storage = createLocalStorage(path.join(dataDir, 'files'));
    await seedDatabase(database.db, storage, { demo: false, demoPassword: 'demo1234!', photos: false });
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', BOOKING_MAINTENANCE: 'off' }),
      databaseUrl,
      bookingCreateLimitPerHour: 1_000_000,
      tossSandboxUrl: (await sharedTestSandbox()).url,
    };
    const setup = await buildApp({ config, database, storage, logger: false });
    await setup.ready();
    const ref = await referenceIds(database.db);
    const customer = await signedUpCaller(setup, 'scale-customer@example.com');
    const vendor = await createVendorWithTruck(setup, {
      email: 'scale-vendor@example.com',
      regions: [{ sido: '서울특별시', sigungu: '강남구' }],
      categorySlugs: ['bunsik'],
    });
    vendorCookie = vendor.vendor.cookie!;
    truckId = vendor.truckId;
    // A customer has one live request per truck and time: these all start together and end ten minutes apart.
    const targeted = (i: number) =>
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
        {
          truckId,
          info: { endTime: `${14 + Math.floor(i / 6)}:${String((i % 6) * 10).padStart(2, '0')}` },
        },
      );
    // …and one live open request per content: each has a name of its own.
    const open = (i: number) =>
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: ref.itemsOf('bunsik')[0]!.id, servings: 50 }] },
        { info: { eventName: `지난 행사 ${i + 1}` } },
      );
    // 30 requests for the same truck at overlapping times: only one can be accepted.
    racedIds = await Promise.all(
      Array.from(
        { length: 30 },
        async (_, i) => (await postBooking(customer, targeted(i))).json().data.id as string,
      ),
    );
    expect(new Set(racedIds).size).toBe(30);
    // 20 requests whose event has started: the maintenance job expires them.
    overdueIds = await Promise.all(
      Array.from(
        { length: 20 },
        async (_, i) => (await postBooking(customer, open(i))).json().data.id as string,
      ),
    );
    expect(new Set(overdueIds).size).toBe(20);
    await database.db
      .update(bookings)
      .set({ startsAt: sql`now() - interval '2 hours'`, endsAt: sql`now() - interval '1 hour'` })
      .where(inArray(bookings.id, overdueIds));
    await setup.close();
    await database.close();

    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl.toString(),
      DATA_DIR: dataDir,
      SEED_DEMO: 'off',
      BOOKING_MAINTENANCE: 'on',
      CATALOG_CACHE_TTL_MS: String(CACHE_TTL_MS),
    };
    // Both start together: both run the maintenance job at once on the same rows.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    close = async () => {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.exited));
      const client = new pg.Client({ connectionString: DATABASE });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }, 120_000);
  afterAll(() => close(), 60_000);

  it('a session opened on one server works on the other', async () => {
    const login = await call(a, '/api/auth/login', {
      method: 'POST',
      body: { email: 'scale-customer@example.com', password: 'goodpass123' },
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('ft_session='))!
      .split(';')[0]!;
    const status = await (await call(b, '/api/auth/status', { cookie })).json();
    expect(status).toMatchObject({ authenticated: true, user: { email: 'scale-customer@example.com' } });
  });

  it('shares one rate limit: wrong passwords spread over both servers are refused together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(i % 2 ? a : b, '/api/auth/login', {
        method: 'POST',
        body: { email: 'scale-vendor@example.com', password: `wrong-guess-${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('30 racing accepts split across both: exactly one wins', async () => {
    const answers = await Promise.all(
      racedIds.map((id, i) =>
        call(i % 2 ? a : b, `/api/v1/bookings/${id}/status`, {
          method: 'PUT',
          cookie: vendorCookie,
          // Fresh requests, never edited: the version every vendor read is the first.
          body: { status: 'accepted', quotedAmount: 600_000, version: 1 },
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
  });

  it('the maintenance job runs on both and changes each booking once', async () => {
    const database = await openDatabase({ databaseUrl });
    try {
      let expired = 0;
      for (let i = 0; i < 40 && expired < overdueIds.length; i++) {
        const rows = await database.db
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(inArray(bookings.id, overdueIds), eq(bookings.status, 'expired')));
        expired = rows.length;
        if (expired < overdueIds.length) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(expired).toBe(overdueIds.length);
      const history = await database.db
        .select({ bookingId: bookingStatusHistory.bookingId })
        .from(bookingStatusHistory)
        .where(
          and(
            inArray(bookingStatusHistory.bookingId, overdueIds),
            eq(bookingStatusHistory.toStatus, 'expired'),
          ),
        );
      expect(history).toHaveLength(overdueIds.length);
    } finally {
      await database.close();
    }
  });

  it('a catalogue change is seen by both within the cache time', async () => {
    const listed = async (base: string) => {
      const page = (await (await call(base, '/api/v1/foodtrucks?limit=100')).json()) as {
        data: { id: number; name: string }[];
      };
      return page.data.find((truck) => truck.id === truckId)?.name;
    };
    expect(await listed(a)).toBeDefined();
    expect(await listed(b)).toBeDefined();
    const database = await openDatabase({ databaseUrl });
    try {
      await database.db
        .update(foodTrucks)
        .set({ name: '이름을 바꾼 트럭' })
        .where(eq(foodTrucks.id, truckId));
    } finally {
      await database.close();
    }
    // Each may answer from what it kept for up to the cache time.
    await new Promise((resolve) => setTimeout(resolve, CACHE_TTL_MS + 200));
    expect(await listed(a)).toBe('이름을 바꾼 트럭');
    expect(await listed(b)).toBe('이름을 바꾼 트럭');
  });
});
