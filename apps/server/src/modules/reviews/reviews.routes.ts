import {
  adminReviewSchema,
  bookingIdParamsSchema,
  bookingReviewsSchema,
  foodTruckIdParamsSchema,
  reviewBodySchema,
  reviewIdParamsSchema,
  reviewModerationBodySchema,
  reviewReplyBodySchema,
  reviewReportBodySchema,
  successEnvelope,
  truckReviewsQuerySchema,
  truckReviewsSchema,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './reviews.service.ts';

const done = successEnvelope(z.object({ ok: z.literal(true) }));

/** Reviews (issue 31): who may write, read, reply, report and moderate is checked again in the service. */
export const bookingReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { storage } = app;
  const tags = ['reviews'];
  const signedIn = { config: { access: 'signed-in' as const } };
  const bookingEnvelope = successEnvelope(bookingReviewsSchema);

  app.get(
    '/bookings/:id/reviews',
    { ...signedIn, schema: { tags, params: bookingIdParamsSchema, response: { 200: bookingEnvelope } } },
    async (req) => ({
      success: true as const,
      data: await service.bookingReviews(db, storage, req.user!, req.params.id),
    }),
  );

  app.post(
    '/bookings/:id/reviews',
    {
      ...signedIn,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        body: reviewBodySchema,
        response: { 201: bookingEnvelope },
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await service.writeReview(db, storage, req.user!, req.params.id, req.body),
      }),
  );

  app.put(
    '/bookings/:id/reviews/mine',
    {
      ...signedIn,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        body: reviewBodySchema,
        response: { 200: bookingEnvelope },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.editReview(db, storage, req.user!, req.params.id, req.body),
    }),
  );

  app.get(
    '/foodtrucks/:id/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: foodTruckIdParamsSchema,
        querystring: truckReviewsQuerySchema,
        response: { 200: successEnvelope(truckReviewsSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.truckReviews(db, storage, req.params.id, req.query),
    }),
  );

  app.post(
    '/reviews/:id/reply',
    {
      config: { access: 'vendor' },
      schema: { tags, params: reviewIdParamsSchema, body: reviewReplyBodySchema, response: { 201: done } },
    },
    async (req, reply) => {
      await service.replyToReview(db, req.user!, req.params.id, req.body.body);
      return reply.status(201).send({ success: true as const, data: { ok: true as const } });
    },
  );

  app.post(
    '/reviews/:id/report',
    {
      ...signedIn,
      schema: { tags, params: reviewIdParamsSchema, body: reviewReportBodySchema, response: { 200: done } },
    },
    async (req) => {
      await service.reportReview(db, req.user!, req.params.id, req.body.reason);
      return { success: true as const, data: { ok: true as const } };
    },
  );

  app.get(
    '/admin/reviews',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: successEnvelope(z.array(adminReviewSchema)) } },
    },
    async () => ({ success: true as const, data: await service.moderationQueue(db, storage) }),
  );

  app.post(
    '/admin/reviews/:id/hide',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: reviewIdParamsSchema,
        body: reviewModerationBodySchema,
        response: { 200: done },
      },
    },
    async (req) => {
      await service.moderateReview(db, req.user!, req.params.id, 'hidden', req.body.reason);
      return { success: true as const, data: { ok: true as const } };
    },
  );

  app.post(
    '/admin/reviews/:id/restore',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: reviewIdParamsSchema,
        body: reviewModerationBodySchema,
        response: { 200: done },
      },
    },
    async (req) => {
      await service.moderateReview(db, req.user!, req.params.id, 'published', req.body.reason);
      return { success: true as const, data: { ok: true as const } };
    },
  );
};
