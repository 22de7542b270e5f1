import {
  adminApplicationListQuerySchema,
  applicationDetailSchema,
  applicationIdParamsSchema,
  applicationListItemSchema,
  applicationRejectBodySchema,
  foodTruckIdParamsSchema,
  listEnvelope,
  ownTruckSchema,
  sameNameAnswerSchema,
  sameNameQuerySchema,
  successEnvelope,
  truckUpdateBodySchema,
  vendorApplicationBodySchema,
} from '@ft/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { startApplying } from './applying.service.ts';
import * as review from './review.service.ts';
import * as applications from './truck-application.service.ts';
import * as service from './vendors.service.ts';

export function vendorContext(app: FastifyInstance): service.VendorContext {
  return {
    db: app.database.db,
    box: app.payoutBox,
    cache: app.catalogCache,
    documentLink: service.documentLinkFor(app.storage),
  };
}

/** The supply side: applying, a vendor's own trucks (docs/product.md § Domain, Vendor application). */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = vendorContext(app);
  const tags = ['vendors'];
  const truckAnswer = successEnvelope(ownTruckSchema);

  app.post(
    '/foodtrucks/apply',
    {
      config: { access: 'signed-in' },
      schema: { tags, body: vendorApplicationBodySchema, response: { 201: truckAnswer } },
    },
    async (req, reply) => {
      const data = await applications.submitApplication(ctx, req.user!, req.body, { firstTruck: true });
      return reply.status(201).send({ success: true as const, data });
    },
  );

  /**
   * Whether listed trucks already go by the name the owner is typing (the form's gentle note: a name is never
   * refused for it; docs/decisions/080-trucks-that-share-a-name.md).
   */
  app.get(
    '/foodtrucks/apply/same-names',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        querystring: sameNameQuerySchema,
        response: { 200: successEnvelope(sameNameAnswerSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.sameNameCount(ctx, req.query.name, req.query.exceptTruckId),
    }),
  );

  /**
   * 입점 신청 starts: from now on the person may upload papers (POST /upload/document), which are for people in
   * the application flow, applicants and vendors. Saying so again changes nothing.
   */
  app.post(
    '/foodtrucks/apply/start',
    {
      config: { access: 'signed-in' },
      schema: { tags, response: { 200: successEnvelope(z.object({ applyingSince: z.string() })) } },
    },
    async (req) => {
      const applyingSince = await startApplying(ctx.db, req.user!);
      return { success: true as const, data: { applyingSince: applyingSince.toISOString() } };
    },
  );

  app.post(
    '/foodtrucks',
    {
      config: { access: 'vendor' },
      schema: { tags, body: vendorApplicationBodySchema, response: { 201: truckAnswer } },
    },
    async (req, reply) => {
      const data = await applications.submitApplication(ctx, req.user!, req.body, { firstTruck: false });
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/foodtrucks/mine',
    {
      config: { access: 'signed-in' },
      schema: { tags, response: { 200: successEnvelope(z.array(ownTruckSchema)) } },
    },
    async (req) => ({ success: true as const, data: await service.myTrucks(ctx, req.user!) }),
  );

  app.put(
    '/foodtrucks/:id',
    {
      // Owners and admins; anyone else learns nothing (404), checked by the service on the locked row.
      config: { access: 'signed-in' },
      schema: {
        tags,
        params: foodTruckIdParamsSchema,
        body: truckUpdateBodySchema,
        response: { 200: truckAnswer },
      },
    },
    async (req) => ({
      success: true as const,
      data: await applications.updateTruck(ctx, req.user!, req.params.id, req.body),
    }),
  );
};

/** The operator's review queue. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = vendorContext(app);
  const tags = ['admin'];
  const admin = { access: 'admin' as const };
  const detailAnswer = successEnvelope(applicationDetailSchema);

  app.get(
    '/admin/applications',
    {
      config: admin,
      schema: {
        tags,
        querystring: adminApplicationListQuerySchema,
        response: { 200: listEnvelope(applicationListItemSchema) },
      },
    },
    async (req) => ({ success: true as const, ...(await review.listApplications(ctx, req.query)) }),
  );

  app.get(
    '/admin/applications/:id',
    { config: admin, schema: { tags, params: applicationIdParamsSchema, response: { 200: detailAnswer } } },
    async (req) => ({
      success: true as const,
      data: await review.applicationDetail(ctx, req.params.id, req.user!),
    }),
  );

  app.post(
    '/admin/applications/:id/approve',
    { config: admin, schema: { tags, params: applicationIdParamsSchema, response: { 200: detailAnswer } } },
    async (req) => ({ success: true as const, data: await review.approve(ctx, req.params.id, req.user!) }),
  );

  app.post(
    '/admin/applications/:id/reject',
    {
      config: admin,
      schema: {
        tags,
        params: applicationIdParamsSchema,
        body: applicationRejectBodySchema,
        response: { 200: detailAnswer },
      },
    },
    async (req) => ({
      success: true as const,
      data: await review.reject(ctx, req.params.id, req.user!, req.body.reason),
    }),
  );
};
