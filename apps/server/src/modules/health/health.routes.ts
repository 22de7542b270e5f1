import {
  CLIENT_VERSION,
  ERROR_CATALOG,
  errorEnvelopeSchema,
  type Health,
  healthSchema,
  successEnvelope,
} from '@ft/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
      let databaseUp = true;
      try {
        await app.database.db.execute(sql`select 1`);
      } catch {
        databaseUp = false;
      }
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      const storageUp = await app.storage.check();
      const health: Health = {
        status: databaseUp && storageUp ? 'ok' : 'degraded',
        version: CLIENT_VERSION,
        uptimeSeconds: Math.round((performance.now() - app.startedAt) / 1000),
        database: { status: databaseUp ? 'ok' : 'down', driver: app.database.driver, latencyMs },
        storage: { status: storageUp ? 'ok' : 'down', driver: app.storage.driver },
      };
      reply.header('cache-control', 'no-store');
      if (!databaseUp) {
        // A load balancer takes an instance out when its database is gone.
        return reply.status(503).send({
          success: false,
          error: ERROR_CATALOG.SERVICE_UNAVAILABLE.message,
          code: 'SERVICE_UNAVAILABLE',
          data: health,
        });
      }
      return { success: true as const, data: health };
    },
  );
};
