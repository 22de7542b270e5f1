import {
  availabilityQuerySchema,
  blockCreateBodySchema,
  blockParamsSchema,
  blockSchema,
  busyPeriodSchema,
  foodTruckIdParamsSchema,
  successEnvelope,
  truckCalendarSchema,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './availability.service.ts';

/** When a truck can take work (docs/product.md § Availability). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['availability'];
  // The truck's owner or an admin; the service answers 404 for anyone else's truck.
  const vendor = { access: 'vendor' as const };

  app.get(
    '/foodtrucks/:id/availability',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: foodTruckIdParamsSchema,
        querystring: availabilityQuerySchema,
        response: { 200: successEnvelope(z.array(busyPeriodSchema)) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.busyPeriods(db, req.params.id, req.query),
    }),
  );

  app.get(
    '/foodtrucks/:id/calendar',
    {
      config: vendor,
      schema: {
        tags,
        params: foodTruckIdParamsSchema,
        querystring: availabilityQuerySchema,
        response: { 200: successEnvelope(truckCalendarSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.calendar(db, req.user!, req.params.id, req.query),
    }),
  );

  app.post(
    '/foodtrucks/:id/blocks',
    {
      config: vendor,
      schema: {
        tags,
        params: foodTruckIdParamsSchema,
        body: blockCreateBodySchema,
        response: { 201: successEnvelope(blockSchema) },
      },
    },
    async (req, reply) => {
      const data = await service.addBlock(db, req.user!, req.params.id, req.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.delete(
    '/foodtrucks/:id/blocks/:blockId',
    {
      config: vendor,
      schema: { tags, params: blockParamsSchema, response: { 200: z.object({ success: z.literal(true) }) } },
    },
    async (req) => {
      await service.removeBlock(db, req.user!, req.params.id, req.params.blockId);
      return { success: true as const };
    },
  );
};
