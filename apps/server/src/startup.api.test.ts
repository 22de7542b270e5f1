import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './db/client.ts';
import { DEMO_ACCOUNTS } from './db/seed/index.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';

/**
 * Any number of instances may start together on an empty PostgreSQL: the migrations and the seed run under one
 * advisory lock (db/client.ts). Without it two instances both created drizzle's bookkeeping table and one
 * crashed. Runs where PostgreSQL is given (TEST_DATABASE_URL: `npm run test:services`, CI's second pass).
 */
const DATABASE = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(DATABASE))('three instances started together on an empty database', () => {
  const name = `ft_startup_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const servers: ServerProcess[] = [];
  const admin = () => new pg.Client({ connectionString: DATABASE });

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name}`);
    await client.end();
  }, 60_000);

  it('all start, the migrations are applied once and the demo data made once', async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(DATABASE ?? '');
    url.pathname = `/${name}`;
    // Three machines, each with a data folder of its own (the keys they must share: startServerProcess).
    const env = () => ({
      DATABASE_URL: url.toString(),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ft-startup-')),
      SEED_DEMO: 'on',
    });
    servers.push(...(await Promise.all([env(), env(), env()].map((e) => startServerProcess(e)))));

    for (const server of servers) {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    }
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    );
    const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0].n).toBe(journal.entries.length);
    const demo = await check.query('select count(*)::int as n from users where email = any($1)', [
      DEMO_ACCOUNTS.map((account) => account.email),
    ]);
    expect(demo.rows[0].n).toBe(DEMO_ACCOUNTS.length);
    await check.end();
  }, 120_000);
});
