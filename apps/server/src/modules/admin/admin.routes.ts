import {
  adminBookingQuerySchema,
  adminBookingSchema,
  adminOverviewSchema,
  adminTruckQuerySchema,
  adminTruckSchema,
  CATALOGUE_BODY_SCHEMAS,
  catalogueItemParamsSchema,
  catalogueParamsSchema,
  catalogueSchema,
  foodTruckIdParamsSchema,
  listEnvelope,
  successEnvelope,
  truckStatusBodySchema,
  validationMessage,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import * as service from './admin.service.ts';
import * as catalogue from './catalogue.service.ts';

/** Validates a catalogue body with its kind's schema (whole on create, partial on edit), as the route's own would. */
function parseBody(kind: keyof typeof CATALOGUE_BODY_SCHEMAS, body: unknown, partial: boolean) {
  const schema = CATALOGUE_BODY_SCHEMAS[kind];
  const result = (partial ? schema.partial().strict() : schema.strict()).safeParse(body);
  if (result.success) {
    if (!partial) return result.data;
    // An edit changes only what it names: a default (isActive, sortOrder) must not fill in what was left out.
    const given = new Set(Object.keys(body as object));
    return Object.fromEntries(Object.entries(result.data).filter(([key]) => given.has(key)));
  }
  const fields = Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]),
  );
  const [first] = Object.keys(fields);
  throw new AppError('VALIDATION_ERROR', { message: validationMessage(first), fields });
}

/** The operator console. Admins only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = { access: 'admin' as const };
  const tags = ['admin'];

  app.get(
    '/admin/overview',
    { config: admin, schema: { tags, response: { 200: successEnvelope(adminOverviewSchema) } } },
    async () => ({ success: true as const, data: await service.overview(db) }),
  );

  app.get(
    '/admin/bookings',
    {
      config: admin,
      schema: {
        tags,
        querystring: adminBookingQuerySchema,
        response: { 200: listEnvelope(adminBookingSchema) },
      },
    },
    async (req) => ({ success: true as const, ...(await service.searchBookings(db, req.query)) }),
  );

  app.get(
    '/admin/trucks',
    {
      config: admin,
      schema: { tags, querystring: adminTruckQuerySchema, response: { 200: listEnvelope(adminTruckSchema) } },
    },
    async (req) => ({ success: true as const, ...(await service.listTrucks(db, req.query)) }),
  );

  app.put(
    '/admin/trucks/:id/status',
    {
      config: admin,
      schema: {
        tags,
        params: foodTruckIdParamsSchema,
        body: truckStatusBodySchema,
        response: { 200: successEnvelope(adminTruckSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.changeTruckStatus(db, app.catalogCache, req.user!, req.params.id, req.body),
    }),
  );

  app.get(
    '/admin/catalogue',
    { config: admin, schema: { tags, response: { 200: successEnvelope(catalogueSchema) } } },
    async () => ({ success: true as const, data: await catalogue.catalogue(db) }),
  );

  // One body schema per kind: validated in the handler (a route schema cannot switch on a path parameter).
  app.post(
    '/admin/catalogue/:kind',
    {
      config: admin,
      schema: { tags, params: catalogueParamsSchema, body: z.record(z.string(), z.unknown()) },
    },
    async (req, reply) => {
      const data = await catalogue.createEntry(
        db,
        req.params.kind,
        parseBody(req.params.kind, req.body, false) as never,
      );
      app.catalogCache.invalidate();
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.put(
    '/admin/catalogue/:kind/:id',
    {
      config: admin,
      schema: { tags, params: catalogueItemParamsSchema, body: z.record(z.string(), z.unknown()) },
    },
    async (req) => {
      const data = await catalogue.updateEntry(
        db,
        req.params.kind,
        req.params.id,
        parseBody(req.params.kind, req.body, true) as never,
      );
      app.catalogCache.invalidate();
      return { success: true as const, data };
    },
  );
};
