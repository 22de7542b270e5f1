import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { redactSecrets, redactUrl, setKoreanValidationMessages } from '@ft/shared';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import { registerJobs } from './jobs/index.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './lib/rate-limiter.ts';
import { createSecretBox, loadOrCreateKey, type SecretBox } from './lib/secret-box.ts';
import type { Storage } from './lib/storage.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { bookingRoutes } from './modules/bookings/bookings.routes.ts';
import { counterOfferRoutes, quoteRoutes } from './modules/bookings/offers.routes.ts';
import { consentRoutes } from './modules/consents/consents.routes.ts';
import { eventRoutes } from './modules/events/events.routes.ts';
import { CatalogCache } from './modules/foodtrucks/catalog-cache.ts';
import { foodTruckRoutes } from './modules/foodtrucks/foodtrucks.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { keptTruckRoutes } from './modules/kept-trucks/kept-trucks.routes.ts';
import { messageRoutes } from './modules/messages/messages.routes.ts';
import { notificationPreferenceRoutes } from './modules/notification-preferences/notification-preferences.routes.ts';
import { notificationFailureRoutes } from './modules/notifications/notification-failures.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.ts';
import type { PaymentGateway } from './modules/payments/gateway/gateway.ts';
import { paymentGatewayFor } from './modules/payments/payment-gateway-setup.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import type { PaymentDeps } from './modules/payments/payments.service.ts';
import { policyRoutes } from './modules/policies/policies.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { bookingReviewRoutes } from './modules/reviews/reviews.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { settlementRoutes } from './modules/settlements/settlements.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { telemetryRoutes } from './modules/telemetry/telemetry.routes.ts';
import { testClockRoutes } from './modules/test-clock/test-clock.routes.ts';
import { fileRoutes } from './modules/uploads/files.routes.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { reviewRoutes, vendorRoutes } from './modules/vendors/vendors.routes.ts';
import { enforceAccess, requireDeclaredAccess } from './plugins/access.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { openapiOptions } from './plugins/openapi.ts';
import { registerRequestGuard } from './plugins/request-guard.ts';
import { registerSession } from './plugins/session.ts';
import { registerStorableTextGuard } from './plugins/storable-text.ts';
import { registerTracing } from './plugins/tracing.ts';
import { isRendererRequest, registerWeb } from './plugins/web.ts';
import { loadWebBuild } from './plugins/web-build.ts';

// A field whose schema names no message is told ours, in Korean, never zod's own words (decision 076).
setKoreanValidationMessages();

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    storage: Storage;
    startedAt: number;
    /** Set on SIGTERM (server.ts): readiness fails from then on, while requests are still answered. */
    lifecycle: { draining: boolean };
    catalogCache: CatalogCache;
    rateLimiter: RateLimiter;
    /** Seals payout account numbers (docs/product.md § Domain, Food truck). */
    payoutBox: SecretBox;
    /** The payment gateway and what the payment service needs with it (modules/payments). */
    payments: PaymentDeps;
  }
}

export interface AppDeps {
  config: AppConfig;
  database: Database;
  storage: Storage;
  /** Pino options; tests pass false. */
  logger?: boolean | object;
  /** Defaults to Redis when REDIS_URL is set, memory otherwise. */
  rateLimiter?: RateLimiter;
  /** Defaults to the configured key, or the one kept in DATA_DIR (`payoutBoxFor`). */
  payoutBox?: SecretBox;
  /** Defaults to Toss with the configured keys, or the payment sandbox at TOSS_SANDBOX_URL (테스트 결제). */
  paymentGateway?: PaymentGateway;
  /**
   * The serving process's jobs too (server.ts): notice, email and 알림톡 delivery, refunds, the session sweep and
   * the file clean-up (src/jobs). Tests leave them off and call that work with the moment they need.
   */
  serverJobs?: boolean;
}

const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const REQUEST_ID_PATTERN = /^[A-Za-z0-9\-_.]{8,64}$/;
const TRACEPARENT_PATTERN = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;

/** W3C trace context from the browser, so one page's calls can be followed across log lines. */
function traceOf(header: string | string[] | undefined): { traceId?: string; spanId?: string } {
  const match = typeof header === 'string' ? TRACEPARENT_PATTERN.exec(header) : null;
  return match ? { traceId: match[1], spanId: match[2] } : {};
}

/** The Kakao postcode service: its script, and the frame it draws the search in. */
const POSTCODE_SCRIPT_ORIGINS = ['https://t1.daumcdn.net', 'https://t1.kakaocdn.net'];
const TOSS_WIDGET_ORIGINS = ['https://*.tosspayments.com'];
const POSTCODE_FRAME_ORIGINS = ['https://postcode.map.daum.net', 'https://postcode.map.kakao.com'];

/** The payout-number box: the configured key, or the one generated into DATA_DIR on first start. */
export function payoutBoxFor(config: AppConfig): SecretBox {
  return createSecretBox(
    loadOrCreateKey(config.payoutEncryptionKey, path.join(config.dataDir, 'payout-key')),
  );
}

/** Builds the whole app without opening a port: server.ts listens, tests use app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  // Before anything that needs closing: without Toss keys or a sandbox there is no gateway, and no app.
  const gateway = paymentGatewayFor(config, deps.paymentGateway);
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            // docs/product.md § Validation: no secret reaches a log line, whatever key it hides under.
            formatters: { log: (object) => redactSecrets(object) },
            ...(typeof deps.logger === 'object' ? deps.logger : {}),
          },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    // Off unless configured: otherwise X-Forwarded-For lets a client pick the address its limits count.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fastify turns Node's request timeout off; a slow body is cut off (408) and checked for often enough
    // that it goes within a few seconds of the limit, not Node's default 30 s later.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, config.requestTimeoutMs / 4)),
    },
    // One line per request, written below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  // First of all: it wires each route as it is added (plugins/tracing.ts).
  if (config.tracing) await registerTracing(app);
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('storage', deps.storage);
  app.decorate('startedAt', performance.now());
  app.decorate('lifecycle', { draining: false });
  app.decorate('catalogCache', new CatalogCache({ ttlMs: config.catalogCacheTtlMs }));
  app.decorate('payoutBox', deps.payoutBox ?? payoutBoxFor(config));
  const rateLimiter =
    deps.rateLimiter ??
    (config.redisUrl ? createRedisRateLimiter(new Redis(config.redisUrl)) : createMemoryRateLimiter());
  app.decorate('rateLimiter', rateLimiter);
  app.addHook('onClose', () => rateLimiter.close());
  app.decorate('payments', {
    db: deps.database.db,
    gateway,
    commissionRate: config.commissionRate,
    storage: deps.storage,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/') || request.url.startsWith('/files/')) {
      // Scripts, styles and images are not documents: page-level policies on them are ~600 bytes of noise per
      // request (docs/product.md § Performance counts every byte of first-load JS). nosniff and CORP still
      // apply.
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      return;
    }
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // The server renderer's own calls into the API are part of the page request already logged.
    if (isRendererRequest(request)) return;
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ip: request.ip,
        ...traceOf(request.headers.traceparent),
      },
      'request',
    );
  });

  const web = config.webDistDir ? await loadWebBuild(config.webDistDir) : undefined;

  // External plugins first, then our own rules, then the routes (fastify/demo order).
  // Security headers from helmet, its middleware built once: @fastify/helmet builds it again on every
  // request (parsing the CSP directives each time), a measurable share of a cheap request's cost.
  // Toss's payment widget (its script, frames and calls) when real keys are set; the sandbox needs none.
  const tossOrigins = config.toss ? TOSS_WIDGET_ORIGINS : [];
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Address search in the booking flow (docs/decisions/009).
        scriptSrc: ["'self'", ...(web?.scriptHashes ?? []), ...POSTCODE_SCRIPT_ORIGINS, ...tossOrigins],
        frameSrc: [...POSTCODE_FRAME_ORIGINS, ...tossOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...tossOrigins],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https:'),
  });
  app.addHook('onRequest', (request, reply, next) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => next(error as Error | undefined));
  });
  await app.register(cookie);
  // Brotli 5 instead of the default 4: ~6 % smaller pages for the same ~2 ms, which keeps the truck list's
  // HTML nearer the first round trip of a new connection on a slow phone network.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(swagger, openapiOptions(config));
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  requireDeclaredAccess(app);
  registerErrorHandler(app);
  registerRequestGuard(app, config.publicUrl);
  registerStorableTextGuard(app);
  registerSession(app);
  enforceAccess(app);

  await app.register(healthRoutes, { prefix: '/api' });
  registerMetrics(app, config.metricsToken);
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api/v1' });
  await app.register(accountRoutes, { prefix: '/api/v1' });
  await app.register(consentRoutes, { prefix: '/api/v1' });
  await app.register(notificationPreferenceRoutes, { prefix: '/api/v1' });
  await app.register(passwordResetRoutes, { prefix: '/api/v1' });
  await app.register(telemetryRoutes, { prefix: '/api/v1' });
  await app.register(referenceRoutes, { prefix: '/api/v1' });
  await app.register(policyRoutes, { prefix: '/api/v1' });
  await app.register(siteRoutes, { prefix: '/api/v1' });
  await app.register(foodTruckRoutes, { prefix: '/api/v1' });
  await app.register(uploadRoutes, { prefix: '/api/v1' });
  await app.register(vendorRoutes, { prefix: '/api/v1' });
  await app.register(reviewRoutes, { prefix: '/api/v1' });
  await app.register(settlementRoutes, { prefix: '/api/v1' });
  await app.register(notificationRoutes, { prefix: '/api/v1' });
  await app.register(notificationFailureRoutes, { prefix: '/api/v1' });
  await app.register(eventRoutes, { prefix: '/api/v1' });
  await app.register(availabilityRoutes, { prefix: '/api/v1' });
  await app.register(adminRoutes, { prefix: '/api/v1' });
  await app.register(bookingRoutes, { prefix: '/api/v1' });
  await app.register(quoteRoutes, { prefix: '/api/v1' });
  await app.register(counterOfferRoutes, { prefix: '/api/v1' });
  await app.register(bookingReviewRoutes, { prefix: '/api/v1' });
  await app.register(keptTruckRoutes, { prefix: '/api/v1' });
  await app.register(messageRoutes, { prefix: '/api/v1' });
  await app.register(paymentRoutes, { prefix: '/api/v1' });
  if (config.testClock) await app.register(testClockRoutes, { prefix: '/api' });
  await app.register(seoRoutes);
  // Private documents by signed URL, and public images when they live in S3 (decisions 084 and 085): before the web
  // plugin, whose not-found handler answers whatever is left.
  await app.register(fileRoutes);
  await registerWeb(app, web);
  // Last: they start once the app is ready and stop first when it closes (src/jobs/index.ts).
  registerJobs(app, { maintenance: config.bookingMaintenance, server: deps.serverJobs ?? false });
  return app;
}
