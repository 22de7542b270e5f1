/**
 * `npm run bench:events -w @ft/server`: the live-events figures of decision 039 (Figures).
 * 1. Throughput: events turned into in-app notices per second by one delivery worker (`deliverDueEvents`), from
 *    a backlog of BENCH_EVENTS `booking.requested` events over real bookings (one notice each).
 * 2. Delay at load: events committed at BENCH_RATE a second (default half the measured throughput) for
 *    BENCH_SECONDS, the real delivery job (`noticeDelivery`, woken by LISTEN) and one SSE stream per
 *    vendor on this instance; p50/p99 from the insert's commit to the notice being written (seen by a 5 ms
 *    poll) and to the SSE message reaching its client.
 * 3. Connections: BENCH_CONNECTIONS SSE streams (default 10,000) held by one server process (src/server.ts), spread
 *    over BENCH_USERS signed-in people; the process's resident memory before and after, per connection.
 * PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a database of its own,
 * dropped after). Events are inserted straight into the outbox, as its triggers would write them.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { JobRunner } from '../src/lib/jobs.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { noticeDelivery } from '../src/modules/notifications/notifications.jobs.ts';
import { deliverDueEvents } from '../src/modules/notifications/notifications.service.ts';
import { SESSION_COOKIE } from '../src/plugins/session-store.ts';
import {
  bookingBody,
  createVendorWithTruck,
  postBooking,
  referenceIds,
  useAnotherBookingDay,
} from '../src/test/booking-fixtures.ts';
import { signedUpCaller } from '../src/test/http.ts';
import { startServerProcess } from '../src/test/server-process.ts';
import { openSse, type SseClient } from '../src/test/sse-client.ts';
import { createTestApp } from '../src/test/test-app.ts';

const DATABASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const VENDORS = Number(process.env.BENCH_VENDORS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10_000);
const USERS = Number(process.env.BENCH_USERS ?? 1_000);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const sleep = (wait: number) => new Promise((resolve) => setTimeout(resolve, wait));
const rssOf = (pid: number) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) * 1024;
};

process.env.TEST_DATABASE_URL = DATABASE;
const t = await createTestApp({ demo: false });
const db = t.app.database.db;
try {
  // People and bookings the events are about: one booking per vendor, so each event notifies one vendor.
  const ref = await referenceIds(db);
  const customer = await signedUpCaller(t.app, 'bench-customer@example.com');
  const vendors = [];
  const bookingIds: string[] = [];
  for (let i = 0; i < VENDORS; i++) {
    const vendor = await createVendorWithTruck(t.app, {
      email: `bench-vendor-${i}@example.com`,
      regions: [{ sido: '서울특별시', sigungu: '강남구' }],
      categorySlugs: ['bunsik'],
    });
    useAnotherBookingDay();
    const sent = await postBooking(
      customer,
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 60 }] },
        { truckId: vendor.truckId },
      ),
    );
    if (sent.statusCode !== 201) throw new Error(`booking: ${sent.statusCode} ${sent.body}`);
    vendors.push(vendor);
    bookingIds.push(sent.json().data.id as string);
  }
  await deliverDueEvents(db);
  const insertEvents = async (count: number): Promise<number[]> => {
    const rows = await db.execute<{ id: string }>(sql`
      insert into domain_events (type, subject, subject_id, data)
      select 'booking.requested', 'booking', (${sql.param(bookingIds)}::uuid[])[1 + (g % ${bookingIds.length})], '{}'::jsonb
      from generate_series(1, ${count}) g
      returning id`);
    return (
      (rows as unknown as { rows?: { id: string }[] }).rows?.map((row) => Number(row.id)) ??
      (rows as unknown as { id: string }[]).map((row) => Number(row.id))
    );
  };

  // 1. Throughput of one worker over a backlog.
  await insertEvents(EVENTS);
  const started = performance.now();
  const handled = await deliverDueEvents(db);
  const seconds = (performance.now() - started) / 1000;
  const throughput = handled / seconds;
  console.log(
    `1. one worker: ${handled} events → notices in ${seconds.toFixed(2)} s = ${Math.round(throughput)} events/s`,
  );

  // 2. Delay at load: the real loop, woken by LISTEN; one SSE stream per vendor on this instance.
  const rate = Number(process.env.BENCH_RATE ?? Math.round(throughput / 2));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  const streams: SseClient[] = [];
  for (const vendor of vendors) {
    const stream = await openSse(`http://127.0.0.1:${address.port}/api/v1/events`, {
      cookie: vendor.vendor.cookie!,
    });
    await stream.next((m) => m.event === 'ready');
    streams.push(stream);
  }
  const delivery = new JobRunner(t.app, [noticeDelivery]);
  await delivery.start();
  const committedAt = new Map<number, number>();
  const noticedAt = new Map<number, number>();
  let polling = true;
  const poll = (async () => {
    let after = 0;
    while (polling || noticedAt.size < committedAt.size) {
      // An event is noticed once the notices listener's cursor has passed it (lib/event-listeners.ts).
      const rows = (await db.execute(sql`
        select e.id from domain_events e, event_cursors c
        where c.consumer = 'notices' and e.id > ${after} and (e.tx_id, e.id) <= (c.last_tx_id, c.last_id)
        order by e.id`)) as unknown as {
        rows: { id: string }[];
      };
      const now = performance.now();
      for (const row of rows.rows) {
        const id = Number(row.id);
        if (committedAt.has(id) && !noticedAt.has(id)) noticedAt.set(id, now);
        after = Math.max(after, id);
      }
      if (!polling && performance.now() - now > 5_000) break;
      await sleep(5);
    }
  })();
  const tick = 20;
  const perTick = Math.max(1, Math.round((rate * tick) / 1000));
  const until = performance.now() + SECONDS * 1000;
  while (performance.now() < until) {
    const next = performance.now() + tick;
    const ids = await insertEvents(perTick);
    const now = performance.now();
    for (const id of ids) committedAt.set(id, now);
    await sleep(Math.max(0, next - performance.now()));
  }
  // Let the last ones arrive.
  for (let i = 0; i < 100 && noticedAt.size < committedAt.size; i++) await sleep(50);
  await sleep(500);
  polling = false;
  await poll;
  await delivery.stop();
  const failures = delivery.figures().reduce((sum, job) => sum + job.failures, 0);
  if (failures > 0) console.error(`notice delivery failed ${failures} times`);
  const toNotice = [...noticedAt].map(([id, at]) => at - committedAt.get(id)!);
  const toSse: number[] = [];
  for (const stream of streams) {
    for (const message of stream.messages) {
      const committed = message.id ? committedAt.get(Number(message.id)) : undefined;
      if (committed !== undefined && message.event === undefined) toSse.push(message.at - committed);
    }
    stream.close();
  }
  console.log(
    `2. aiming at ${rate} events/s for ${SECONDS} s: ${committedAt.size} events (${Math.round(committedAt.size / SECONDS)}/s), ${VENDORS} SSE clients: commit → notice p50 ${ms(percentile(toNotice, 50))}, p99 ${ms(percentile(toNotice, 99))} (${toNotice.length} seen); commit → SSE client p50 ${ms(percentile(toSse, 50))}, p99 ${ms(percentile(toSse, 99))} (${toSse.length} received)`,
  );

  // 3. Connections one server process holds.
  await db.execute(sql`
    insert into users (email, nickname, role)
    select 'bench-stream-' || g || '@example.com', '벤치', 'customer' from generate_series(1, ${USERS}) g`);
  const people = (await db.execute(
    sql`select id from users where email like 'bench-stream-%'`,
  )) as unknown as {
    rows: { id: string }[];
  };
  const cookies: string[] = [];
  for (const person of people.rows)
    cookies.push(`${SESSION_COOKIE}=${(await createSession(db, person.id)).token}`);
  const server = await startServerProcess({
    DATABASE_URL: t.app.config.databaseUrl!,
    SEED_DEMO: 'off',
    DATA_DIR: fs.mkdtempSync('/tmp/ft-bench-events-'),
  });
  try {
    await sleep(2_000);
    const before = rssOf(server.child.pid!);
    const held: SseClient[] = [];
    const opening = performance.now();
    for (let i = 0; i < CONNECTIONS; i += 200) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(200, CONNECTIONS - i) }, (_, j) =>
          openSse(`${server.url}/api/v1/events`, { cookie: cookies[(i + j) % cookies.length]! }),
        ),
      );
      held.push(...batch);
    }
    await Promise.all(held.map((stream) => stream.next((m) => m.event === 'ready', 60_000)));
    const openSeconds = (performance.now() - opening) / 1000;
    await sleep(2_000);
    const after = rssOf(server.child.pid!);
    const open = held.filter((stream) => stream.status === 200).length;
    console.log(
      `3. one server process holds ${open} SSE connections (${USERS} people, opened in ${openSeconds.toFixed(1)} s): RSS ${(before / 2 ** 20).toFixed(0)} → ${(after / 2 ** 20).toFixed(0)} MiB, ${((after - before) / open / 1024).toFixed(1)} KiB a connection`,
    );
    for (const stream of held) stream.close();
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
} finally {
  await t.close();
}
process.exit(0);
