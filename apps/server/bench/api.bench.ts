/**
 * `npm run bench:api`: autocannon against GET /api/v1/foodtrucks?limit=20 and against a bare Fastify route
 * that returns the same bytes, started in the same run, on PGlite and on PostgreSQL (when reachable). Then
 * the same list call with 100k trucks in the table, to show latency stays flat as data grows. Prints req/s,
 * p50, p99 and the ratio to the bare route. Budget (docs/product.md § Performance): ratio ≥ 0.5, p99 ≤ 30 ms.
 * Last, POST /api/v1/bookings as a signed-in customer (a new Idempotency-Key each time, so every request
 * writes a booking) against a bare POST route answering the same bytes; docs/product.md § Limits gives
 * booking calls 2000 ms.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { API_BUDGETS_MS, CLIENT_VERSION, CLIENT_VERSION_HEADER, IDEMPOTENCY_KEY_HEADER } from '@ft/shared';
import autocannon from 'autocannon';
import { count, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import type { Db } from '../src/db/client.ts';
import { bookings } from '../src/db/schema/index.ts';
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from '../src/lib/password.ts';
import { bookingBody, referenceIds } from '../src/test/booking-fixtures.ts';
import { createTestApp, type TestApp } from '../src/test/test-app.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 50;
const FEWER_CONNECTIONS = 10;
const LIST_URL = '/api/v1/foodtrucks?limit=20';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BOOKING_URL = '/api/v1/bookings';
/** Runs in autocannon's worker thread, which can only load request hooks by path. */
const UNIQUE_KEY_HOOK = fileURLToPath(new URL('./unique-idempotency-key.cjs', import.meta.url));

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface PostLoad {
  headers: Record<string, string>;
  body: string;
}

async function load(
  url: string,
  headers?: Record<string, string>,
  post?: PostLoad,
  connections = CONNECTIONS,
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_S,
    workers: 1,
    headers,
    ...(post
      ? {
          requests: [
            { method: 'POST', headers: post.headers, body: post.body, setupRequest: UNIQUE_KEY_HOOK },
          ],
        }
      : {}),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** GET /bare answers `body`; POST /bare-post parses a JSON body and answers `postBody` with 201. */
async function bareServer(body: string, postBody = body) {
  const bare = Fastify({ logger: false });
  bare.get('/bare', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
  bare.post('/bare-post', (_req, reply) =>
    reply.status(201).type('application/json; charset=utf-8').send(postBody),
  );
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  return { url: `${base}/bare`, postUrl: `${base}/bare-post`, close: () => bare.close() };
}

/** Adds approved trucks by SQL, each with a region and a category, until the table holds `target`. */
async function growCatalogue(db: Db, target: number) {
  await db.execute(sql`
    insert into food_trucks (name, description, truck_type_id, truck_size_id, base_fee, min_servings, max_servings,
      status, rating, review_count, min_menu_price, search_text, business_name, representative, business_number, business_phone)
    select '벤치 트럭 ' || g, '부하 측정용 트럭', (select min(id) from truck_types), (select min(id) from truck_sizes),
      100000 + (g % 50) * 5000, 50, 300, 'approved', 4.5, g % 300, 4000, '', '벤치', '홍길동', '1234567891', '01000000000'
    from generate_series(1, ${target} - (select count(*) from food_trucks)::int) g`);
  await db.execute(sql`
    insert into food_truck_regions (truck_id, sido, sigungu)
    select id, '서울특별시', '강남구' from food_trucks where name like '벤치 트럭 %' on conflict do nothing`);
  await db.execute(sql`
    insert into food_truck_categories (truck_id, category_id)
    select id, (select min(id) from menu_categories) from food_trucks where name like '벤치 트럭 %' on conflict do nothing`);
  await db.execute(sql`analyze`);
}

const fmt = (f: Figures) =>
  `${String(f.rps).padStart(6)} req/s  p50 ${String(f.p50).padStart(3)} ms  p99 ${String(f.p99).padStart(3)} ms${f.errors ? `  errors ${f.errors}` : ''}`;

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

/** Measures after one unreported warm-up run. */
async function measure(url: string, headers?: Record<string, string>, post?: PostLoad): Promise<Figures> {
  await load(url, headers, post);
  return load(url, headers, post);
}

/**
 * POST /api/v1/bookings: an open request priced from the catalogue, as the signed-in `cookie`. Every request
 * carries a fresh Idempotency-Key, so each one validates, prices, inserts the booking and its history row,
 * and answers with the detail built from what it wrote. The bare route parses the same body and answers the same bytes.
 */
async function benchBookingCreate(t: TestApp, base: string, cookie: string) {
  const ref = await referenceIds(t.app.database.db);
  const [first, second] = ref.itemsOf('bunsik');
  const body = JSON.stringify(
    bookingBody({
      eventTypeId: ref.eventTypeId,
      menus: [
        { menuItemId: first!.id, servings: 100 },
        { menuItemId: second!.id, servings: 50 },
      ],
    }),
  );
  const headers = { cookie, 'content-type': 'application/json', [CLIENT_VERSION_HEADER]: CLIENT_VERSION };
  const sample = await fetch(base + BOOKING_URL, {
    method: 'POST',
    headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    body,
  });
  if (sample.status !== 201)
    throw new Error(`booking sample failed: ${sample.status} ${await sample.text()}`);
  const answer = await sample.text();
  const bare = await bareServer(answer, answer);
  try {
    const bareFigures = await measure(bare.postUrl, undefined, { headers, body });
    const figures = await measure(base + BOOKING_URL, undefined, { headers, body });
    // Fewer people booking at once: the embedded database runs one statement at a time, so at 50 the
    // latency is mostly the queue.
    const fewer = await load(base + BOOKING_URL, undefined, { headers, body }, FEWER_CONNECTIONS);
    const [made] = await t.app.database.db.select({ n: count() }).from(bookings);
    return { bareFigures, figures, fewer, bytes: answer.length, made: made?.n ?? 0 };
  } finally {
    await bare.close();
  }
}

async function benchDriver(driver: 'pglite' | 'postgres') {
  if (driver === 'postgres') process.env.TEST_DATABASE_URL = PG_URL;
  else delete process.env.TEST_DATABASE_URL;
  // The product as configured (catalogue cache on), and the database path alone (cache off).
  const cached = await createTestApp({ photos: false });
  const uncached = await createTestApp({ photos: false, config: { catalogCacheTtlMs: 0 } });
  try {
    const [cachedBase, uncachedBase] = [await listen(cached), await listen(uncached)];
    const body = await (await fetch(cachedBase + LIST_URL)).text();
    const bare = await bareServer(body);
    try {
      const bareFigures = await measure(bare.url);
      const rows: [string, Figures][] = [
        ['list, demo catalogue', await measure(cachedBase + LIST_URL)],
        ['  database path (no cache)', await measure(uncachedBase + LIST_URL)],
      ];
      await growCatalogue(cached.app.database.db, 100_000);
      cached.app.catalogCache.invalidate();
      await growCatalogue(uncached.app.database.db, 100_000);
      rows.push(['list, 100k trucks', await measure(cachedBase + LIST_URL)]);
      rows.push(['  database path (no cache)', await measure(uncachedBase + LIST_URL)]);
      // A signed-in person asking for their session (docs/product.md § API GET /api/auth/status): one indexed
      // lookup.
      const signup = await fetch(`${uncachedBase}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_VERSION_HEADER]: CLIENT_VERSION },
        body: JSON.stringify({ email: 'bench@example.com', password: 'benchpass123', nickname: '벤치' }),
      });
      const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      rows.push(['auth status (signed in)', await measure(`${uncachedBase}/api/auth/status`, { cookie })]);
      console.log(
        `\n${driver} (${CONNECTIONS} connections, ${DURATION_S} s each, ${body.length} bytes a response)`,
      );
      console.log(`  ${'bare route'.padEnd(28)} ${fmt(bareFigures)}`);
      for (const [label, figures] of rows) {
        console.log(
          `  ${label.padEnd(28)} ${fmt(figures)}  ratio ${(figures.rps / bareFigures.rps).toFixed(2)}`,
        );
      }
      const product = rows[0]![1];
      const met = product.rps / bareFigures.rps >= 0.5 && product.p99 <= 30;
      console.log(`  budget (product): ratio ≥ 0.50 and p99 ≤ 30 ms → ${met ? 'met' : 'NOT met'}`);

      const booking = await benchBookingCreate(uncached, uncachedBase, cookie);
      console.log(`  booking create (${booking.bytes} bytes a response, ${booking.made} bookings written)`);
      console.log(`  ${'bare POST route'.padEnd(28)} ${fmt(booking.bareFigures)}`);
      console.log(
        `  ${'POST /api/v1/bookings'.padEnd(28)} ${fmt(booking.figures)}  ratio ${(booking.figures.rps / booking.bareFigures.rps).toFixed(2)}`,
      );
      console.log(`  ${`  at ${FEWER_CONNECTIONS} connections`.padEnd(28)} ${fmt(booking.fewer)}`);
      for (const [label, figures] of [
        [`${CONNECTIONS} connections`, booking.figures],
        [`${FEWER_CONNECTIONS} connections`, booking.fewer],
      ] as const) {
        const met = figures.p99 <= API_BUDGETS_MS.booking && figures.errors === 0;
        console.log(
          `  budget (docs/product.md § Limits booking calls) at ${label}: p99 ≤ ${API_BUDGETS_MS.booking} ms, no errors → ${met ? 'met' : 'NOT met'}`,
        );
      }
    } finally {
      await bare.close();
    }
  } finally {
    await cached.close();
    await uncached.close();
  }
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

await passwordCost();
await benchDriver('pglite');
if (await postgresReachable()) await benchDriver('postgres');
else console.log(`\npostgres: not reachable at ${PG_URL}; skipped`);
process.exit(0);
