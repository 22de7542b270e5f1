import { z } from 'zod';
import { DAY_MS } from '../constants.ts';
import { BOOKING_FLOW_STEPS } from '../performance.ts';

const shortText = (max: number) => z.string().trim().max(max);

/**
 * docs/product.md § Data error report: description is required and must not be blank; the rest is optional.
 */
export const errorReportBodySchema = z.object({
  description: z
    .string({ error: '어떤 문제가 있었는지 적어주세요' })
    .trim()
    .min(1, '어떤 문제가 있었는지 적어주세요')
    .max(2000, '2,000자 이내로 적어주세요'),
  stepsToReproduce: z.array(shortText(300)).max(20).default([]),
  expectedBehavior: shortText(1000).optional(),
  actualBehavior: shortText(1000).optional(),
  /** What the app knew when it failed: normalised error, screen, build. Redacted on both sides. */
  context: z
    .object({
      url: shortText(500).optional(),
      code: shortText(64).optional(),
      category: shortText(32).optional(),
      message: shortText(1000).optional(),
      stack: shortText(4000).optional(),
      userAgent: shortText(300).optional(),
      buildId: shortText(64).optional(),
    })
    .default({}),
});
export type ErrorReportBody = z.input<typeof errorReportBodySchema>;

/** How far back the operators' console lists error reports (`GET /api/v1/admin/error-reports`). */
export const ERROR_REPORTS_CONSOLE_WINDOW_MS = DAY_MS;

/** An error report as the operators' console shows it: redacted when it was saved, and whose it was not. */
export const errorReportSchema = z.object({
  id: z.string(),
  description: z.string(),
  stepsToReproduce: z.array(z.string()),
  expectedBehavior: z.string().nullable(),
  actualBehavior: z.string().nullable(),
  context: z.record(z.string(), z.string()),
  /** Sent by a signed-in person (who, the console does not show). */
  signedIn: z.boolean(),
  createdAt: z.string(),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'click',
  'form_submit',
  'scroll_depth',
  'long_press',
  'booking_step',
] as const;

export const analyticsEventSchema = z.object({
  type: z.enum(ANALYTICS_EVENT_TYPES),
  path: shortText(300),
  /** Milliseconds since the epoch, as the browser saw it. */
  /** When it happened in the browser (ms since 1970): a clock between 2020 and 2100, what a timestamp column holds. */
  at: z
    .number()
    .int()
    .min(Date.UTC(2020, 0, 1), '시간 값이 올바르지 않아요')
    .max(Date.UTC(2100, 0, 1), '시간 값이 올바르지 않아요'),
  /** A random id per browser tab session: counts visits without knowing who. */
  anonymousId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  step: z.enum(BOOKING_FLOW_STEPS).optional(),
  /** Small facts about the event (text of a clicked button cut at 50, a depth milestone, a form name). */
  props: z.record(z.string().max(40), z.union([z.string().max(100), z.number(), z.boolean()])).default({}),
});
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;

export const ANALYTICS_BATCH_MAX = 50;
export const analyticsBatchSchema = z.object({
  events: z
    .array(analyticsEventSchema)
    .min(1)
    .max(ANALYTICS_BATCH_MAX, `한 번에 ${ANALYTICS_BATCH_MAX}개까지 보낼 수 있어요`),
});

export const WEB_VITAL_NAMES = [
  'LCP',
  'CLS',
  'INP',
  'FCP',
  'TTFB',
  'page_load',
  'api',
  'interaction',
  'image',
  'memory',
] as const;

export const webVitalSchema = z.object({
  name: z.enum(WEB_VITAL_NAMES),
  value: z.number().finite().min(0).max(1e7),
  /** The docs/product.md § Limits page or budget name (home, foodtruckList … / list, detail …). */
  page: shortText(40).optional(),
  path: shortText(300),
  budgetMs: z.number().finite().min(0).max(1e6).optional(),
  overBudget: z.boolean().optional(),
  slowNetwork: z.boolean().optional(),
  lowMemoryDevice: z.boolean().optional(),
});
export const webVitalsBatchSchema = z.object({
  metrics: z.array(webVitalSchema).min(1).max(ANALYTICS_BATCH_MAX),
});
export type WebVital = z.input<typeof webVitalSchema>;

/**
 * The operators' booking funnel for requests made since a date. Only the first stage comes from the browsers
 * (anyone can post analytics, so it is labelled `client`); every later stage is counted from bookings and
 * their history as the server recorded them.
 */
export const BOOKING_FUNNEL_STAGES = [
  'drafts_started',
  'requested',
  'accepted',
  // Bookings whose customer opened the payment window (an order), and those whose payment went through.
  'payment_started',
  'paid',
  'completed',
] as const;
export const bookingFunnelSchema = z.array(
  z.object({
    stage: z.enum(BOOKING_FUNNEL_STAGES),
    count: z.number().int(),
    source: z.enum(['client', 'server']),
  }),
);
