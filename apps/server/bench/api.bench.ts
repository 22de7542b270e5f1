/**
 * `npm run bench:api`: the API under load with autocannon, on PGlite and on PostgreSQL (when reachable), at 1k
 * trucks and at 100k trucks and 1M bookings (src/db/seed/scale.ts), each size served by a process of its own.
 * Each measure runs a mix of requests — the list with its cache off over filters, keywords (초성 too) and
 * pages; a truck's detail; a customer's history (1,000 bookings); a vendor's inbox (a truck with 5,000) — and
 * is printed beside a bare Fastify route serving the same bytes (the ratio), with p50 and p99 to a tenth of a
 * millisecond (load-generator.ts), and the 100k/1k p99 ratio. The sizes take turns, run for run, and each
 * size's figures are its middle run by p99. Last, booking creates at 10 and 50 connections. Goals
 * (docs/product.md § Performance): uncached list ≥ 0.2× bare on PostgreSQL (p99 ≤ 50 ms) and ≥ 0.05× on
 * PGlite; 100k/1k p99 ≤ 1.2; booking creates ≥ 1,000/s on PostgreSQL. Writes raise the per-person booking
 * limit (BOOKING_CREATE_LIMIT_PER_HOUR).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER, IDEMPOTENCY_KEY_HEADER } from '@ft/shared';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import type { Db } from '../src/db/client.ts';
import { SCALE_ACCOUNTS, seedScale } from '../src/db/seed/scale.ts';
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from '../src/lib/password.ts';
import { bookingBody, referenceIds } from '../src/test/booking-fixtures.ts';
import { createTestApp, type TestApp } from '../src/test/test-app.ts';
import { answerEach, ask } from './ipc.ts';
import { listMix } from './list-mix.ts';
import type { LoadFigures, LoadRun } from './load-generator.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 50;
const FEWER_CONNECTIONS = 10;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BOOKING_URL = '/api/v1/bookings';
const GENERATOR = fileURLToPath(new URL('./load-generator.ts', import.meta.url));

interface Figures extends LoadFigures {
  /** Each run's p99, lowest first, when the figures are the middle of several runs. */
  p99s?: number[];
}

let generator: ChildProcess | undefined;

/** One run of the load generator (load-generator.ts), forked on first use and kept for the process's life. */
function load(job: LoadRun): Promise<Figures> {
  generator ??= fork(GENERATOR);
  return ask<LoadFigures>(generator, 'the load generator', job);
}

/** The two sizes compared; BENCH_SCALES=trucks:bookings,trucks:bookings tries others (e.g. a quick check). */
const SCALES = (process.env.BENCH_SCALES ?? '1000:10000,100000:1000000').split(',').map((pair) => {
  const [trucks, bookings] = pair.split(':').map(Number);
  return { trucks: trucks!, bookings: bookings! };
});

const fmt = (f: Figures) =>
  `${String(f.rps).padStart(6)} req/s  p50 ${f.p50.toFixed(1).padStart(5)} ms  p99 ${f.p99.toFixed(1).padStart(5)} ms${f.errors ? `  errors ${f.errors}` : ''}`;

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** The figures of a second run: the first, unreported, warms the caches and the JIT. */
async function afterWarmUp(run: () => Promise<Figures>): Promise<Figures> {
  await run();
  return run();
}

/** One run of `paths` in turn on every connection. */
const runMix = (base: string, paths: string[], headers?: Record<string, string>) =>
  load({ url: base + paths[0], paths, headers, connections: CONNECTIONS, durationS: DURATION_S });

/**
 * fetch, once more on a reset: a kept-alive socket from before a long seed has been closed by the server's
 * keep-alive timeout, and reusing it fails.
 */
async function fetchAgainOnReset(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

async function login(base: string, email: string, password: string): Promise<string> {
  const res = await fetchAgainOnReset(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT_VERSION_HEADER]: CLIENT_VERSION },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`log-in as ${email} failed: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** The requests each measure mixes, drawn from what the database holds now. */
async function mixes(db: Db) {
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const truckIds = rows<{ id: number }>(
    await db.execute(
      sql`select id from food_trucks where status = 'approved' order by md5(id::text) limit 200`,
    ),
  ).map((r) => r.id);
  const { heavyTruck } = rows<{ heavyTruck: number }>(
    await db.execute(
      sql`select min(id) as "heavyTruck" from food_trucks where owner_id = md5(${SCALE_ACCOUNTS.heavyVendor})::uuid`,
    ),
  )[0]!;
  const pages = [1, 2, 3, 5, 10, 20];
  return {
    list: await listMix(db),
    detail: truckIds.map((id) => `/api/v1/foodtrucks/${id}`),
    history: pages.map((p) => `/api/v1/bookings?page=${p}&limit=20`),
    inbox: pages.map((p) => `/api/v1/bookings/foodtruck/${heavyTruck}?page=${p}&limit=20`),
  };
}

const READS = ['list', 'detail', 'history', 'inbox'] as const;
type Read = (typeof READS)[number];
/** BENCH_MEASURES=list,creates (say) runs only those: the reads above and `creates`; all of them by default. */
const MEASURES = (process.env.BENCH_MEASURES ?? [...READS, 'creates'].join(',')).split(',');

/** Replaced in the posted body by each request's number: one live request per content (load-generator.ts). */
const EACH_MARK = '{{each}}';

/** POST /api/v1/bookings, an open request priced from the catalogue, a new Idempotency-Key each time. */
async function bookingCreates(t: TestApp, base: string, cookie: string, bare: BareServer) {
  const ref = await referenceIds(t.app.database.db);
  const [first, second] = ref.itemsOf('bunsik');
  const body = JSON.stringify(
    bookingBody(
      {
        eventTypeId: ref.eventTypeId,
        menus: [
          { menuItemId: first!.id, servings: 100 },
          { menuItemId: second!.id, servings: 50 },
        ],
      },
      { requests: `주차 공간이 있어요 ${EACH_MARK}` },
    ),
  );
  const headers = { cookie, 'content-type': 'application/json', [CLIENT_VERSION_HEADER]: CLIENT_VERSION };
  const sample = await fetchAgainOnReset(base + BOOKING_URL, {
    method: 'POST',
    headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    body,
  });
  if (sample.status !== 201)
    throw new Error(`booking sample failed: ${sample.status} ${await sample.text()}`);
  bare.set(await sample.text());
  const post = { headers, body, eachMark: EACH_MARK };
  const creates = (url: string, connections: number) => () =>
    load({ url, post, connections, durationS: DURATION_S });
  const out: [string, Figures, Figures][] = [];
  for (const connections of [FEWER_CONNECTIONS, CONNECTIONS]) {
    const bareFigures = await afterWarmUp(creates(bare.postUrl, connections));
    const figures = await afterWarmUp(creates(base + BOOKING_URL, connections));
    out.push([`booking create, ${connections} conns`, figures, bareFigures]);
  }
  return out;
}

interface BareServer {
  url: string;
  postUrl: string;
  set(body: string): void;
  close(): Promise<void>;
}

/** GET /bare and POST /bare-post answer the bytes last `set`; any path under /bare does too (for mixes). */
async function bareServer(): Promise<BareServer> {
  let body = '{}';
  const bare = Fastify({ logger: false });
  bare.get('/*', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
  bare.post('/bare-post', (_req, reply) =>
    reply.status(201).type('application/json; charset=utf-8').send(body),
  );
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url: base,
    postUrl: `${base}/bare-post`,
    set: (next) => {
      body = next;
    },
    close: () => bare.close(),
  };
}

type Driver = 'pglite' | 'postgres';

/** One size on one database, served by a process of its own. */
interface ScaleRun {
  driver: Driver;
  trucks: number;
  bookings: number;
}

/** What the main process asks of a size's process, one at a time. */
type ScaleCommand = { measure: Read; of: 'bare' | 'server' } | { creates: true } | { close: true };

/**
 * A size's process: seeds a fresh database to `run`'s size, serves it, and measures what it is asked to on its
 * own server (or its bare route) with its own load generator.
 */
async function serveScale(run: ScaleRun) {
  if (run.driver === 'postgres') process.env.TEST_DATABASE_URL = PG_URL;
  else delete process.env.TEST_DATABASE_URL;
  // The database path alone: the catalogue cache off, the booking limit out of the way.
  const t = await createTestApp({ config: { catalogCacheTtlMs: 0, bookingCreateLimitPerHour: 100_000_000 } });
  const bare = await bareServer();
  const base = await listen(t);
  const db = t.app.database.db;
  const password = t.app.config.demoPassword;
  const started = performance.now();
  await seedScale(db, { trucks: run.trucks, bookings: run.bookings, password });
  const counted = (await db.execute(sql`select count(*)::int as trucks from food_trucks`)) as unknown as {
    rows: { trucks: number }[];
  };
  const trucks = counted.rows[0]!.trucks;
  // The seed's writes are flushed now, not by a checkpoint in the middle of the first measure.
  await db.execute(sql`checkpoint`);
  const seeded = `${trucks.toLocaleString()} trucks, ${run.bookings.toLocaleString()} bookings (seeded in ${((performance.now() - started) / 1000).toFixed(0)} s)`;
  const paths = await mixes(db);
  const cookies: Record<Read, string | undefined> = {
    list: undefined,
    detail: undefined,
    history: await login(base, SCALE_ACCOUNTS.heavyCustomer, password),
    inbox: await login(base, SCALE_ACCOUNTS.heavyVendor, password),
  };
  const headersOf = (read: Read) => (cookies[read] ? { cookie: cookies[read]! } : undefined);

  const measure = async (read: Read, of: 'bare' | 'server'): Promise<Figures> => {
    if (of === 'bare') {
      const sample = await fetchAgainOnReset(base + paths[read][0], { headers: headersOf(read) });
      if (!sample.ok) throw new Error(`${read} sample failed: ${sample.status} ${await sample.text()}`);
      bare.set(await sample.text());
      return afterWarmUp(() => runMix(bare.url, paths[read]));
    }
    return runMix(base, paths[read], headersOf(read));
  };
  const answer = async (command: ScaleCommand): Promise<unknown> => {
    if ('measure' in command) return measure(command.measure, command.of);
    if ('creates' in command) {
      const cookie = await login(base, SCALE_ACCOUNTS.heavyCustomer, password);
      return bookingCreates(t, base, cookie, bare);
    }
    await bare.close();
    await t.close();
    return null;
  };
  answerEach(answer, (command) => 'close' in command && process.exit(0));
  process.send!({ result: { trucks, lines: [seeded] } });
}

const SCALE_RUN_ENV = 'BENCH_SCALE_RUN';

/** A size's process, once it is seeded and serving, and a way to ask it one thing at a time. */
interface ScaleProcess {
  trucks: number;
  ask<T>(command: ScaleCommand): Promise<T>;
}

/**
 * Each size is served by a process of its own, as a server at that size would be (measured in the process that
 * had just measured the smaller size, the list's p99 at 100k was 18–27 ms against 13–14 ms alone: decision
 * 022). Both stay up so that their runs can take turns.
 */
async function startScale(run: ScaleRun): Promise<ScaleProcess> {
  const child = fork(fileURLToPath(import.meta.url), {
    env: { ...process.env, [SCALE_RUN_ENV]: JSON.stringify(run) },
  });
  const name = `${run.driver} at ${run.trucks} trucks`;
  const ready = await ask<{ trucks: number; lines: string[] }>(child, name);
  for (const line of ready.lines) console.log(`  ${line}`);
  return { trucks: ready.trucks, ask: <T>(command: ScaleCommand) => ask<T>(child, name, command) };
}

/**
 * Runs per size and measure. The sizes take turns, run for run, so that a slow spell of a shared machine
 * (one run's p99 here moved by half from run to run, as much as the ratio it is compared with) falls on both;
 * each size's figures are those of its run with the middle p99.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

async function benchDriver(driver: Driver) {
  console.log(
    `\n${driver} (${CONNECTIONS} connections, ${DURATION_S} s each, cache off; the middle of ${ROUNDS} runs by p99, the sizes taking turns)`,
  );
  const sizes: ScaleProcess[] = [];
  for (const scale of SCALES) sizes.push(await startScale({ driver, ...scale }));
  const [small, large] = [sizes[0]!, sizes.at(-1)!];
  for (const read of READS.filter((measure) => MEASURES.includes(measure))) {
    console.log(`  ${read}`);
    const bares: Figures[] = [];
    for (const size of sizes) bares.push(await size.ask<Figures>({ measure: read, of: 'bare' }));
    // A first run each, unreported, warms the caches and the JIT.
    for (const size of sizes) await size.ask<Figures>({ measure: read, of: 'server' });
    const runs: Figures[][] = sizes.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, size] of sizes.entries())
        runs[i]!.push(await size.ask<Figures>({ measure: read, of: 'server' }));
    }
    const middles = runs.map((r) => {
      const sorted = [...r].sort((a, b) => a.p99 - b.p99);
      return { ...sorted[Math.floor(sorted.length / 2)]!, p99s: sorted.map((f) => f.p99) };
    });
    for (const [i, size] of sizes.entries()) {
      const figures = middles[i]!;
      console.log(
        `    ${`${size.trucks.toLocaleString()} trucks`.padEnd(15)} ${fmt(figures)}  ratio ${(figures.rps / bares[i]!.rps).toFixed(2)}  (bare ${bares[i]!.rps} req/s; p99 of each run ${figures.p99s!.join(' / ')} ms)`,
      );
    }
    const ratio = middles.at(-1)!.p99 / Math.max(1, middles[0]!.p99);
    console.log(
      `    p99 at ${small.trucks.toLocaleString()} / ${large.trucks.toLocaleString()} trucks: ${ratio.toFixed(2)} (goal ≤ 1.2) → ${ratio <= 1.2 ? 'met' : 'NOT met'}`,
    );
  }
  const creates = MEASURES.includes('creates')
    ? await large.ask<[string, Figures, Figures][]>({ creates: true })
    : [];
  for (const [label, figures, bareFigures] of creates) {
    const goal =
      driver === 'postgres' ? ` (goal ≥ 1,000 req/s → ${figures.rps >= 1000 ? 'met' : 'NOT met'})` : '';
    console.log(
      `  ${label.padEnd(26)} ${fmt(figures)}  ratio ${(figures.rps / bareFigures.rps).toFixed(2)}${goal}`,
    );
  }
  for (const size of sizes) await size.ask({ close: true });
}

/** What one log-in costs the server: argon2id with the production parameters. */
async function passwordCost() {
  const hash = await hashPassword('benchpass123');
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await verifyPassword(hash, 'benchpass123');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
  console.log(
    `\nlog-in cost: argon2id m=${memoryCost} KiB, t=${timeCost}, p=${parallelism} → verify median ${times[10]!.toFixed(1)} ms, p95 ${times[18]!.toFixed(1)} ms`,
  );
}

/** BENCH_DRIVERS=postgres (or pglite) measures one database only. */
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');

const scaleRun = process.env[SCALE_RUN_ENV];
if (scaleRun) {
  await serveScale(JSON.parse(scaleRun) as ScaleRun);
} else {
  await passwordCost();
  if (DRIVERS.includes('pglite')) await benchDriver('pglite');
  if (DRIVERS.includes('postgres')) {
    if (await postgresReachable()) await benchDriver('postgres');
    else console.log(`\npostgres: not reachable at ${PG_URL}; skipped`);
  }
  process.exit(0);
}
