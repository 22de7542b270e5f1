import {
  type AnalyticsEvent,
  BOOKING_FLOW_STEPS,
  type errorReportBodySchema,
  redactPersonalData,
  redactUrl,
  scrubPersonalText,
  type WebVital,
} from '@ft/shared';
import { and, countDistinct, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { analyticsEvents, errorReports, webVitals } from '../../db/schema/index.ts';

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

/** Operators' booking funnel: distinct anonymous visitors per flow step since `since`. */
export async function bookingFunnel(db: Db, since: Date) {
  const rows = await db
    .select({ step: analyticsEvents.step, visitors: countDistinct(analyticsEvents.anonymousId) })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.type, 'booking_step'), gte(analyticsEvents.occurredAt, since)))
    .groupBy(analyticsEvents.step);
  const byStep = new Map(rows.map((r) => [r.step, r.visitors]));
  return BOOKING_FLOW_STEPS.map((step) => ({ step, visitors: byStep.get(step) ?? 0 }));
}
