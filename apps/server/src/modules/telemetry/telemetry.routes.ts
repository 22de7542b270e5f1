import {
  analyticsBatchSchema,
  bookingFunnelSchema,
  currentTime,
  currentTimeMs,
  DAY_MS,
  errorReportBodySchema,
  errorReportSchema,
  HOUR_MS,
  integerFromText,
  listEnvelope,
  paginationQuerySchema,
  successEnvelope,
  webVitalsBatchSchema,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import * as service from './telemetry.service.ts';

/** Generous for people, tight enough that nobody fills the tables from one address. */
export const TELEMETRY_LIMITS = { reportsPerHour: 20, batchesPerHour: 600 } as const;

export const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['telemetry'];
  const limit = (key: string, max: number) => enforceRateLimit(app.rateLimiter, key, max, HOUR_MS);

  app.post(
    '/error-reports',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: errorReportBodySchema,
        response: { 201: successEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (req, reply) => {
      await limit(`reports:${req.ip}`, TELEMETRY_LIMITS.reportsPerHour);
      const id = await service.saveErrorReport(db, req.user?.id ?? null, req.body);
      return reply.status(201).send({ success: true, data: { id } });
    },
  );

  app.post(
    '/analytics/events',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: analyticsBatchSchema,
        response: { 202: successEnvelope(z.object({ accepted: z.number() })) },
      },
    },
    async (req, reply) => {
      await limit(`analytics:${req.ip}`, TELEMETRY_LIMITS.batchesPerHour);
      const accepted = await service.saveAnalyticsEvents(db, req.body.events);
      return reply.status(202).send({ success: true, data: { accepted } });
    },
  );

  app.post(
    '/metrics/web-vitals',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: webVitalsBatchSchema,
        response: { 202: successEnvelope(z.object({ accepted: z.number() })) },
      },
    },
    async (req, reply) => {
      await limit(`vitals:${req.ip}`, TELEMETRY_LIMITS.batchesPerHour);
      const accepted = await service.saveWebVitals(db, req.body.metrics);
      return reply.status(202).send({ success: true, data: { accepted } });
    },
  );

  app.get(
    '/analytics/funnel',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: z.object({ days: integerFromText(z.number().int().min(1).max(365)).default(30) }),
        response: { 200: successEnvelope(bookingFunnelSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.bookingFunnel(db, new Date(currentTimeMs() - req.query.days * DAY_MS)),
    }),
  );

  // Operators: what people reported in the last day (older ones stay for the retention period, in the database).
  app.get(
    '/admin/error-reports',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: paginationQuerySchema,
        response: { 200: listEnvelope(errorReportSchema) },
      },
    },
    async (req) => {
      const { page, limit } = req.query;
      const { rows, total } = await service.recentErrorReports(db, currentTime(), page, limit);
      return { success: true as const, data: rows, total, page, limit };
    },
  );
};
