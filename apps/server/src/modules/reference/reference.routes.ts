import {
  eventTypeSchema,
  idOrSlugParamsSchema,
  menuCategorySchema,
  menuCategoryWithItemsSchema,
  menuItemSchema,
  successEnvelope,
  truckSizeSchema,
  truckTypeSchema,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './reference.service.ts';

/** Reference data changes only by admin action: let browsers and CDNs keep it for a while. */
const CACHE = 'public, max-age=300, stale-while-revalidate=3600';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const publicRoute = { config: { access: 'public' as const } };
  const tags = ['reference'];

  app.get(
    '/event-types',
    { ...publicRoute, schema: { tags, response: { 200: successEnvelope(z.array(eventTypeSchema)) } } },
    async (_req, reply) => {
      reply.header('cache-control', CACHE);
      return { success: true as const, data: await service.eventTypes(db) };
    },
  );
  app.get(
    '/truck-types',
    { ...publicRoute, schema: { tags, response: { 200: successEnvelope(z.array(truckTypeSchema)) } } },
    async (_req, reply) => {
      reply.header('cache-control', CACHE);
      return { success: true as const, data: await service.truckTypes(db) };
    },
  );
  app.get(
    '/truck-sizes',
    { ...publicRoute, schema: { tags, response: { 200: successEnvelope(z.array(truckSizeSchema)) } } },
    async (_req, reply) => {
      reply.header('cache-control', CACHE);
      return { success: true as const, data: await service.truckSizes(db) };
    },
  );
  app.get(
    '/menu-categories',
    { ...publicRoute, schema: { tags, response: { 200: successEnvelope(z.array(menuCategorySchema)) } } },
    async () => ({ success: true as const, data: await service.menuCategories(db, false) }),
  );
  app.get(
    '/menu-categories/active',
    { ...publicRoute, schema: { tags, response: { 200: successEnvelope(z.array(menuCategorySchema)) } } },
    async (_req, reply) => {
      reply.header('cache-control', CACHE);
      return { success: true as const, data: await service.menuCategories(db, true) };
    },
  );
  app.get(
    '/menu-categories/:id',
    {
      ...publicRoute,
      schema: {
        tags,
        params: idOrSlugParamsSchema,
        response: { 200: successEnvelope(menuCategoryWithItemsSchema) },
      },
    },
    async (req) => ({ success: true as const, data: await service.menuCategory(db, req.params.id) }),
  );
  app.get(
    '/menu-categories/:id/items',
    {
      ...publicRoute,
      schema: {
        tags,
        params: idOrSlugParamsSchema,
        response: { 200: successEnvelope(z.array(menuItemSchema)) },
      },
    },
    async (req) => ({ success: true as const, data: await service.menuItemsOfCategory(db, req.params.id) }),
  );
  app.get(
    '/menu-items/grouped',
    {
      ...publicRoute,
      schema: { tags, response: { 200: successEnvelope(z.array(menuCategoryWithItemsSchema)) } },
    },
    async (_req, reply) => {
      reply.header('cache-control', CACHE);
      return { success: true as const, data: await service.groupedMenuItems(db) };
    },
  );
};
