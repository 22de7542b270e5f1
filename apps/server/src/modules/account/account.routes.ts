import { accountDeletionBodySchema, successEnvelope } from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie } from '../../plugins/session.ts';
import * as service from './account.service.ts';

/** 탈퇴: the account's own end. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedIn = { config: { access: 'signed-in' as const } };
  const tags = ['users'];

  app.delete(
    '/users/me',
    {
      ...signedIn,
      schema: {
        tags,
        body: accountDeletionBodySchema,
        response: { 200: successEnvelope(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (req, reply) => {
      await service.deleteAccount(db, app.storage, req.user!.id);
      clearSessionCookie(app, reply);
      return { success: true as const, data: { deleted: true as const } };
    },
  );
};
