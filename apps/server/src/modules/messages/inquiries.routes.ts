import {
  foodTruckIdParamsSchema,
  inquiryIdParamsSchema,
  inquiryReportBodySchema,
  inquirySchema,
  inquirySendBodySchema,
  reportedInquirySchema,
  successEnvelope,
  vendorInquiriesQuerySchema,
  vendorInquiriesSchema,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationRoutes } from './conversation-routes.ts';
import * as service from './inquiries.service.ts';

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

  conversationRoutes(app, {
    params: inquiryIdParamsSchema,
    messages: { path: '/inquiries/:id/messages', body: inquirySendBodySchema },
    photos: { path: '/inquiries/:id/messages/photos' },
    read: { path: '/inquiries/:id/read' },
    report: { path: '/inquiries/:id/report', body: inquiryReportBodySchema },
    service: {
      send: service.sendInquiryMessage,
      assertMayAttach: service.assertMayAttach,
      markRead: service.markRead,
      report: service.reportInquiry,
    },
  });

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
