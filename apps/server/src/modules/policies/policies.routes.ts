import { idOrSlugParamsSchema, policySchema, policySummarySchema, successEnvelope } from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './policies.service.ts';

export const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/policies',
    {
      config: { access: 'public' },
      schema: { tags: ['policies'], response: { 200: successEnvelope(z.array(policySummarySchema)) } },
    },
    async () => ({ success: true as const, data: await service.listPolicies(db) }),
  );
  app.get(
    '/policies/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['policies'],
        params: idOrSlugParamsSchema,
        response: { 200: successEnvelope(policySchema) },
      },
    },
    async (req) => ({ success: true as const, data: await service.getPolicy(db, req.params.id) }),
  );
};
