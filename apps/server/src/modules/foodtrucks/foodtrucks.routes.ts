import {
  foodTruckDetailSchema,
  foodTruckIdParamsSchema,
  foodTruckListEnvelopeSchema,
  foodTruckListQuerySchema,
  successEnvelope,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './foodtrucks.service.ts';

export const foodTruckRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const cache = app.catalogCache;
  app.get(
    '/foodtrucks',
    {
      config: { access: 'public' },
      schema: {
        tags: ['foodtrucks'],
        querystring: foodTruckListQuerySchema,
        response: { 200: foodTruckListEnvelopeSchema },
      },
    },
    async (req, reply) => {
      const key = JSON.stringify(req.query);
      let body = cache.listBodies.get(key);
      if (body === undefined) {
        const { page, limit } = req.query;
        const list = await service.listFoodTrucks(db, cache, req.query);
        body = cache.listBodies.set(
          key,
          Buffer.from(
            JSON.stringify({
              success: true,
              data: list.cards,
              total: list.total,
              totalCapped: list.totalCapped,
              page,
              limit,
            }),
          ),
        );
      }
      // Kept bytes skip the response serializer: they are sent as they are (the API test checks them against
      // the contract instead).
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
  app.get(
    '/foodtrucks/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['foodtrucks'],
        params: foodTruckIdParamsSchema,
        response: { 200: successEnvelope(foodTruckDetailSchema) },
      },
    },
    async (req) => ({ success: true as const, data: await service.getFoodTruck(db, req.params.id) }),
  );
};
