import { consentsSchema, marketingConsentBodySchema, successEnvelope } from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './consents.service.ts';

/** A person's own consents (설정): only ever theirs, read from the session, never from a path. */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['users'];
  app.get(
    '/users/consents',
    {
      config: { access: 'signed-in' },
      schema: { tags, response: { 200: successEnvelope(consentsSchema) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await service.readConsents(db, req.user!.id) };
    },
  );
  app.put(
    '/users/consents/marketing',
    {
      config: { access: 'signed-in' },
      schema: { tags, body: marketingConsentBodySchema, response: { 200: successEnvelope(consentsSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await service.setMarketingConsent(db, req.user!.id, req.body.agreed),
    }),
  );
};
