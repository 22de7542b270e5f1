import { currentTimeMs } from '@ft/shared';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import type { Listen } from '../db/notify-listener.ts';
import { loggableError } from './loggable-error.ts';

/** What a run did, as counts: logged when any is above 0 (which rows moved is in their own history). */
export type JobCounts = Record<string, number>;

export interface JobRun {
  app: FastifyInstance;
  /**
   * The payloads `wakeOn` heard since the run before, each once; null: the listener was cut off and came back,
   * so anything may have been missed. Empty for a run the clock or `wake()` started.
   */
  wakes: readonly (string | null)[];
}

/**
 * Background work, as data: a module's `<module>.jobs.ts` exports it, src/jobs/index.ts lists it, and
 * JobRunner runs it. What `run` does must be safe with any number of instances (SKIP LOCKED, idempotent SQL).
 */
export interface Job {
  /** Its log line (counts, or `<name> failed`) and its label in /api/metrics. */
  name: string;
  /**
   * Which apps run it: `always` every app (the live streams need theirs, tests included); `maintenance` with
   * BOOKING_MAINTENANCE on (tests turn it off and call the work with the `now` they need); `server` only the
   * serving process (server.ts builds its app with `serverJobs`; tests deliver notices themselves).
   */
  runs: 'always' | 'maintenance' | 'server';
  /** What the configuration must have for it to run at all (Kakao's admin key, say). */
  needs?: (config: AppConfig) => boolean;
  /** Runs again once this long has passed on the shared clock (`currentTime()`, which the test clock moves). */
  every?: number;
  /** Runs as soon as this PostgreSQL channel is notified (`LISTEN`), `every` being its safety net. */
  wakeOn?: string;
  run(run: JobRun): Promise<JobCounts | undefined>;
  /** Once it has stopped, on close: lets go of what its runs shared (a mail transport). */
  close?(app: FastifyInstance): Promise<void> | void;
}

/** One job's figures on this instance since it started (/api/metrics). */
export interface JobFigures {
  name: string;
  runs: number;
  failures: number;
  lastDurationMs: number | null;
}

/** How often a job with `every` looks at the clock: a moved test clock is noticed within this. */
const LOOK_MS = 1_000;

class ScheduledJob {
  readonly figures: JobFigures;
  private running: Promise<void> | undefined;
  private again = false;
  private wakes = new Set<string | null>();
  private dueAt = Number.POSITIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private stopped = false;

  constructor(
    private readonly app: FastifyInstance,
    readonly job: Job,
  ) {
    this.figures = { name: job.name, runs: 0, failures: 0, lastDurationMs: null };
  }

  async start(listen: Listen): Promise<void> {
    if (this.job.wakeOn) this.unlisten = await listen(this.job.wakeOn, (payload) => this.wake(payload));
    if (this.stopped) return;
    this.wake();
    if (this.job.every !== undefined) this.look();
  }

  /** A run at once, or one more after the run in progress (however many wakes came meanwhile). */
  wake(payload?: string | null): void {
    if (this.stopped) return;
    if (payload !== undefined) this.wakes.add(payload);
    if (this.running) {
      this.again = true;
      return;
    }
    const wakes = [...this.wakes];
    this.wakes.clear();
    if (this.job.every !== undefined) this.dueAt = currentTimeMs() + this.job.every;
    const started = performance.now();
    this.running = Promise.resolve()
      .then(() => this.job.run({ app: this.app, wakes }))
      .then(
        (counts) => {
          if (counts && Object.values(counts).some((n) => n > 0)) this.app.log.info(counts, this.job.name);
        },
        (error: unknown) => {
          this.figures.failures++;
          this.app.log.warn({ error: loggableError(error) }, `${this.job.name} failed`);
        },
      )
      .finally(() => {
        this.figures.runs++;
        this.figures.lastDurationMs = performance.now() - started;
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** A due job whose run is still going is not started twice: it runs once that one ends and it is due. */
  private look = () => {
    if (this.stopped) return;
    if (!this.running && currentTimeMs() >= this.dueAt) this.wake();
    this.timer = setTimeout(this.look, Math.min(this.job.every ?? LOOK_MS, LOOK_MS));
    this.timer.unref();
  };

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.unlisten?.();
    await this.running;
  }
}

/**
 * Runs jobs: each once at start, then as `every` and `wakeOn` say, never two runs of one job at a time (a wake
 * during a run runs it once more after). A run's failure is logged and counted; the next run is not held back.
 * Timers never keep the process alive, and `stop()` waits for the runs in progress, so none outlives the
 * database, and leaves no timer or listener behind.
 */
export class JobRunner {
  private readonly scheduled: Map<string, ScheduledJob>;
  private started: ScheduledJob[] = [];

  constructor(
    private readonly app: FastifyInstance,
    jobs: readonly Job[],
  ) {
    this.scheduled = new Map(jobs.map((job) => [job.name, new ScheduledJob(app, job)]));
  }

  /** Listens for the jobs that wake on a channel, then starts each one's first run. */
  async start(listen: Listen = (channel, handler) => this.app.database.listen(channel, handler)) {
    for (const job of this.scheduled.values()) {
      this.started.push(job);
      await job.start(listen);
    }
  }

  /** Work that has just become due (a 탈퇴's Kakao unlink): nothing when that job does not run here. */
  wake(name: string): void {
    this.scheduled.get(name)?.wake();
  }

  figures(): JobFigures[] {
    return [...this.scheduled.values()].map((job) => ({ ...job.figures }));
  }

  async stop(): Promise<void> {
    const started = this.started;
    this.started = [];
    await Promise.all(started.map((job) => job.stop()));
    for (const { job } of started) {
      try {
        await job.close?.(this.app);
      } catch (error) {
        this.app.log.warn({ error: loggableError(error) }, `${job.name} failed to close`);
      }
    }
  }
}
