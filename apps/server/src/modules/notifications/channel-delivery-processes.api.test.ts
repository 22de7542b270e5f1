import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { notificationDeliveries, users } from '../../db/schema/index.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { createLocalStorage } from '../../lib/storage.ts';
import {
  bookingBody,
  createVendorWithTruck,
  postBooking,
  referenceIds,
} from '../../test/booking-fixtures.ts';
import { adminQuery, databaseUrlFor } from '../../test/database-templates.ts';
import { startFakeNhnAlimtalk } from '../../test/fake-nhn-alimtalk.ts';
import { signedUpCaller } from '../../test/http.ts';
import { sharedTestSandbox } from '../../test/payment-sandbox.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { DELIVERY_LEASE_MS } from './channel-delivery.ts';

/**
 * Delivery across real server processes: a server killed with SIGKILL in the middle of a send leaves the
 * delivery to the next one, which sends it once; two servers on one PostgreSQL send each notice once. On
 * PostgreSQL only (the services suite, `npm run test:services`, runs it): the lease is the same SQL on PGlite,
 * and starting server processes on PGlite cost the unit suite 40 s.
 */
const DATABASE = process.env.TEST_DATABASE_URL;
const VENDOR = 'process-vendor@example.com';
const servers: ServerProcess[] = [];
const cleanups: (() => unknown)[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const waitFor = async (what: string, ok: () => boolean | Promise<boolean>, ms = 20_000) => {
  for (const start = Date.now(); Date.now() - start < ms; ) {
    if (await ok()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

/**
 * A database of its own with a vendor, an operator and `requests` booking requests for the vendor's truck:
 * committed before any server runs (their events wait in the outbox), or with `later`, only their bodies.
 */
async function prepare(requests: number, later = false) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-deliver-'));
  const name = `ft_deliver_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(DATABASE!, `create database ${name}`);
  const databaseUrl = databaseUrlFor(DATABASE!, name);
  cleanups.push(() => adminQuery(DATABASE!, `drop database if exists ${name} with (force)`));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const database = await openDatabase({ databaseUrl });
  const storage = createLocalStorage(path.join(dataDir, 'files'));
  await seedDatabase(database.db, storage, { demo: false, demoPassword: 'demo1234!', photos: false });
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', BOOKING_MAINTENANCE: 'off' }),
    databaseUrl,
    bookingCreateLimitPerHour: 1_000_000,
    tossSandboxUrl: (await sharedTestSandbox()).url,
  };
  const app = await buildApp({ config, database, storage, logger: false });
  await app.ready();
  const ref = await referenceIds(database.db);
  const customer = await signedUpCaller(app, 'process-customer@example.com');
  const operator = await signedUpCaller(app, 'process-ops@example.com');
  await database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'process-ops@example.com'));
  const vendor = await createVendorWithTruck(app, {
    email: VENDOR,
    regions: [{ sido: '서울특별시', sigungu: '강남구' }],
    categorySlugs: ['bunsik'],
  });
  await database.db.update(users).set({ phone: '01055556666' }).where(eq(users.id, vendor.userId));
  const bodies: unknown[] = [];
  for (let i = 0; i < requests; i++) {
    const body = bookingBody(
      { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
      // One live request per truck and time: each ends ten minutes after the last.
      {
        truckId: vendor.truckId,
        info: { eventName: `행사 ${i}`, endTime: `${14 + Math.floor(i / 6)}:${(i % 6) * 10 || '00'}` },
      },
    );
    if (later) bodies.push(body);
    else expect((await postBooking(customer, body)).statusCode).toBe(201);
  }
  await app.close();
  await database.close();
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'off',
    BOOKING_MAINTENANCE: 'off',
    PUBLIC_URL: 'https://foodtruck.example',
    TEST_CLOCK: 'on',
  };
  const open = () => openDatabase({ databaseUrl });
  return { env, open, operatorCookie: operator.cookie!, customerCookie: customer.cookie!, bodies };
}

/** Moves a server's clock (TEST_CLOCK) forward: to daytime in Korea, or past a lease. */
async function moveClock(server: ServerProcess, cookie: string, forwardMs: number) {
  const moved = await fetch(`${server.url}/api/test/clock`, {
    method: 'POST',
    headers: { 'x-client-version': '1.0.0', 'content-type': 'application/json', cookie },
    body: JSON.stringify({ forwardMs }),
  });
  expect(moved.status, await moved.text()).toBe(200);
}

/** From now to the next 10:00 in Korea: what quiet hours held until 08:00 is due there. */
const toKoreanMorning = () => {
  const now = Date.now();
  const kst = new Date(now + 9 * 3_600_000);
  let target = Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate(), 10) - 9 * 3_600_000;
  if (target <= now) target += 24 * 3_600_000;
  return target - now;
};

const deliveries = async (database: Database) =>
  database.db
    .select({
      channel: notificationDeliveries.channel,
      status: notificationDeliveries.status,
      attempts: notificationDeliveries.attempts,
    })
    .from(notificationDeliveries);

describe.runIf(Boolean(DATABASE))('a server killed mid-send', () => {
  it('leaves the delivery to the next server, which sends it once after the lease', async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const setup = await prepare(1);
    const env = { ...setup.env, SMTP_URL: sink.url };
    sink.hold();
    const first = await startServerProcess(env);
    servers.push(first);
    const morning = toKoreanMorning();
    await moveClock(first, setup.operatorCookie, morning);
    // The first server has the message on the wire and waits for the server's answer: kill it there.
    await waitFor('the first server to send', () => sink.heldCount() === 1);
    first.child.kill('SIGKILL');
    await first.exited;
    await waitFor('the dead connection to close', () => sink.heldSendersGone());
    sink.release();
    expect(sink.droppedCount()).toBe(1);
    expect(sink.received).toHaveLength(0);

    const second = await startServerProcess(env);
    servers.push(second);
    // Not before the dead server's lease ends: nobody can tell whether its send went through.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(sink.received).toHaveLength(0);
    // Its clock to the morning the first one was in, still inside the lease: nothing may go yet.
    await moveClock(second, setup.operatorCookie, morning + DELIVERY_LEASE_MS - 30_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(sink.received).toHaveLength(0);
    await moveClock(second, setup.operatorCookie, 31_000);
    await waitFor('the mail', () => sink.received.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.rcptTo).toEqual([VENDOR]);
    expect(sink.received[0]!.parsed.subject).toBe('[푸드트럭 예약] 새 예약 요청이 왔어요');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const database = await setup.open();
    expect(await deliveries(database)).toEqual([{ channel: 'email', status: 'sent', attempts: 1 }]);
    await database.close();
  }, 120_000);
});

describe.runIf(Boolean(DATABASE))('two servers on one PostgreSQL', () => {
  it('send each notice once by email and by 알림톡', async () => {
    const requests = 30;
    const sink = await startSmtpSink();
    const nhn = await startFakeNhnAlimtalk();
    cleanups.push(
      () => sink.close(),
      () => nhn.close(),
    );
    const setup = await prepare(requests, true);
    const env = { ...setup.env, SMTP_URL: sink.url, ...nhn.env, BOOKING_CREATE_LIMIT_PER_HOUR: '1000' };
    // One after the other: two free-port probes at once can be handed the same port.
    const pair = [await startServerProcess(env), await startServerProcess(env)];
    servers.push(...pair);
    const morning = toKoreanMorning();
    await Promise.all(pair.map((server) => moveClock(server, setup.operatorCookie, morning)));
    // The requests arrive at both servers while both run: both wake on each commit and race for its notices.
    await Promise.all(
      setup.bodies.map(async (body, i) => {
        const sent = await fetch(`${pair[i % 2]!.url}/api/v1/bookings`, {
          method: 'POST',
          headers: {
            'x-client-version': '1.0.0',
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
            cookie: setup.customerCookie,
          },
          body: JSON.stringify(body),
        });
        expect(sent.status, await sent.text()).toBe(201);
      }),
    );
    await waitFor(
      'every mail and 알림톡',
      () => sink.received.length >= requests && nhn.received.length >= requests,
      60_000,
    );
    // Time for a second copy to arrive, if one were coming.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(sink.received).toHaveLength(requests);
    expect(new Set(sink.received.map((mail) => mail.parsed.messageId)).size).toBe(requests);
    expect(nhn.received).toHaveLength(requests);
    expect(new Set(nhn.received.map((talk) => talk.idempotencyKey)).size).toBe(requests);
    const database = await setup.open();
    const rows = await deliveries(database);
    await database.close();
    expect(rows).toHaveLength(2 * requests);
    expect(rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
  }, 120_000);
});
