import multipart from '@fastify/multipart';
import {
  bookingIdParamsSchema,
  bookingMessagesSchema,
  fileErrorMessage,
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
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimit, HOUR_MS } from '../../lib/rate-limiter.ts';
import * as service from './messages.service.ts';

const noPhoto = () =>
  new AppError('VALIDATION_ERROR', {
    message: '사진 파일을 골라주세요',
    fields: { photo: '사진 파일을 골라주세요' },
  });

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
      const user = req.user!;
      await service.assertMayAttach(db, user, req.params.id);
      if (!req.isMultipart()) throw noPhoto();
      const quota = app.config.uploadQuota.images;
      const bytesKey = `uploads:images:bytes:${user.id}`;
      await enforceRateLimit(app.rateLimiter, bytesKey, quota.bytes - 1, HOUR_MS, 0);
      let file: { bytes: Buffer; name: string | undefined } | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'field') continue;
          if (part.fieldname !== 'photo' || file) {
            await part.toBuffer().catch(() => undefined);
            continue;
          }
          await enforceRateLimit(app.rateLimiter, `uploads:images:files:${user.id}`, quota.files, HOUR_MS);
          const bytes = await part.toBuffer().catch((error: { statusCode?: number }) => {
            if (error.statusCode === 413) throw new AppError('FILE_TOO_LARGE');
            throw new AppError('VALIDATION_ERROR', { message: fileErrorMessage(part.filename) });
          });
          await enforceRateLimit(app.rateLimiter, bytesKey, quota.bytes, HOUR_MS, bytes.length);
          file = { bytes, name: part.filename };
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
          throw new AppError('VALIDATION_ERROR', { message: '사진은 한 번에 한 장씩 보내주세요' });
        }
        throw error;
      }
      if (!file) throw noPhoto();
      const photo = await service.uploadPhoto(db, storage, user, file);
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
