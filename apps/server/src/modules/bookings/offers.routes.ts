import {
  bookingDetailSchema,
  bookingIdParamsSchema,
  counterOfferBodySchema,
  counterOfferParamsSchema,
  counterOfferSchema,
  quoteBodySchema,
  quoteChoiceBodySchema,
  quoteListSchema,
  quoteParamsSchema,
  quoteSchema,
  quoteWithdrawBodySchema,
  successEnvelope,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as counterOffers from './counter-offers.service.ts';
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

/** `/bookings/{id}/counter-offers` (issue 31): the target truck proposes, the customer accepts or declines. */
export const counterOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['counter-offers'];
  const signedIn = { config: { access: 'signed-in' as const } };
  const vendor = { config: { access: 'vendor' as const } };
  const offerEnvelope = successEnvelope(counterOfferSchema);

  app.get(
    '/bookings/:id/counter-offers',
    {
      ...signedIn,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        response: { 200: successEnvelope(z.array(counterOfferSchema)) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await counterOffers.listCounterOffers(db, req.user!, req.params.id),
    }),
  );

  app.post(
    '/bookings/:id/counter-offers',
    {
      ...vendor,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        body: counterOfferBodySchema,
        response: { 201: offerEnvelope },
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await counterOffers.proposeCounterOffer(db, req.user!, req.params.id, req.body),
      }),
  );

  app.post(
    '/bookings/:id/counter-offers/:offerId/accept',
    {
      ...signedIn,
      schema: {
        tags,
        params: counterOfferParamsSchema,
        response: { 200: successEnvelope(bookingDetailSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await counterOffers.acceptCounterOffer(db, req.user!, req.params.id, req.params.offerId),
    }),
  );

  app.post(
    '/bookings/:id/counter-offers/:offerId/decline',
    { ...signedIn, schema: { tags, params: counterOfferParamsSchema, response: { 200: offerEnvelope } } },
    async (req) => ({
      success: true as const,
      data: await counterOffers.closeCounterOffer(
        db,
        req.user!,
        req.params.id,
        req.params.offerId,
        'declined',
      ),
    }),
  );

  app.post(
    '/bookings/:id/counter-offers/:offerId/withdraw',
    { ...vendor, schema: { tags, params: counterOfferParamsSchema, response: { 200: offerEnvelope } } },
    async (req) => ({
      success: true as const,
      data: await counterOffers.closeCounterOffer(
        db,
        req.user!,
        req.params.id,
        req.params.offerId,
        'withdrawn',
      ),
    }),
  );
};
