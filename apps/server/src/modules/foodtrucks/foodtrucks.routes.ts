import {
  foodTruckDetailSchema,
  foodTruckIdParamsSchema,
  foodTruckListQuerySchema,
  foodTruckSummarySchema,
  listEnvelope,
  successEnvelope,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './foodtrucks.service.ts';

export const foodTruckRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/foodtrucks',
    {
      config: { access: 'public' },
      schema: {
        tags: ['foodtrucks'],
        querystring: foodTruckListQuerySchema,
        response: { 200: listEnvelope(foodTruckSummarySchema) },
      },
    },
    async (req) => ({ success: true as const, ...(await service.listFoodTrucks(db, req.query)) }),
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
