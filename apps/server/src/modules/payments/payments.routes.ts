import {
  balanceDueBodySchema,
  bookingIdParamsSchema,
  bookingPaymentsSchema,
  disputeBodySchema,
  disputeResolutionBodySchema,
  disputeResponseBodySchema,
  disputeSummarySchema,
  MINUTE_MS,
  paymentConfirmBodySchema,
  paymentCreateBodySchema,
  paymentOrderParamsSchema,
  paymentOrderSchema,
  paymentReceiptSchema,
  paymentSchema,
  paymentWebhookBodySchema,
  reconciliationQuerySchema,
  reconciliationSchema,
  successEnvelope,
  taxRequestBodySchema,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loggableError } from '../../lib/loggable-error.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import * as views from './payment-views.ts';
import * as service from './payments.service.ts';
import { reconcile } from './reconciliation.service.ts';
import {
  confirmService,
  listOpenDisputes,
  openDispute,
  resolveDispute,
  respondToDispute,
} from './service-confirmation.service.ts';
import { cancelForOverdueBalance, extendBalanceDue } from './unpaid-balance.service.ts';
import * as webhooks from './webhooks.service.ts';

/** Webhooks one address may send a minute: far above what the gateway sends a marketplace (decision 042). */
export const WEBHOOKS_PER_MINUTE = 120;
/** The webhook's body limit: Toss's Payment object with a few dozen cancels fits several times over. */
export const WEBHOOK_BODY_LIMIT_BYTES = 16 * 1024;
/** Webhooks acted on before they are answered; any other is stored and acted on by the sweep. */
const ACTED_ON_AT_ONCE = new Set(['PAYMENT_STATUS_CHANGED', 'DEPOSIT_CALLBACK']);

/** Payments of a booking; the gateway is the app's (`app.payments`). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.payments;
  const tags = ['payments'];
  const signedIn = { config: { access: 'signed-in' as const } };

  app.post(
    '/bookings/:id/payments',
    {
      ...signedIn,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        body: paymentCreateBodySchema,
        response: { 201: successEnvelope(paymentOrderSchema) },
      },
    },
    async (req, reply) => {
      await enforceRateLimit(app.rateLimiter, `payment-order:user:${req.user!.id}`, 30, 10 * MINUTE_MS);
      // The address the customer is on (behind the configured proxies, the public one): their session lives there.
      const origin = `${req.protocol}://${req.host}`;
      const order = await service.createPaymentOrder(deps, req.user!, req.params.id, req.body.kind, origin);
      return reply.status(201).send({ success: true as const, data: order });
    },
  );

  app.get(
    '/bookings/:id/payments',
    {
      ...signedIn,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        response: { 200: successEnvelope(bookingPaymentsSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await views.bookingPayments(deps, req.user!, req.params.id),
    }),
  );

  app.post(
    '/payments/confirm',
    {
      ...signedIn,
      schema: { tags, body: paymentConfirmBodySchema, response: { 200: successEnvelope(paymentSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await service.confirmPayment(deps, req.user!, req.body),
    }),
  );

  app.get(
    '/payments/orders/:orderId',
    {
      ...signedIn,
      schema: { tags, params: paymentOrderParamsSchema, response: { 200: successEnvelope(paymentSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await views.myPayment(deps.db, req.user!, req.params.orderId),
    }),
  );

  app.put(
    '/bookings/:id/tax-request',
    {
      ...signedIn,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        body: taxRequestBodySchema,
        response: { 200: successEnvelope(bookingPaymentsSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await views.saveTaxRequest(deps, req.user!, req.params.id, req.body),
    }),
  );

  // The truck's choices over an unpaid balance (decision 069): each answers with the booking's payments now.
  app.put(
    '/bookings/:id/balance-due',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The truck gives the customer more time for the balance',
        params: bookingIdParamsSchema,
        body: balanceDueBodySchema,
        response: { 200: successEnvelope(bookingPaymentsSchema) },
      },
    },
    async (req) => {
      await extendBalanceDue(deps, req.user!, req.params.id, req.body);
      return { success: true as const, data: await views.bookingPayments(deps, req.user!, req.params.id) };
    },
  );

  app.post(
    '/bookings/:id/balance-cancel',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The truck cancels a booking whose balance is overdue',
        params: bookingIdParamsSchema,
        response: { 200: successEnvelope(bookingPaymentsSchema) },
      },
    },
    async (req) => {
      await cancelForOverdueBalance(deps, req.user!, req.params.id);
      return { success: true as const, data: await views.bookingPayments(deps, req.user!, req.params.id) };
    },
  );

  app.put(
    '/bookings/:id/dispute/response',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The truck gives its side of a dispute of its service',
        params: bookingIdParamsSchema,
        body: disputeResponseBodySchema,
        response: { 200: successEnvelope(bookingPaymentsSchema) },
      },
    },
    async (req) => {
      await respondToDispute(deps, req.user!, req.params.id, req.body);
      return { success: true as const, data: await views.bookingPayments(deps, req.user!, req.params.id) };
    },
  );

  // 구매확정 and disputes (item 7): each answers with the booking's payments as they are now.
  app.post(
    '/bookings/:id/service-confirmation',
    {
      ...signedIn,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        response: { 200: successEnvelope(bookingPaymentsSchema) },
      },
    },
    async (req) => {
      await confirmService(deps, req.user!, req.params.id);
      return { success: true as const, data: await views.bookingPayments(deps, req.user!, req.params.id) };
    },
  );

  app.post(
    '/bookings/:id/dispute',
    {
      ...signedIn,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        body: disputeBodySchema,
        response: { 201: successEnvelope(bookingPaymentsSchema) },
      },
    },
    async (req, reply) => {
      await openDispute(deps, req.user!, req.params.id, req.body);
      const data = await views.bookingPayments(deps, req.user!, req.params.id);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/admin/disputes',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: successEnvelope(z.array(disputeSummarySchema)) } },
    },
    async () => ({ success: true as const, data: await listOpenDisputes(deps) }),
  );

  app.put(
    '/admin/disputes/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: bookingIdParamsSchema,
        body: disputeResolutionBodySchema,
        response: { 200: successEnvelope(bookingPaymentsSchema) },
      },
    },
    async (req) => {
      await resolveDispute(deps, req.user!, req.params.id, req.body);
      return { success: true as const, data: await views.bookingPayments(deps, req.user!, req.params.id) };
    },
  );

  app.get(
    '/admin/reconciliation',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: reconciliationQuerySchema,
        response: { 200: successEnvelope(reconciliationSchema) },
      },
    },
    async (req) => ({ success: true as const, data: await reconcile(deps, req.query.date) }),
  );

  app.get(
    '/payments/orders/:orderId/receipt',
    {
      ...signedIn,
      schema: {
        tags,
        params: paymentOrderParamsSchema,
        response: { 200: successEnvelope(paymentReceiptSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await views.paymentReceipt(deps.db, req.user!, req.params.orderId),
    }),
  );

  // The gateway's webhook: stored, then acted on by fetching the payment again (unsigned), then answered 200.
  app.post(
    '/payments/webhook',
    {
      config: { access: 'public', serverToServer: true },
      // Toss's bodies are a few KB; past this, 413 (decision 072).
      bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
      schema: {
        tags,
        body: paymentWebhookBodySchema,
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (req) => {
      // Public and unsigned: each address may send so many a minute (the gateway retries a 429 later).
      await enforceRateLimit(app.rateLimiter, `payments:webhook:${req.ip}`, WEBHOOKS_PER_MINUTE, MINUTE_MS);
      const stored = await webhooks.receiveWebhook(deps, req.body);
      if (ACTED_ON_AT_ONCE.has(stored.eventType)) {
        // Acted on before answering when it can be; a failure still answers 200 (it is stored for the sweep).
        await webhooks
          .processWebhook(deps, stored)
          .catch((error: unknown) =>
            req.log.warn({ error: loggableError(error) }, 'payment webhook left for the sweep'),
          );
      }
      return { received: true as const };
    },
  );
};
