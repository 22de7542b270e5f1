import {
  notificationIdParamsSchema,
  notificationSchema,
  paginationQuerySchema,
  successEnvelope,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './notifications.service.ts';

/** A person's own notices: the list with its unread count, one read, all read. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['notifications'];
  const signedIn = { config: { access: 'signed-in' as const } };

  app.get(
    '/notifications',
    {
      ...signedIn,
      schema: {
        tags,
        querystring: paginationQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(notificationSchema),
            total: z.number().int(),
            unread: z.number().int(),
            page: z.number().int(),
            limit: z.number().int(),
          }),
        },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await service.myNotifications(db, req.user!, req.query.page, req.query.limit)),
    }),
  );

  app.put(
    '/notifications/read-all',
    { ...signedIn, schema: { tags, response: { 200: successEnvelope(z.null()) } } },
    async (req) => {
      await service.readAll(db, req.user!);
      return { success: true as const, data: null };
    },
  );

  app.put(
    '/notifications/:id/read',
    {
      ...signedIn,
      schema: { tags, params: notificationIdParamsSchema, response: { 200: successEnvelope(z.null()) } },
    },
    async (req) => {
      await service.readOne(db, req.user!, req.params.id);
      return { success: true as const, data: null };
    },
  );
};
