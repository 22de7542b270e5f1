import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@ft/shared';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';

/**
 * The runbook's restore (docs/operations/backup-restore.md) as a test: a running instance's database dumped
 * with pg_dump, restored by `npm run restore`'s script into a fresh database, and a server on the copy serves
 * the same bookings and the same sealed payout account (the keys came along). Runs where PostgreSQL is given.
 */
const DATABASE = process.env.TEST_DATABASE_URL;
const serverDir = path.resolve(import.meta.dirname, '..');

describe.runIf(Boolean(DATABASE))('a dump restored into a fresh database', () => {
  const tag = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const names = { source: `ft_backup_src_${tag}`, copy: `ft_backup_copy_${tag}` };
  const urlOf = (name: string) => {
    const url = new URL(DATABASE ?? '');
    url.pathname = `/${name}`;
    return url.toString();
  };
  const servers: ServerProcess[] = [];
  const sql = async (query: string) => {
    const client = new pg.Client({ connectionString: DATABASE });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  const restore = (dump: string, target: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/restore.ts', dump, target], {
      cwd: serverDir,
      encoding: 'utf8',
    });

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    for (const name of Object.values(names)) await sql(`drop database if exists ${name}`);
  }, 60_000);

  /** What a person sees of their account: their bookings, or (a vendor) their trucks with the payout account. */
  async function seenBy(server: ServerProcess, email: string, url: string) {
    const headers = { [CLIENT_VERSION_HEADER]: CLIENT_VERSION, 'content-type': 'application/json' };
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'demo1234!' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('ft_session='))!
      .split(';')[0]!;
    const answer = await fetch(`${server.url}${url}`, { headers: { ...headers, cookie } });
    expect(answer.status, await answer.clone().text()).toBe(200);
    return (await answer.json()) as { data: unknown[] };
  }

  it('serves the same bookings and payout account, and a second restore into it is refused', async () => {
    await sql(`create database ${names.source}`);
    const env = (name: string, seed: 'on' | 'off') => ({
      DATABASE_URL: urlOf(name),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ft-backup-')),
      SEED_DEMO: seed,
    });
    const source = await startServerProcess(env(names.source, 'on'));
    servers.push(source);
    const before = {
      bookings: await seenBy(source, 'customer@example.com', '/api/v1/bookings?limit=50'),
      trucks: await seenBy(source, 'vendor@example.com', '/api/v1/foodtrucks/mine'),
    };
    expect(before.bookings.data.length).toBeGreaterThan(0);

    const dump = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ft-dump-')), 'backup.pgdump');
    const dumped = spawnSync('pg_dump', ['--format=custom', '--file', dump, urlOf(names.source)], {
      encoding: 'utf8',
    });
    expect(dumped.status, dumped.stderr).toBe(0);

    await sql(`create database ${names.copy}`);
    const restored = restore(dump, urlOf(names.copy));
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/restored/);
    const again = restore(dump, urlOf(names.copy));
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/has tables already/);

    const copy = await startServerProcess(env(names.copy, 'off'));
    servers.push(copy);
    expect(await seenBy(copy, 'customer@example.com', '/api/v1/bookings?limit=50')).toEqual(before.bookings);
    expect(await seenBy(copy, 'vendor@example.com', '/api/v1/foodtrucks/mine')).toEqual(before.trucks);
  }, 120_000);
});
