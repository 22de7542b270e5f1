import multipart from '@fastify/multipart';
import {
  bookingIdParamsSchema,
  bookingMessagesSchema,
  messageReportBodySchema,
  messageSendBodySchema,
  messageThreadBodySchema,
  messageThreadSchema,
  reportedThreadParamsSchema,
  reportedThreadSchema,
  successEnvelope,
  UPLOAD_LIMITS,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationRoutes } from './conversation-routes.ts';
import { inquiryRoutes } from './inquiries.routes.ts';
import * as service from './messages.service.ts';

/**
 * A booking's conversation between its customer and the vendor of its truck: the
 * threads, sending (text and a photo), read receipts and reports; operators read reported threads.
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { storage } = app;
  const tags = ['messages'];
  const signedIn = { access: 'signed-in' as const };
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.imageMaxBytes, files: 1, fields: 5 },
  });
  // 문의하기 (decision 090): the same messages before a request, under the same multipart limits.
  await app.register(inquiryRoutes);

  app.get(
    '/bookings/:id/messages',
    {
      config: signedIn,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        response: { 200: successEnvelope(bookingMessagesSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.listMessages(db, storage, req.user!, req.params.id),
    }),
  );

  conversationRoutes(app, {
    params: bookingIdParamsSchema,
    messages: { path: '/bookings/:id/messages', body: messageSendBodySchema },
    photos: { path: '/bookings/:id/messages/photos' },
    // A customer with several threads (an open request's questions) names the truck's.
    read: { path: '/bookings/:id/messages/read', body: messageThreadBodySchema },
    report: { path: '/bookings/:id/messages/report', body: messageReportBodySchema },
    service: {
      send: service.sendMessage,
      assertMayAttach: service.assertMayAttach,
      markRead: (db, user, id, body) => service.markRead(db, user, id, body.truckId),
      report: service.reportThread,
    },
  });

  app.get(
    '/admin/message-reports',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: successEnvelope(z.array(reportedThreadSchema)) } },
    },
    async () => ({ success: true as const, data: await service.reportedThreads(db) }),
  );

  app.get(
    '/admin/message-reports/:bookingId/:truckId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: reportedThreadParamsSchema,
        response: { 200: successEnvelope(messageThreadSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.reportedThread(db, storage, req.params.bookingId, req.params.truckId),
    }),
  );
};
