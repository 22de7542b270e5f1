import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../../apps/server');
const PG_SERVER = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** SQL against the PostgreSQL server, through the server workspace's own `pg` (e2e declares no driver). */
function adminQuery(sql: string): { ok: boolean; error: string } {
  // The driver's name comes in as an argument: the script runs in apps/server, which declares it.
  const script = `const pg=require(process.argv[3]);const c=new pg.Client({connectionString:process.argv[1],connectionTimeoutMillis:3000});c.connect().then(()=>c.query(process.argv[2])).then(()=>c.end(),e=>{console.error(e.message);process.exit(1)})`;
  const run = spawnSync(process.execPath, ['-e', script, PG_SERVER, sql, 'pg'], {
    cwd: serverDir,
    encoding: 'utf8',
  });
  return { ok: run.status === 0, error: run.stderr.trim() };
}

export interface ServerPair {
  urls: [string, string];
  stop(): Promise<void>;
}

const SHARED_KEYS = { payout: randomBytes(32).toString('base64'), fileUrls: randomBytes(32).toString('hex') };

/** The payment sandbox both instances share (decision 073; a server runs none itself: decision 093). */
async function startSandbox(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.join(serverDir, '../../tools/toss-sandbox/src/main.ts')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  for (let i = 0; i < 80 && !/ on http/.test(output) && child.exitCode === null; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const url = / on (http:\/\/[^\s:]+:\d+)/.exec(output)?.[1];
  if (!url) {
    child.kill('SIGKILL');
    throw new Error(`payment sandbox did not start:\n${output}`);
  }
  return { child, url };
}

async function startOne(
  port: number,
  databaseUrl: string,
  dataDir: string,
  sandboxUrl: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(serverDir, 'dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      SIGNUP_LIMIT_PER_HOUR: '1000',
      LOGIN_LIMIT_PER_IP: '1000',
      LOGIN_LIMIT_PER_ACCOUNT_AND_IP: '1000',
      TEST_CLOCK: 'on',
      // PostgreSQL starts without demo data unless asked: these tests sign in as the demo accounts.
      SEED_DEMO: 'on',
      // What instances on one PostgreSQL must share (decision 050), and no drain before stopping.
      PAYOUT_ENCRYPTION_KEY: SHARED_KEYS.payout,
      FILE_URL_SECRET: SHARED_KEYS.fileUrls,
      // Both read one DATA_DIR, so its files are shared; and one payment sandbox for both.
      STORAGE_SHARED: 'on',
      TOSS_SANDBOX_URL: sandboxUrl,
      SHUTDOWN_DRAIN_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  for (let i = 0; i < 480 && !output.includes('is running') && child.exitCode === null; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!output.includes('is running')) {
    child.kill('SIGKILL');
    throw new Error(`server on ${port} did not start:\n${output}`);
  }
  return child;
}

/**
 * Two instances of the built server on one PostgreSQL database of their own: the second
 * starts after the first has migrated and seeded. Throws, naming the address, when PostgreSQL is not there.
 */
export async function startServerPair(name: string, firstPort: number): Promise<ServerPair> {
  const database = `ft_e2e_${name}_${process.pid}`;
  const created = adminQuery(`create database ${database}`);
  if (!created.ok) {
    throw new Error(`PostgreSQL is needed for the two-instance test at ${PG_SERVER}: ${created.error}`);
  }
  const databaseUrl = `${PG_SERVER.replace(/\/[^/]*$/, '')}/${database}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-e2e-pair-'));
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    adminQuery(`drop database if exists ${database} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const sandbox = await startSandbox();
    children.push(sandbox.child);
    children.push(await startOne(firstPort, databaseUrl, dataDir, sandbox.url));
    children.push(await startOne(firstPort + 1, databaseUrl, dataDir, sandbox.url));
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls: [`http://127.0.0.1:${firstPort}`, `http://127.0.0.1:${firstPort + 1}`], stop };
}
