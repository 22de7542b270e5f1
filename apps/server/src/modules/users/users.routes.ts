import { profileUpdateBodySchema, successEnvelope, userSchema } from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './users.service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedIn = { config: { access: 'signed-in' as const } };
  const tags = ['users'];

  app.get(
    '/users/profile',
    { ...signedIn, schema: { tags, response: { 200: successEnvelope(userSchema) } } },
    async (req) => ({ success: true as const, data: service.toUser(req.user!) }),
  );
  app.put(
    '/users/profile',
    {
      ...signedIn,
      schema: { tags, body: profileUpdateBodySchema, response: { 200: successEnvelope(userSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await service.updateProfile(db, req.user!.id, req.body),
    }),
  );
};
