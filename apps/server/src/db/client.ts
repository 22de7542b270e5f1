import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TracingConfig } from '../lib/tracing.ts';
import { type Listen, postgresListener } from './notify-listener.ts';
import { applyRepeatable, type RawSql } from './repeatable.ts';
import * as schema from './schema/index.ts';
import { tracePgClient, tracePglite } from './traced-queries.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DbDriver;
  close(): Promise<void>;
  /** `LISTEN` to a channel the triggers `pg_notify` (migration 0022): live screens and the delivery wake on it. */
  listen: Listen;
  /** PGlite only: its whole data directory as one tarball (tests copy a seeded database from it). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Runs start-up work (the seed) while no other instance does: on PostgreSQL under the same advisory lock as
   * the migrations, so any number of instances may start together; PGlite has one process.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** PostgreSQL only: the pool's connections now (plugins/metrics.ts). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/** The advisory lock every instance takes for its start-up work: migrations, then the seed. */
const STARTUP_LOCK = 'foodtruck:startup';

/** Holds the start-up lock on a connection of its own while `work` runs, waiting for another instance's. */
async function underStartupLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [STARTUP_LOCK]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The committed SQL migrations; found from the source tree and from the bundled dist/ alike. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Could not find the drizzle migrations folder');
}

/**
 * Names every statement that carries parameters after its text, so each connection parses and plans it once
 * and then only binds and executes it (unnamed statements are parsed and planned on every call: most of a
 * short query's time in the database). Statement texts are a small fixed set — values travel as parameters —
 * so the cache per connection stays small. Statements without parameters keep the simple protocol, which
 * allows several commands in one text (migrations).
 */
const statementNames = new Map<string, string>();

/**
 * A statement whose best plan depends on its values (the public list: a common event type wants its sort
 * index walked, a rare keyword its trigram index) starts with this comment and stays unnamed, so the database
 * plans it with the values it is given each time instead of settling on one generic plan.
 */
export const PLANNED_WITH_ITS_VALUES = '/* planned with its values */';

const statementName = (text: string) => {
  let name = statementNames.get(text);
  if (!name) {
    name = `ft_${createHash('sha1').update(text).digest('hex')}`;
    statementNames.set(text, name);
  }
  return name;
};

function prepareNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    const named =
      typeof config === 'object' &&
      config !== null &&
      'text' in config &&
      (config as pg.QueryConfig).name === undefined &&
      !(config as pg.QueryConfig).text.startsWith(PLANNED_WITH_ITS_VALUES) &&
      Array.isArray(values) &&
      values.length > 0
        ? { ...(config as pg.QueryConfig), name: statementName((config as pg.QueryConfig).text) }
        : config;
    return query(named, values, callback);
  };
}

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite: on disk under `dataDir`,
 * or in memory when `dataDir` is undefined (tests).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /**
   * A PGlite, in memory or in a new `dataDir`, starts from this dump of another's data directory (tests: a
   * migrated, seeded copy).
   */
  loadDataDir?: Blob;
  /** Set when traces are on: each statement made inside a span becomes a span of its own (traced-queries.ts). */
  tracing?: TracingConfig;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // A connection that cannot be made within 5 s fails the request (503) instead of holding it open.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client can lose its server (restart, failover, a dropped database). pg emits that on the pool;
    // unhandled, it would crash the process, while the pool simply replaces the client on next use.
    pool.on('error', (error) => console.error(`PostgreSQL idle connection lost: ${error.message}`));
    pool.on('connect', prepareNamedStatements);
    if (opts.tracing) {
      const { hostname, port } = new URL(opts.databaseUrl);
      pool.on('connect', (client) => tracePgClient(client, { host: hostname, port: Number(port) || 5432 }));
    }
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Two instances migrating an empty database at once both create drizzle's bookkeeping table: one crashed.
    await underStartupLock(pool, async (client) => {
      await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
      await applyRepeatable(pgRaw(client), migrationsFolder());
    });
    const listener = postgresListener(opts.databaseUrl);
    return {
      db,
      driver: 'postgres',
      listen: listener.listen,
      exclusively: (work) => underStartupLock(pool, work),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  // btree_gist backs the bookings' exclusion constraint, pg_trgm the keyword search's indexes; PGlite loads
  // contrib extensions only when asked.
  const extensions = { btree_gist, pg_trgm };
  const options = { extensions, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) };
  let client: PGlite;
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    client = await PGlite.create(path.join(opts.dataDir, 'pglite'), options);
  } else {
    client = await PGlite.create(options);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  await applyRepeatable(pgliteRaw(client), migrationsFolder());
  oneQueryATurn(client);
  if (opts.tracing) tracePglite(client as unknown as Parameters<typeof tracePglite>[0]);
  return {
    db,
    driver: 'pglite',
    // In process: PGlite hands a NOTIFY to its own listeners once the statement's transaction commits.
    listen: async (channel, handler) => {
      const unlisten = await client.listen(channel, handler);
      // A database closed first (shutdown, a test taking it away) has no listeners left to drop.
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
    exclusively: (work) => work(),
  };
}

const pgRaw = (client: pg.PoolClient): RawSql => ({
  exec: async (text) => {
    await client.query(text);
  },
  query: async <Row>(text: string, params: unknown[]) => (await client.query(text, params)).rows as Row[],
});

const pgliteRaw = (client: PGlite): RawSql => ({
  exec: async (text) => {
    await client.exec(text);
  },
  query: async <Row>(text: string, params: unknown[]) => (await client.query<Row>(text, params)).rows,
});

const noop = () => undefined;

/**
 * PGlite runs each query on this thread, and a query that ends starts the next one queued at once, in the
 * same turn of the event loop. Under load such a chain held the loop for 250–600 ms at a time: no request
 * was read and no timer fired until it ended (decision 024). Waiting for the loop's next turn before each
 * query was not enough: every query queued by then ran in that one turn, and the loop accepts one new
 * connection a turn, so a burst of 50 new connections was let in one every 50–150 ms (decision 025). Queries
 * (outside a transaction, which holds PGlite for its own statements) now run one a turn, in order.
 */
function oneQueryATurn(client: PGlite): void {
  const query = client.query.bind(client);
  let previous: Promise<unknown> = Promise.resolve();
  client.query = ((...args: Parameters<typeof query>) => {
    const result = previous.then(() => nextTurn()).then(() => query(...args));
    // Not `result.catch`, which would keep the answer (the whole catalogue, once) until the next query.
    previous = result.then(noop, noop);
    return result;
  }) as typeof client.query;
}
