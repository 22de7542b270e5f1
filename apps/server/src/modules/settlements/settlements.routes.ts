import {
  foodTruckIdParamsSchema,
  listEnvelope,
  settleableSchema,
  settlementIdParamsSchema,
  settlementListQuerySchema,
  settlementSchema,
  settlementStatusBodySchema,
  successEnvelope,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './settlements.service.ts';

/** Settlements (docs/product.md § Domain, Settlement): vendors claim, operators approve and pay. */
export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: service.SettlementContext = {
    db: app.database.db,
    box: app.payoutBox,
    commissionRate: app.config.commissionRate,
  };
  const tags = ['settlements'];
  // The truck's owner (or an admin); the service answers 404 for anyone else's truck.
  const vendor = { access: 'vendor' as const };
  const answer = successEnvelope(settlementSchema);

  app.post(
    '/settlements/foodtruck/:id',
    { config: vendor, schema: { tags, params: foodTruckIdParamsSchema, response: { 201: answer } } },
    async (req, reply) => {
      const data = await service.requestSettlement(ctx, req.user!, req.params.id);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/settlements/foodtruck/:id',
    {
      config: vendor,
      schema: {
        tags,
        params: foodTruckIdParamsSchema,
        querystring: settlementListQuerySchema,
        response: { 200: listEnvelope(settlementSchema).extend({ settleable: settleableSchema }) },
      },
    },
    async (req) => {
      const [page, settleable] = await Promise.all([
        service.truckSettlements(ctx, req.user!, req.params.id, req.query),
        service.settleable(ctx, req.user!, req.params.id),
      ]);
      return { success: true as const, ...page, settleable };
    },
  );

  app.get(
    '/settlements/:id',
    { config: vendor, schema: { tags, params: settlementIdParamsSchema, response: { 200: answer } } },
    async (req) => ({
      success: true as const,
      data: await service.getSettlement(ctx, req.user!, req.params.id),
    }),
  );

  app.put(
    '/settlements/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: settlementIdParamsSchema,
        body: settlementStatusBodySchema,
        response: { 200: answer },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.changeStatus(ctx, req.user!, req.params.id, req.body),
    }),
  );

  app.get(
    '/admin/settlements',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: settlementListQuerySchema,
        response: { 200: listEnvelope(settlementSchema) },
      },
    },
    async (req) => ({ success: true as const, ...(await service.allSettlements(ctx, req.user!, req.query)) }),
  );
};
