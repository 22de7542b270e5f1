import {
  bookingCreateBodySchema,
  bookingDetailSchema,
  bookingIdParamsSchema,
  bookingListQuerySchema,
  bookingSchema,
  bookingStatusBodySchema,
  bookingUpdateBodySchema,
  foodTruckIdParamsSchema,
  HOUR_MS,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  listEnvelope,
  successEnvelope,
  truckBookingSchema,
} from '@ft/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import * as service from './bookings.service.ts';

const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z
    .string()
    .optional()
    .describe(
      'Required: one random key per submit (8–128 of A–Z a–z 0–9 _ -); a repeat returns the first booking.',
    ),
});

function idempotencyKeyOf(request: FastifyRequest): string {
  const parsed = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? '중복 요청 방지 키(Idempotency-Key)를 확인해주세요';
  throw new AppError('VALIDATION_ERROR', { message, fields: { [IDEMPOTENCY_KEY_HEADER]: message } });
}

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['bookings'];
  const signedIn = { config: { access: 'signed-in' as const } };
  const detailEnvelope = successEnvelope(bookingDetailSchema);

  app.post(
    '/bookings',
    {
      ...signedIn,
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: bookingCreateBodySchema,
        response: { 200: detailEnvelope, 201: detailEnvelope },
      },
    },
    async (req, reply) => {
      const key = idempotencyKeyOf(req);
      await enforceRateLimit(
        app.rateLimiter,
        `booking-create:user:${req.user!.id}`,
        app.config.bookingCreateLimitPerHour,
        HOUR_MS,
      );
      const { booking, created } = await service.createBooking(db, req.user!, key, req.body);
      // 200 on a replay: the client sees it got the booking it already made, not a new one.
      return reply.status(created ? 201 : 200).send({ success: true as const, data: booking });
    },
  );

  app.get(
    '/bookings',
    {
      ...signedIn,
      schema: { tags, querystring: bookingListQuerySchema, response: { 200: listEnvelope(bookingSchema) } },
    },
    async (req) => ({ success: true as const, ...(await service.listMyBookings(db, req.user!, req.query)) }),
  );

  app.get(
    '/bookings/foodtruck/:id',
    {
      config: { access: 'vendor' },
      schema: {
        tags,
        params: foodTruckIdParamsSchema,
        querystring: bookingListQuerySchema,
        response: { 200: listEnvelope(truckBookingSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await service.listTruckBookings(db, req.user!, req.params.id, req.query)),
    }),
  );

  app.get(
    '/bookings/:id',
    { ...signedIn, schema: { tags, params: bookingIdParamsSchema, response: { 200: detailEnvelope } } },
    async (req) => ({ success: true as const, data: await service.getBooking(db, req.user!, req.params.id) }),
  );

  app.put(
    '/bookings/:id',
    {
      ...signedIn,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        body: bookingUpdateBodySchema,
        response: { 200: detailEnvelope },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.updateBooking(db, req.user!, req.params.id, req.body),
    }),
  );

  app.put(
    '/bookings/:id/status',
    {
      ...signedIn,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        body: bookingStatusBodySchema,
        response: { 200: detailEnvelope },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.changeBookingStatus(db, req.user!, req.params.id, req.body),
    }),
  );
};
