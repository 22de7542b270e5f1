import {
  type AnalyticsEvent,
  type bookingFunnelSchema,
  type errorReportBodySchema,
  type PaymentStatus,
  redactPersonalData,
  redactUrl,
  scrubPersonalText,
  type WebVital,
} from '@ft/shared';
import { and, count, countDistinct, eq, gte, inArray } from 'drizzle-orm';
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
