import { currentTimeMs, PAYMENT_STATUSES } from '@ft/shared';
import { count, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { domainEvents, notificationDeliveries, payments } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { sameSecret } from '../lib/same-secret.ts';

const ageSeconds = (oldest: Date | null, now: number) =>
  oldest ? Math.max(0, (now - oldest.getTime()) / 1000) : 0;

/**
 * Prometheus metrics at `GET /api/metrics`, for a scraper that sends METRICS_TOKEN as a Bearer token
 * (docs/decisions/056); without the token configured there is no such route. Request durations by route pattern
 * (never the raw URL: bounded labels, no ids) and status; the database pool; the outbox and the email/알림톡
 * queue (depth and the oldest item's age, read from the database at scrape time, so every instance reports the
 * shared queues); payments by status; this instance's background jobs (src/jobs: runs, failures and the last
 * run's time, by job); the process's own (memory, event loop, GC).
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined): void {
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const db = app.database.db;

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const database = app.database;
  new Gauge({
    name: 'db_pool_connections',
    help: "The PostgreSQL pool's connections by state (none on PGlite)",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const scrapeErrors = new Counter({
    name: 'metrics_scrape_errors_total',
    help: 'Scrapes whose database figures could not be read',
    registers: [registry],
  });
  const queue = new Gauge({
    name: 'queue_depth',
    help: 'Items waiting: domain events not yet turned into notices, email/알림톡 deliveries pending',
    labelNames: ['queue'],
    registers: [registry],
  });
  const queueAge = new Gauge({
    name: 'queue_oldest_age_seconds',
    help: 'Age of the oldest item waiting in each queue',
    labelNames: ['queue'],
    registers: [registry],
  });
  const paymentsByStatus = new Gauge({
    name: 'payments',
    help: 'Payments by status (outcomes over time: the change between scrapes)',
    labelNames: ['status'],
    registers: [registry],
  });

  // The jobs this instance runs, from their runner at scrape time (runs end counted, failed ones included).
  const jobFigures = () => app.jobs.figures();
  new Counter({
    name: 'job_runs_total',
    help: 'Runs of each background job on this instance, failed ones included',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      this.reset();
      for (const job of jobFigures()) this.inc({ job: job.name }, job.runs);
    },
  });
  new Counter({
    name: 'job_failures_total',
    help: 'Runs of each background job on this instance that failed (logged as "<job> failed")',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      this.reset();
      for (const job of jobFigures()) this.inc({ job: job.name }, job.failures);
    },
  });
  new Gauge({
    name: 'job_last_duration_seconds',
    help: "How long each background job's last run took on this instance",
    labelNames: ['job'],
    registers: [registry],
    collect() {
      this.reset();
      for (const job of jobFigures()) {
        if (job.lastDurationMs !== null) this.set({ job: job.name }, job.lastDurationMs / 1000);
      }
    },
  });

  /** The shared figures, read once per scrape. */
  async function readDatabaseFigures() {
    const now = currentTimeMs();
    const [[events], [deliveries], byStatus] = await Promise.all([
      db
        .select({ n: count(), oldest: min(domainEvents.occurredAt) })
        .from(domainEvents)
        // What the in-app notices' listener has not read yet (lib/event-listeners.ts).
        .where(
          sql`(${domainEvents.txId}, ${domainEvents.id}) > coalesce((select (c.last_tx_id, c.last_id)
            from event_cursors c where c.consumer = 'notices'), (0, 0))`,
        ),
      db
        .select({ n: count(), oldest: min(notificationDeliveries.createdAt) })
        .from(notificationDeliveries)
        .where(sql`${notificationDeliveries.status} = 'pending'`),
      db.select({ status: payments.status, n: count() }).from(payments).groupBy(payments.status),
    ]);
    queue.set({ queue: 'domain_events' }, events?.n ?? 0);
    queueAge.set({ queue: 'domain_events' }, ageSeconds(events?.oldest ?? null, now));
    queue.set({ queue: 'notification_deliveries' }, deliveries?.n ?? 0);
    queueAge.set({ queue: 'notification_deliveries' }, ageSeconds(deliveries?.oldest ?? null, now));
    for (const status of PAYMENT_STATUSES) {
      paymentsByStatus.set({ status }, byStatus.find((row) => row.status === status)?.n ?? 0);
    }
  }

  app.get(
    '/api/metrics',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      if (!sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) {
        throw new AppError('AUTH_ERROR', { message: '지표를 볼 수 있는 토큰이 아니에요.' });
      }
      await readDatabaseFigures().catch(() => scrapeErrors.inc());
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
