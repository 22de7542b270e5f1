import { Writable } from 'node:stream';
import { moveClockForward, resetClock } from '@ft/shared';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Job, JobRunner } from './jobs.ts';

/** A run that waits until it is let go, and says how many runs were under way at once. */
function gatedJob(overrides: Partial<Job> = {}) {
  const state = { active: 0, most: 0, started: 0, release: () => {} };
  const job: Job = {
    name: 'probe',
    runs: 'always',
    run: async () => {
      state.started++;
      state.active++;
      state.most = Math.max(state.most, state.active);
      await new Promise<void>((resolve) => {
        state.release = resolve;
      });
      state.active--;
      return undefined;
    },
    ...overrides,
  };
  return { job, state };
}

const figuresOf = (runner: JobRunner) => runner.figures()[0]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => resetClock());

describe('JobRunner', () => {
  it('never runs a job twice at once: wakes during a run make one more run after it, not one each', async () => {
    const { job, state } = gatedJob();
    const runner = new JobRunner(Fastify(), [job]);
    await runner.start();
    await vi.waitFor(() => expect(state.started).toBe(1));
    runner.wake('probe');
    runner.wake('probe');
    runner.wake('probe');
    runner.wake('a job that does not run here');
    await sleep(20);
    expect(state.started).toBe(1);
    state.release();
    await vi.waitFor(() => expect(state.started).toBe(2));
    state.release();
    await vi.waitFor(() => expect(figuresOf(runner).runs).toBe(2));
    await sleep(20);
    expect(state.started).toBe(2);
    expect(state.most).toBe(1);
    await runner.stop();
  });

  it('logs what a run moved and a failure by the job name, counts failures, and runs again after one', async () => {
    const lines: { msg: string; moved?: number }[] = [];
    const app = Fastify({
      logger: {
        stream: new Writable({
          write(chunk, _encoding, done) {
            lines.push(JSON.parse(String(chunk)));
            done();
          },
        }),
      },
    });
    const answers: (() => Promise<Record<string, number>>)[] = [
      async () => {
        throw new Error('the database went away');
      },
      async () => ({ moved: 0 }),
      async () => ({ moved: 3 }),
    ];
    const runner = new JobRunner(app, [
      { name: 'probe', runs: 'always', run: () => answers.shift()?.() ?? Promise.resolve(undefined) },
    ]);
    await runner.start();
    await vi.waitFor(() => expect(figuresOf(runner).runs).toBe(1));
    runner.wake('probe');
    await vi.waitFor(() => expect(figuresOf(runner).runs).toBe(2));
    runner.wake('probe');
    await vi.waitFor(() => expect(figuresOf(runner).runs).toBe(3));
    expect(figuresOf(runner)).toMatchObject({ name: 'probe', runs: 3, failures: 1 });
    expect(figuresOf(runner).lastDurationMs).toBeGreaterThanOrEqual(0);
    expect(lines.filter((line) => line.msg === 'probe failed')).toHaveLength(1);
    // Counts are logged only when something moved.
    expect(lines.filter((line) => line.msg === 'probe').map((line) => line.moved)).toEqual([3]);
    await runner.stop();
  });

  it('runs again when `every` has passed on the test clock, and stop() waits for a run and leaves none after', async () => {
    const { job, state } = gatedJob({ every: 10 * 60_000 });
    const runner = new JobRunner(Fastify(), [job]);
    await runner.start();
    await vi.waitFor(() => expect(state.started).toBe(1));
    state.release();
    await vi.waitFor(() => expect(figuresOf(runner).runs).toBe(1));
    // Not due yet on the real clock: nothing happens for a while.
    await sleep(1_200);
    expect(state.started).toBe(1);
    moveClockForward(10 * 60_000);
    await vi.waitFor(() => expect(state.started).toBe(2), { timeout: 3_000 });
    // Stopping mid-run waits for that run to end.
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await sleep(20);
    expect(stopped).toBe(false);
    state.release();
    await stopping;
    expect(figuresOf(runner).runs).toBe(2);
    moveClockForward(60 * 60_000);
    runner.wake('probe');
    await sleep(1_200);
    expect(state.started).toBe(2);
  });
});
