import {
  foodTruckIdParamsSchema,
  inquiryIdParamsSchema,
  inquiryReportBodySchema,
  inquirySchema,
  inquirySendBodySchema,
  messagePhotoSchema,
  messageSchema,
  reportedInquirySchema,
  successEnvelope,
  vendorInquiriesQuerySchema,
  vendorInquiriesSchema,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './inquiries.service.ts';
import { readPhoto } from './message-photo-form.ts';

/**
 * 문의하기 (decision 090): a customer's questions to a truck before any request, in the same messages as a
 * booking's. Registered inside the messages routes, whose multipart limits the photo uses.
 */
export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { storage } = app;
  const tags = ['messages'];
  const signedIn = { access: 'signed-in' as const };

  /** The caller's inquiry with the truck, made the first time they ask. */
  app.put(
    '/foodtrucks/:id/inquiry',
    {
      config: signedIn,
      schema: {
        tags,
        params: foodTruckIdParamsSchema,
        response: { 200: successEnvelope(inquirySchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.openInquiry(db, storage, req.user!, req.params.id),
    }),
  );

  app.get(
    '/inquiries/:id',
    {
      config: signedIn,
      schema: { tags, params: inquiryIdParamsSchema, response: { 200: successEnvelope(inquirySchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await service.getInquiry(db, storage, req.user!, req.params.id),
    }),
  );

  app.post(
    '/inquiries/:id/messages',
    {
      config: signedIn,
      schema: {
        tags,
        params: inquiryIdParamsSchema,
        body: inquirySendBodySchema,
        response: { 201: successEnvelope(messageSchema) },
      },
    },
    async (req, reply) => {
      const message = await service.sendInquiryMessage(
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
    '/inquiries/:id/messages/photos',
    {
      config: { ...signedIn, multipartForm: { photo: 'file' } },
      schema: { tags, params: inquiryIdParamsSchema, response: { 201: successEnvelope(messagePhotoSchema) } },
    },
    async (req, reply) => {
      await service.assertMayAttach(db, req.user!, req.params.id);
      const file = await readPhoto(app, req);
      const photo = await service.uploadPhoto(db, storage, req.user!, file);
      return reply.status(201).send({ success: true as const, data: photo });
    },
  );

  app.put(
    '/inquiries/:id/read',
    {
      config: signedIn,
      schema: {
        tags,
        params: inquiryIdParamsSchema,
        response: { 200: successEnvelope(z.object({ read: z.number().int() })) },
      },
    },
    async (req) => ({ success: true as const, data: await service.markRead(db, req.user!, req.params.id) }),
  );

  app.post(
    '/inquiries/:id/report',
    {
      config: signedIn,
      schema: {
        tags,
        params: inquiryIdParamsSchema,
        body: inquiryReportBodySchema,
        response: { 201: successEnvelope(z.null()) },
      },
    },
    async (req, reply) => {
      await service.reportInquiry(db, req.user!, req.params.id, req.body);
      return reply.status(201).send({ success: true as const, data: null });
    },
  );

  /** 문의 in the owners' area: inquiries to the caller's trucks, the latest message first. */
  app.get(
    '/foodtrucks/mine/inquiries',
    {
      config: { access: 'vendor' },
      schema: {
        tags,
        querystring: vendorInquiriesQuerySchema,
        response: { 200: successEnvelope(vendorInquiriesSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.vendorInquiries(db, req.user!, req.query.page),
    }),
  );

  app.get(
    '/admin/inquiry-reports',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: successEnvelope(z.array(reportedInquirySchema)) } },
    },
    async () => ({ success: true as const, data: await service.reportedInquiries(db) }),
  );

  app.get(
    '/admin/inquiry-reports/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: inquiryIdParamsSchema, response: { 200: successEnvelope(inquirySchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await service.reportedInquiry(db, storage, req.user!, req.params.id),
    }),
  );
};
