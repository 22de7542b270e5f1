import {
  bookingDetailSchema,
  bookingIdParamsSchema,
  quoteBodySchema,
  quoteChoiceBodySchema,
  quoteListSchema,
  quoteParamsSchema,
  quoteSchema,
  quoteWithdrawBodySchema,
  successEnvelope,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './quotes.service.ts';

/** `/bookings/{id}/quotes` (issue 31): who may do what is checked again per booking in the service. */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['quotes'];
  const signedIn = { config: { access: 'signed-in' as const } };
  const vendor = { config: { access: 'vendor' as const } };
  const quoteEnvelope = successEnvelope(quoteSchema);

  app.get(
    '/bookings/:id/quotes',
    {
      ...signedIn,
      schema: { tags, params: bookingIdParamsSchema, response: { 200: successEnvelope(quoteListSchema) } },
    },
    async (req) => ({ success: true as const, data: await service.listQuotes(db, req.user!, req.params.id) }),
  );

  app.post(
    '/bookings/:id/quotes',
    {
      ...vendor,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        body: quoteBodySchema,
        response: { 201: quoteEnvelope },
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await service.sendQuote(db, req.user!, req.params.id, req.body),
      }),
  );

  app.put(
    '/bookings/:id/quotes/:quoteId',
    {
      ...vendor,
      schema: { tags, params: quoteParamsSchema, body: quoteBodySchema, response: { 200: quoteEnvelope } },
    },
    async (req) => ({
      success: true as const,
      data: await service.reviseQuote(db, req.user!, req.params.id, req.params.quoteId, req.body),
    }),
  );

  app.post(
    '/bookings/:id/quotes/:quoteId/withdraw',
    {
      ...vendor,
      schema: {
        tags,
        params: quoteParamsSchema,
        body: quoteWithdrawBodySchema,
        response: { 200: quoteEnvelope },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.withdrawQuote(db, req.user!, req.params.id, req.params.quoteId, req.body),
    }),
  );

  app.post(
    '/bookings/:id/quotes/:quoteId/choose',
    {
      ...signedIn,
      schema: {
        tags,
        params: quoteParamsSchema,
        body: quoteChoiceBodySchema,
        response: { 200: successEnvelope(bookingDetailSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.chooseQuote(db, req.user!, req.params.id, req.params.quoteId, req.body),
    }),
  );
};
