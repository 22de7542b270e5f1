import {
  CLIENT_VERSION,
  ERROR_CATALOG,
  errorEnvelopeSchema,
  type Health,
  healthSchema,
  livenessSchema,
  type Readiness,
  readinessSchema,
  successEnvelope,
} from '@ft/shared';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseAnswers = () =>
    app.database.db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
  const uptimeSeconds = () => Math.round((performance.now() - app.startedAt) / 1000);
  /** A check that fails answers 503 with its report beside the error: a load balancer takes the instance out. */
  const unavailable = (reply: FastifyReply, data: unknown) =>
    reply.status(503).send({
      success: false,
      error: ERROR_CATALOG.SERVICE_UNAVAILABLE.message,
      code: 'SERVICE_UNAVAILABLE',
      data,
    });

  // Liveness asks nothing of the database: an instance whose database is away is not helped by a restart.
  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], response: { 200: successEnvelope(livenessSchema) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { status: 'ok' as const, uptimeSeconds: uptimeSeconds() } };
    },
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        response: {
          200: successEnvelope(readinessSchema),
          503: errorEnvelopeSchema.extend({ data: readinessSchema }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const databaseUp = await databaseAnswers();
      const readiness: Readiness = {
        status: app.lifecycle.draining ? 'draining' : databaseUp ? 'ready' : 'database_down',
        database: databaseUp ? 'ok' : 'down',
      };
      if (readiness.status === 'ready') return { success: true as const, data: readiness };
      return unavailable(reply, readiness);
    },
  );

  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        response: {
          200: successEnvelope(healthSchema),
          503: errorEnvelopeSchema.extend({ data: healthSchema }),
        },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      const databaseUp = await databaseAnswers();
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      const storageUp = await app.storage.check();
      const health: Health = {
        status: databaseUp && storageUp ? 'ok' : 'degraded',
        version: CLIENT_VERSION,
        uptimeSeconds: uptimeSeconds(),
        database: { status: databaseUp ? 'ok' : 'down', driver: app.database.driver, latencyMs },
        storage: { status: storageUp ? 'ok' : 'down', driver: app.storage.driver },
      };
      reply.header('cache-control', 'no-store');
      if (!databaseUp) return unavailable(reply, health);
      return { success: true as const, data: health };
    },
  );
};
