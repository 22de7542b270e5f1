import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moveClockForward, resetClock } from '@ft/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { type Job, JobRunner } from '../lib/jobs.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { JOBS, jobsFor } from './index.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOKEN = 'test-metrics-token-jobs-0123456789';
const isJob = (value: unknown): value is Job =>
  typeof value === 'object' && value !== null && 'name' in value && 'runs' in value && 'run' in value;
/** The server's own source files, tests and test helpers aside. */
const sourceFiles = () =>
  (fs.readdirSync(SRC, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test/'))
    .map((file) => file.split(path.sep).join('/'));

describe('the job registry (src/jobs/index.ts)', () => {
  it('lists every job the modules define, each once, by name', async () => {
    const defined: Job[] = [];
    for (const file of sourceFiles().filter((file) => file.endsWith('.jobs.ts'))) {
      const exported: Record<string, unknown> = await import(path.join(SRC, file));
      for (const value of Object.values(exported).flat()) {
        if (isJob(value) && !defined.includes(value)) defined.push(value);
      }
    }
    const unregistered = defined.filter((job) => !JOBS.includes(job)).map((job) => job.name);
    expect(unregistered, 'defined in a *.jobs.ts file but not in JOBS').toEqual([]);
    expect(JOBS.map((job) => job.name)).toEqual([
      'kakao unlinks',
      'session sweep',
      'booking maintenance',
      'live events',
      'live screens',
      'live heartbeat',
      'notice delivery',
      'channel delivery',
      'refunds',
      'payment sweep',
      'review maintenance',
      'telemetry retention',
      'file cleanup',
    ]);
  });

  it('is the only way work starts in the background: no other server file sets an interval or LISTENs', () => {
    const owners = new Set(['lib/jobs.ts', 'db/client.ts', 'db/notify-listener.ts']);
    const starts = /\bsetInterval\(|\.listen\(\s*['"`]|\bdatabase\.listen\(/;
    const offenders = sourceFiles().filter(
      (file) => !owners.has(file) && starts.test(fs.readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps the switches: BOOKING_MAINTENANCE off leaves the maintenance jobs out, tests the server’s own', () => {
    const names = (env: NodeJS.ProcessEnv, server: boolean) => {
      const config = loadConfig(env);
      return jobsFor(config, { maintenance: config.bookingMaintenance, server }).map((job) => job.name);
    };
    expect(names({ BOOKING_MAINTENANCE: 'off' }, false)).toEqual([
      'live events',
      'live screens',
      'live heartbeat',
    ]);
    expect(names({ BOOKING_MAINTENANCE: 'off', KAKAO_ADMIN_KEY: 'admin-key' }, false)).toEqual([
      'kakao unlinks',
      'live events',
      'live screens',
      'live heartbeat',
    ]);
    expect(names({ BOOKING_MAINTENANCE: 'off' }, true)).not.toContain('booking maintenance');
    expect(names({ BOOKING_MAINTENANCE: 'off' }, true)).toContain('notice delivery');
    expect(names({}, true)).toEqual(
      JOBS.filter((job) => job.name !== 'kakao unlinks').map((job) => job.name),
    );
  });
});

describe('the jobs of a running app', () => {
  let t: TestApp;
  let closed = false;
  const runsOf = () => Object.fromEntries(t.app.jobs.figures().map((job) => [job.name, job.runs]));
  const longest = Math.max(...JOBS.map((job) => job.every ?? 0));

  beforeAll(async () => {
    t = await createTestApp({
      demo: false,
      serverJobs: true,
      config: {
        bookingMaintenance: true,
        metricsToken: TOKEN,
        kakao: loadConfig({ KAKAO_ADMIN_KEY: 'jobs-test-admin-key' }).kakao,
      },
    });
  });
  afterAll(async () => {
    resetClock();
    if (!closed) await t.close();
  });

  it('runs each at start, again once its time has come on the test clock or its channel is notified', async () => {
    expect(t.app.jobs.figures().map((job) => job.name)).toEqual(JOBS.map((job) => job.name));
    await vi.waitFor(
      () => {
        for (const [name, runs] of Object.entries(runsOf())) expect(runs, name).toBeGreaterThanOrEqual(1);
      },
      { timeout: 15_000, interval: 50 },
    );
    // The hourly ones are due after an hour of the shared clock, not of waiting.
    const first = runsOf();
    moveClockForward(longest + 1_000);
    await vi.waitFor(
      () => {
        const now = runsOf();
        for (const job of JOBS.filter((j) => j.every))
          expect(now[job.name], job.name).toBeGreaterThan(first[job.name]!);
      },
      { timeout: 15_000, interval: 50 },
    );
    const woken = runsOf();
    for (const channel of new Set(JOBS.flatMap((job) => (job.wakeOn ? [job.wakeOn] : [])))) {
      await t.app.database.db.execute(sql`select pg_notify(${channel}, '')`);
    }
    await vi.waitFor(
      () => {
        const now = runsOf();
        for (const job of JOBS.filter((j) => j.wakeOn))
          expect(now[job.name], job.name).toBeGreaterThan(woken[job.name]!);
      },
      { timeout: 5_000, interval: 20 },
    );
  });

  it('counts each job’s runs, failures and last run’s time in /api/metrics', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    for (const { name } of JOBS) {
      const runs = new RegExp(`^job_runs_total\\{job="${name}"\\} (\\d+)$`, 'm').exec(res.body);
      expect(Number(runs?.[1]), name).toBeGreaterThanOrEqual(2);
      expect(res.body, name).toMatch(new RegExp(`^job_failures_total\\{job="${name}"\\} 0$`, 'm'));
      expect(res.body, name).toMatch(
        new RegExp(`^job_last_duration_seconds\\{job="${name}"\\} [\\d.e-]+$`, 'm'),
      );
    }
  });

  it('hands a job the payloads of the NOTIFYs that woke it', async () => {
    const heard: (string | null)[][] = [];
    const runner = new JobRunner(t.app, [
      {
        name: 'probe',
        runs: 'always',
        wakeOn: 'jobs_test',
        run: async ({ wakes }) => {
          heard.push([...wakes]);
          return undefined;
        },
      },
    ]);
    await runner.start();
    try {
      await vi.waitFor(() => expect(heard).toEqual([[]]));
      await t.app.database.db.execute(sql`select pg_notify('jobs_test', 'a')`);
      await vi.waitFor(() => expect(heard.flat()).toContain('a'));
      await t.app.database.db.execute(sql`select pg_notify('jobs_test', 'b'), pg_notify('jobs_test', 'c')`);
      await vi.waitFor(() => expect(heard.flat()).toEqual(['a', 'b', 'c']));
    } finally {
      await runner.stop();
    }
  });

  it('stops them all when the app closes: it does not hang, and nothing runs after', async () => {
    const started = performance.now();
    await t.close();
    closed = true;
    expect(performance.now() - started).toBeLessThan(5_000);
    const after = runsOf();
    moveClockForward(longest + 1_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runsOf()).toEqual(after);
  });
});
