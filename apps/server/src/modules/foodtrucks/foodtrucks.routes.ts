import {
  foodTruckDetailSchema,
  foodTruckIdParamsSchema,
  foodTruckListEnvelopeSchema,
  foodTruckListQuerySchema,
  successEnvelope,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './foodtrucks.service.ts';

const BODY_HEAD = Buffer.from('{"success":true,"data":[');
const COMMA = Buffer.from(',');

/** The list envelope around cards serialized once each (catalog-index.ts): they are joined, not re-encoded. */
function listBody(cards: Buffer[], tail: string): Buffer {
  const parts: Buffer[] = [BODY_HEAD];
  cards.forEach((card, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(card);
  });
  parts.push(Buffer.from(tail));
  return Buffer.concat(parts);
}

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
        const { page, limit } = req.query;
        body = cache.listBodies.set(
          key,
          listBody(cards, `],"total":${total},"totalCapped":${totalCapped},"page":${page},"limit":${limit}}`),
        );
      }
      // Bytes skip the response serializer: they are sent as they are (the API test checks them against the
      // contract instead).
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
