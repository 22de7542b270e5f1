import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  successEnvelope,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './notification-preferences.service.ts';

/** 설정's notice switches: only ever the session's own, never an id from the path. */
export const notificationPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['users'];
  const response = { 200: successEnvelope(notificationPreferencesSchema) };
  app.get(
    '/users/me/notification-preferences',
    { config: { access: 'signed-in' }, schema: { tags, response } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await service.readPreferences(db, app.config, req.user!.id) };
    },
  );
  app.put(
    '/users/me/notification-preferences',
    {
      config: { access: 'signed-in' },
      schema: { tags, body: notificationPreferencesUpdateSchema, response },
    },
    async (req) => ({
      success: true as const,
      data: await service.updatePreferences(db, app.config, req.user!.id, req.body),
    }),
  );
};
