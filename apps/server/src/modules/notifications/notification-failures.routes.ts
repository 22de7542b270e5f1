import {
  currentTime,
  listEnvelope,
  noticeKindOf,
  notificationFailureIdParamsSchema,
  notificationFailureSchema,
  paginationQuerySchema,
  successEnvelope,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { failuresPage, retryFailed } from './deliveries.repo.ts';

/**
 * Email and 알림톡 deliveries that gave up, for operators: the newest first with the safe
 * reason, and a retry that makes one due again for one more try.
 */
export const notificationFailureRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['admin'];
  const admin = { config: { access: 'admin' as const } };

  app.get(
    '/admin/notification-failures',
    {
      ...admin,
      schema: {
        tags,
        querystring: paginationQuerySchema,
        response: { 200: listEnvelope(notificationFailureSchema) },
      },
    },
    async (req) => {
      const { page, limit } = req.query;
      const { rows, total } = await failuresPage(db, page, limit);
      return {
        success: true as const,
        data: rows.map((row) => ({
          ...row,
          kind: noticeKindOf(row.type),
          createdAt: row.createdAt.toISOString(),
          failedAt: row.failedAt.toISOString(),
        })),
        total,
        page,
        limit,
      };
    },
  );

  app.post(
    '/admin/notification-failures/:id/retry',
    {
      ...admin,
      schema: {
        tags,
        params: notificationFailureIdParamsSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (req) => {
      // One already retried (or never failed) answers like one that does not exist.
      if (!(await retryFailed(db, req.params.id, currentTime()))) throw new AppError('RESOURCE_NOT_FOUND');
      req.log.info({ deliveryId: req.params.id }, 'notice delivery retried by an operator');
      return { success: true as const, data: null };
    },
  );
};
