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
        const { cards, total, totalCapped } = await cache.index.list(req.query);
        // Each card is serialized once, when the index reads its truck; a page only joins them.
        body = cache.listBodies.set(
          key,
          `{"success":true,"data":[${cards.join(',')}],"total":${total},"totalCapped":${totalCapped},"page":${req.query.page},"limit":${req.query.limit}}`,
        );
      }
      // A string payload skips the response serializer: the bytes are sent as they are (the API test checks
      // them against the contract instead).
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
