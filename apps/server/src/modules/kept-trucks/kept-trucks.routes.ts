import { foodTruckIdParamsSchema, keepTruckBodySchema, keptTruckSchema, successEnvelope } from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './kept-trucks.service.ts';

const done = successEnvelope(z.object({ ok: z.literal(true) }));

/** 찜 (issue 31): each person's own kept trucks only. */
export const keptTruckRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['kept-trucks'];
  const signedIn = { config: { access: 'signed-in' as const } };

  app.get(
    '/kept-trucks',
    { ...signedIn, schema: { tags, response: { 200: successEnvelope(z.array(keptTruckSchema)) } } },
    async (req) => ({ success: true as const, data: await service.keptTrucksOf(db, req.user!) }),
  );

  app.put(
    '/kept-trucks/:id',
    {
      ...signedIn,
      schema: { tags, params: foodTruckIdParamsSchema, body: keepTruckBodySchema, response: { 200: done } },
    },
    async (req) => {
      await service.keepTruck(db, req.user!, req.params.id, req.body);
      return { success: true as const, data: { ok: true as const } };
    },
  );

  app.delete(
    '/kept-trucks/:id',
    { ...signedIn, schema: { tags, params: foodTruckIdParamsSchema, response: { 200: done } } },
    async (req) => {
      await service.releaseTruck(db, req.user!, req.params.id);
      return { success: true as const, data: { ok: true as const } };
    },
  );
};
