import type { FastifyInstance } from 'fastify';

/**
 * Not traced: probes and scrapes (every few seconds, nothing to follow) and the live event stream, whose reply
 * is hijacked and open for as long as a screen is (decision 057).
 */
const UNTRACED = new Set([
  '/api/health',
  '/api/health/live',
  '/api/health/ready',
  '/api/metrics',
  '/api/v1/events',
]);

/**
 * A server span for each request, through @fastify/otel (Fastify's own instrumentation, a plugin: nothing is
 * patched at load), continuing the caller's W3C trace context. Registered before any route, since it wires
 * each route as it is added. One span a request: hook and handler spans would outnumber the statements.
 */
export async function registerTracing(app: FastifyInstance): Promise<void> {
  const { default: FastifyOtelInstrumentation } = await import('@fastify/otel');
  const instrumentation = new FastifyOtelInstrumentation({
    instrumentHooks: false,
    instrumentHandler: false,
    ignorePaths: (route) => UNTRACED.has(route.url),
    // Named as the semantic conventions name a server span (`GET /api/v1/foodtrucks/:id`), and the path
    // without its query: queries carry search words, and signed links their signatures.
    requestHook: (span, request) => {
      const route = request.routeOptions.url;
      span.updateName(route ? `${request.method} ${route}` : request.method);
      span.setAttribute('url.path', request.url.split('?')[0] ?? '/');
    },
  });
  await app.register(instrumentation.plugin());
}
