import {
  type AnalyticsEvent,
  type bookingFunnelSchema,
  DAY_MS,
  ERROR_REPORTS_CONSOLE_WINDOW_MS,
  type errorReportBodySchema,
  type PaymentStatus,
  redactPersonalData,
  redactUrl,
  scrubPersonalText,
  type WebVital,
} from '@ft/shared';
import { and, count, countDistinct, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  analyticsEvents,
  bookingStatusHistory,
  bookings,
  errorReports,
  payments,
  webVitals,
} from '../../db/schema/index.ts';

const clean = (text: string | undefined) => (text === undefined ? null : scrubPersonalText(text));

/**
 * The client redacts before sending; the server does it again, because a report is free text typed by a
 * person and the client may be old or hostile (docs/product.md § Validation, docs/product.md § Domain).
 */
export async function saveErrorReport(
  db: Db,
  userId: string | null,
  body: z.output<typeof errorReportBodySchema>,
): Promise<string> {
  const context = redactPersonalData(body.context);
  const scrubbedContext = Object.fromEntries(
    Object.entries(context)
      .filter(([, value]) => typeof value === 'string')
      .map(([key, value]) => [
        key,
        key === 'url' ? redactUrl(scrubPersonalText(value as string)) : scrubPersonalText(value as string),
      ]),
  );
  const [row] = await db
    .insert(errorReports)
    .values({
      userId,
      description: scrubPersonalText(body.description),
      stepsToReproduce: body.stepsToReproduce.map(scrubPersonalText),
      expectedBehavior: clean(body.expectedBehavior),
      actualBehavior: clean(body.actualBehavior),
      context: scrubbedContext,
    })
    .returning({ id: errorReports.id });
  return row!.id;
}

/** Keeps events anonymous: values that look like contact details or secrets are dropped from props. */
export async function saveAnalyticsEvents(db: Db, events: AnalyticsEvent[]): Promise<number> {
  const rows = events.map((event) => {
    const props = redactPersonalData(event.props ?? {});
    return {
      type: event.type,
      path: redactUrl(event.path),
      step: event.step ?? null,
      anonymousId: event.anonymousId,
      props: Object.fromEntries(
        Object.entries(props).map(([k, v]) => [k, typeof v === 'string' ? scrubPersonalText(v) : v]),
      ) as Record<string, string | number | boolean>,
      occurredAt: new Date(event.at),
    };
  });
  await db.insert(analyticsEvents).values(rows);
  return rows.length;
}

export async function saveWebVitals(db: Db, metrics: WebVital[]): Promise<number> {
  await db.insert(webVitals).values(
    metrics.map((m) => ({
      name: m.name,
      value: m.value,
      page: m.page ?? null,
      path: redactUrl(m.path),
      budgetMs: m.budgetMs ?? null,
      overBudget: m.overBudget ?? null,
      slowNetwork: m.slowNetwork ?? null,
      lowMemoryDevice: m.lowMemoryDevice ?? null,
    })),
  );
  return metrics.length;
}

/**
 * Operators' booking funnel since `since`: drafts started (distinct browsers that reported it), then of the
 * requests the server recorded in that time, how many were accepted, paying, paid and completed. Client analytics
 * can be posted by anyone, so no stage after the first depends on them.
 */
export async function bookingFunnel(db: Db, since: Date): Promise<z.infer<typeof bookingFunnelSchema>> {
  const reached = (status: 'accepted' | 'completed') =>
    db
      .select({ n: countDistinct(bookingStatusHistory.bookingId) })
      .from(bookingStatusHistory)
      .innerJoin(bookings, eq(bookings.id, bookingStatusHistory.bookingId))
      .where(and(gte(bookings.createdAt, since), eq(bookingStatusHistory.toStatus, status)));
  // Of those requests, how many had an order sent to the payment window, and how many were paid.
  const paying = (statuses?: PaymentStatus[]) =>
    db
      .select({ n: countDistinct(payments.bookingId) })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(and(gte(bookings.createdAt, since), statuses ? inArray(payments.status, statuses) : undefined));
  const [[drafts], [requested], [accepted], [started], [paid], [completed]] = await Promise.all([
    db
      .select({ n: countDistinct(analyticsEvents.anonymousId) })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.type, 'booking_step'),
          eq(analyticsEvents.step, 'start'),
          gte(analyticsEvents.occurredAt, since),
        ),
      ),
    db.select({ n: count() }).from(bookings).where(gte(bookings.createdAt, since)),
    reached('accepted'),
    paying(),
    paying(['DONE', 'PARTIAL_CANCELED', 'CANCELED']),
    reached('completed'),
  ]);
  return [
    { stage: 'drafts_started', count: drafts?.n ?? 0, source: 'client' },
    { stage: 'requested', count: requested?.n ?? 0, source: 'server' },
    { stage: 'accepted', count: accepted?.n ?? 0, source: 'server' },
    { stage: 'payment_started', count: started?.n ?? 0, source: 'server' },
    { stage: 'paid', count: paid?.n ?? 0, source: 'server' },
    { stage: 'completed', count: completed?.n ?? 0, source: 'server' },
  ];
}

/** Error reports of the console's window (the last day), newest first; whose a report was stays out of it. */
export async function recentErrorReports(db: Db, now: Date, page: number, limit: number) {
  const recent = gte(errorReports.createdAt, new Date(now.getTime() - ERROR_REPORTS_CONSOLE_WINDOW_MS));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(errorReports)
      .where(recent)
      .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(errorReports).where(recent),
  ]);
  return {
    rows: rows.map(({ userId, createdAt, ...report }) => ({
      ...report,
      signedIn: userId !== null,
      createdAt: createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

const PRUNE_BATCH = 5_000;

/** Deletes a table's rows older than `before`, a batch at a time (short statements, no long lock). */
async function pruneOlder(db: Db, table: PgTable, id: PgColumn, at: PgColumn, before: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db.select({ id }).from(table).where(lt(at, before)).limit(PRUNE_BATCH);
    const rows = await db.delete(table).where(inArray(id, batch)).returning({ id });
    deleted += rows.length;
    if (rows.length < PRUNE_BATCH) return deleted;
  }
}

/**
 * Analytics events, Web Vitals and error reports are kept `retentionDays` (TELEMETRY_RETENTION_DAYS, 90): what
 * is older goes, by the server's own receiving time (a browser's clock is not trusted for it).
 */
export async function pruneTelemetry(db: Db, now: Date, retentionDays: number) {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  return {
    analyticsEvents: await pruneOlder(
      db,
      analyticsEvents,
      analyticsEvents.id,
      analyticsEvents.receivedAt,
      before,
    ),
    webVitals: await pruneOlder(db, webVitals, webVitals.id, webVitals.receivedAt, before),
    errorReports: await pruneOlder(db, errorReports, errorReports.id, errorReports.createdAt, before),
  };
}
