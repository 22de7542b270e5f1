/**
 * `npm run bench:list`: the public list on PostgreSQL at 1k, 10k and 100k trucks (BENCH_LIST_SIZES), its
 * answer cache off, over the list mix (list-mix.ts: filters, keywords with 초성, pages, date, guests and
 * budget). Per size:
 * - the built server (`dist/server.js`) started on the seeded database, timed from spawn to its first healthy
 *   `/api/health` (goal at 100k: ≤ 5 s);
 * - p50/p99 of the server's answers at 50 connections (load-generator.ts), and beside it, in turns, the very
 *   statements the server runs for the same requests sent straight through `pg` with 50 connections: the
 *   anchor (goal at 100k: p99 ≤ 50 ms and ≤ 2× the anchor's);
 * - the server's resident memory after the load (goal: no growth with the catalogue).
 * Databases `bench_list_<size>` are seeded once (seed-scale.ts, bookings twice the trucks) and kept for the
 * next run; BENCH_DATABASE_URL names the server they live on.
 */
import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FOOD_TRUCK_LIST_TOTAL_CAP, foodTruckListQuerySchema } from '@ft/shared';
import { startTossSandbox, type TossSandbox } from '@ft/toss-sandbox';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { listPageQuery, slugIds } from '../src/modules/foodtrucks/foodtrucks.repo.ts';
import { resolveSlugs } from '../src/modules/foodtrucks/foodtrucks.service.ts';
import { freePort } from '../src/test/server-process.ts';
import { ask } from './ipc.ts';
import { listMix } from './list-mix.ts';
import type { LoadFigures, LoadRun } from './load-generator.ts';

const SIZES = (process.env.BENCH_LIST_SIZES ?? '1000,10000,100000').split(',').map(Number);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const serverDir = fileURLToPath(new URL('..', import.meta.url));

const databaseUrl = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function ensureDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/** Seeds `size` trucks (a second run adds nothing) through the project's own seed command. */
function seed(size: number, env: NodeJS.ProcessEnv): void {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/seed-scale.ts', '--trucks', String(size), '--bookings', String(size * 2)],
    { cwd: serverDir, env, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`seeding ${size} failed:\n${result.stdout}\n${result.stderr}`);
  console.log(
    `  seeded or found ${size.toLocaleString()} trucks in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

interface RunningServer {
  url: string;
  child: ChildProcess;
  startMs: number;
}

const BENCH_PAYOUT_KEY = randomBytes(32).toString('base64');
const BENCH_FILE_URL_SECRET = randomBytes(32).toString('hex');

/** The built server on `env`'s database, timed from spawn to its first healthy answer. */
async function startServer(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: serverDir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  while (child.exitCode === null) {
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { url, child, startMs: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the server exited ${child.exitCode} before it was healthy`);
}

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

let generator: ChildProcess | undefined;
const httpLoad = (job: LoadRun) => {
  generator ??= fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)));
  return ask<LoadFigures>(generator, 'the load generator', job);
};

const percentile = (sorted: Float64Array, q: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! * 10) / 10;

/**
 * The anchor: each request's statement sent straight through `pg` as the server sends it (unnamed, planned with
 * its values: db/client.ts), `CONNECTIONS` at a time, for the same duration.
 */
async function pgLoad(url: string, statements: pg.QueryConfig[]): Promise<LoadFigures> {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  const times: number[] = [];
  let next = 0;
  const until = performance.now() + DURATION_S * 1000;
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        const client = await pool.connect();
        try {
          while (performance.now() < until) {
            const statement = statements[next++ % statements.length]!;
            const sent = performance.now();
            await client.query(statement);
            times.push(performance.now() - sent);
          }
        } finally {
          client.release();
        }
      }),
    );
  } finally {
    await pool.end();
  }
  const sorted = Float64Array.from(times).sort();
  return {
    rps: Math.round(times.length / DURATION_S),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    errors: 0,
  };
}

/** The run of `runs` with the middle p99. */
const middle = (runs: LoadFigures[]) => [...runs].sort((a, b) => a.p99 - b.p99)[Math.floor(runs.length / 2)]!;
const fmt = (f: LoadFigures) =>
  `p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.rps} req/s${f.errors ? `, ${f.errors} errors` : ''}`;

interface SizeFigures {
  size: number;
  startMs: number;
  server: LoadFigures;
  anchor: LoadFigures;
  rssMb: number;
}

let sandbox: Promise<TossSandbox> | undefined;
/** The payment sandbox the benchmark's servers share, in this process (a server runs none itself). */
function benchSandbox(): Promise<TossSandbox> {
  sandbox ??= startTossSandbox().then((started) => {
    started.unref();
    return started;
  });
  return sandbox;
}

async function benchSize(size: number): Promise<SizeFigures> {
  console.log(`\n${size.toLocaleString()} trucks`);
  const name = `bench_list_${size}`;
  await ensureDatabase(name);
  const url = databaseUrl(name);
  const dataDir = path.join(os.tmpdir(), `ft-bench-list-${size}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    // Required with DATABASE_URL (decisions 050, 073, 074); the seed and the server read the same.
    PAYOUT_ENCRYPTION_KEY: BENCH_PAYOUT_KEY,
    FILE_URL_SECRET: BENCH_FILE_URL_SECRET,
    STORAGE_SHARED: 'on',
    TOSS_SANDBOX_URL: (await benchSandbox()).url,
    SHUTDOWN_DRAIN_MS: '0',
    CATALOG_CACHE_TTL_MS: '0',
    BOOKING_MAINTENANCE: 'off',
    SEED_DEMO: 'off',
    LOG_LEVEL: 'warn',
  };
  seed(size, env);

  const database = await openDatabase({ databaseUrl: url });
  const paths = await listMix(database.db);
  const ids = await slugIds(database.db);
  await database.close();
  const dialect = new PgDialect();
  const statements = paths.map((p): pg.QueryConfig => {
    const query = foodTruckListQuerySchema.parse(Object.fromEntries(new URL(p, 'http://x').searchParams));
    const { sql: text, params } = dialect.sqlToQuery(
      listPageQuery(resolveSlugs(query, ids)!, FOOD_TRUCK_LIST_TOTAL_CAP),
    );
    return { text, values: params };
  });

  const server = await startServer(env);
  console.log(`  start to healthy: ${(server.startMs / 1000).toFixed(2)} s`);
  try {
    const serverRun = () =>
      httpLoad({ url: server.url, connections: CONNECTIONS, durationS: DURATION_S, paths });
    // One run of each first, unreported: caches, plans and the JIT warm up.
    await serverRun();
    await pgLoad(url, statements);
    const serverRuns: LoadFigures[] = [];
    const anchorRuns: LoadFigures[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      serverRuns.push(await serverRun());
      anchorRuns.push(await pgLoad(url, statements));
    }
    const figures = {
      size,
      startMs: server.startMs,
      server: middle(serverRuns),
      anchor: middle(anchorRuns),
      rssMb: residentMb(server.child.pid!),
    };
    console.log(
      `  server: ${fmt(figures.server)} (p99 of each run ${serverRuns.map((r) => r.p99).join(' / ')})`,
    );
    console.log(
      `  pg:     ${fmt(figures.anchor)} (p99 of each run ${anchorRuns.map((r) => r.p99).join(' / ')})`,
    );
    console.log(`  server resident memory after the load: ${figures.rssMb.toFixed(0)} MB`);
    return figures;
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
}

console.log(
  `list bench on PostgreSQL: the list mix, ${CONNECTIONS} connections, ${DURATION_S} s a run, the middle of ${ROUNDS} by p99, answer cache off`,
);
const results: SizeFigures[] = [];
for (const size of SIZES) results.push(await benchSize(size));
generator?.disconnect();

console.log('\nsize        start     p50     p99   pg p99   ratio   RSS');
for (const r of results) {
  console.log(
    `${r.size.toLocaleString().padEnd(10)} ${`${(r.startMs / 1000).toFixed(2)} s`.padStart(7)} ${`${r.server.p50}`.padStart(7)} ${`${r.server.p99}`.padStart(7)} ${`${r.anchor.p99}`.padStart(8)} ${(r.server.p99 / r.anchor.p99).toFixed(2).padStart(7)} ${`${r.rssMb.toFixed(0)} MB`.padStart(7)}`,
  );
}
const largest = results.at(-1)!;
const smallest = results[0]!;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
console.log(`\nat ${largest.size.toLocaleString()} trucks:`);
console.log(`  p99 ${largest.server.p99} ms (goal ≤ 50) → ${verdict(largest.server.p99 <= 50)}`);
const ratio = largest.server.p99 / largest.anchor.p99;
console.log(`  p99 / pg p99 ${ratio.toFixed(2)} (goal ≤ 2) → ${verdict(ratio <= 2)}`);
console.log(
  `  start to healthy ${(largest.startMs / 1000).toFixed(2)} s (goal ≤ 5) → ${verdict(largest.startMs <= 5000)}`,
);
const growth = largest.rssMb - smallest.rssMb;
console.log(
  `  resident memory ${largest.rssMb.toFixed(0)} MB against ${smallest.rssMb.toFixed(0)} MB at ${smallest.size.toLocaleString()} (${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB)`,
);
