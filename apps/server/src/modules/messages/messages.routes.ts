import multipart from '@fastify/multipart';
import {
  bookingIdParamsSchema,
  bookingMessagesSchema,
  messagePhotoSchema,
  messageReportBodySchema,
  messageSchema,
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
import { inquiryRoutes } from './inquiries.routes.ts';
import { readPhoto } from './message-photo-form.ts';
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

  app.post(
    '/bookings/:id/messages',
    {
      config: signedIn,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        body: messageSendBodySchema,
        response: { 201: successEnvelope(messageSchema) },
      },
    },
    async (req, reply) => {
      const message = await service.sendMessage(
        { db, storage, limiter: app.rateLimiter },
        req.user!,
        req.params.id,
        req.body,
      );
      return reply.status(201).send({ success: true as const, data: message });
    },
  );

  /** One photo under `photo`, counted in the sender's hourly image quota like every upload. */
  app.post(
    '/bookings/:id/messages/photos',
    {
      config: { ...signedIn, multipartForm: { photo: 'file' } },
      schema: { tags, params: bookingIdParamsSchema, response: { 201: successEnvelope(messagePhotoSchema) } },
    },
    async (req, reply) => {
      await service.assertMayAttach(db, req.user!, req.params.id);
      const file = await readPhoto(app, req);
      const photo = await service.uploadPhoto(db, storage, req.user!, file);
      return reply.status(201).send({ success: true as const, data: photo });
    },
  );

  app.put(
    '/bookings/:id/messages/read',
    {
      config: signedIn,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        body: messageThreadBodySchema,
        response: { 200: successEnvelope(z.object({ read: z.number().int() })) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.markRead(db, req.user!, req.params.id, req.body.truckId),
    }),
  );

  app.post(
    '/bookings/:id/messages/report',
    {
      config: signedIn,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        body: messageReportBodySchema,
        response: { 201: successEnvelope(z.null()) },
      },
    },
    async (req, reply) => {
      await service.reportThread(db, req.user!, req.params.id, req.body);
      return reply.status(201).send({ success: true as const, data: null });
    },
  );

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
