import {
  type Attributes,
  context,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace';

/** OpenTelemetry traces, on when an OTLP endpoint is configured (config/env.ts `tracing`, decision 057). */
export interface TracingConfig {
  serviceName: string;
  /** Share of traces kept, by trace id, so every span of one trace is kept or dropped together. */
  sampleRatio: number;
}

export interface Tracing {
  /** Hands every finished span to the exporter now. */
  flush(): Promise<void>;
  /** Sends what is still buffered and stops; after it, spans go nowhere. */
  shutdown(): Promise<void>;
}

/**
 * The tracer our own spans come from (database statements, S3, SMTP). Until `startTracing` registers a provider
 * it is the API's no-op tracer, so code may call it whether tracing is on or not.
 */
export const tracer = trace.getTracer('foodtruck-booking');

/**
 * Registers the SDK: a provider exporting over OTLP/HTTP (JSON) in batches, the async-local-storage context,
 * W3C trace context, and `fetch`'s spans (Toss, Kakao, NHN) from undici's diagnostics channels. The SDK is
 * imported only here, so a server without an endpoint loads none of it. The exporter reads the standard
 * OTEL_EXPORTER_OTLP_* variables itself (endpoint, headers, timeout).
 */
export async function startTracing(
  config: TracingConfig,
  /** Where spans go instead of OTLP (tests keep them in memory). */
  exporter?: SpanExporter,
): Promise<Tracing> {
  const [{ AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, sdk, { OTLPTraceExporter }] =
    await Promise.all([
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/exporter-trace-otlp-http'),
    ]);
  const [{ resourceFromAttributes }, { UndiciInstrumentation }] = await Promise.all([
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const provider = new sdk.TracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    sampler: new sdk.TraceIdRatioBasedSampler(config.sampleRatio),
    spanProcessors: [
      new sdk.BatchSpanProcessor({
        exporter: exporter ?? new OTLPTraceExporter(),
        scheduledDelayMillis: Number(process.env.OTEL_BSP_SCHEDULE_DELAY) || 5000,
      }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const undici = new UndiciInstrumentation({
    // The address without its query, and by its route template (no payment key, order or app key in the path):
    // trace stores are not for secrets, nor for what names a person's payment.
    startSpanHook: (request) => {
      const url = outboundUrlForTrace(new URL(request.path, request.origin));
      const template = url.template ? { 'url.template': url.template } : {};
      return { 'url.full': url.full, 'url.path': url.path, 'url.query': '', ...template };
    },
  });
  undici.setTracerProvider(provider);
  undici.enable();
  return {
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      undici.disable();
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/**
 * Paths of calls out whose segments name a payment, an order or a credential, by their route template: a trace
 * keeps `/v1/payments/{paymentKey}/cancel`, never the key. Toss's (modules/payments/gateway/toss-client.ts) and
 * NHN Cloud's, which puts the app key in the path.
 */
const OUTBOUND_ROUTES: [RegExp, string][] = [
  [/^(.*\/v1\/payments)\/orders\/[^/]+$/, '$1/orders/{orderId}'],
  [/^(.*\/v1\/payments)\/(?!confirm$)[^/]+\/cancel$/, '$1/{paymentKey}/cancel'],
  [/^(.*\/v1\/payments)\/(?!confirm$)[^/]+$/, '$1/{paymentKey}'],
  [/^(.*\/appkeys)\/[^/]+(\/.*)?$/i, '$1/{appKey}$2'],
];

/**
 * What a trace may keep of an address we call: scheme, host and path, no query, and a path with a template in
 * OUTBOUND_ROUTES as its template (then also `template`).
 */
export function outboundUrlForTrace(url: URL): { full: string; path: string; template?: string } {
  const route = OUTBOUND_ROUTES.find(([pattern]) => pattern.test(url.pathname));
  if (!route) return { full: `${url.origin}${url.pathname}`, path: url.pathname };
  const template = url.pathname.replace(route[0], route[1]);
  return { full: `${url.origin}${template}`, path: template, template };
}

/**
 * Runs `work` — a call out — in a client span of its own, a child of whatever span is active, and ends it with
 * the outcome: an error marks the span (endWithError) and is thrown on.
 */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      endWithError(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * Marks a span failed by the error's code (a SQLSTATE, `ECONNREFUSED`) or its name, never its message: a
 * database's message can quote the value it refused (`invalid input syntax for type integer: "…"`).
 */
export function endWithError(span: Span, error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  const type = typeof code === 'string' ? code : error instanceof Error ? error.name : 'Error';
  span.setStatus({ code: SpanStatusCode.ERROR, message: type });
  span.setAttribute('error.type', type);
}

/** Whether a span is active here: statements outside any (start-up, the 1 s job polls) are not traced. */
export const insideSpan = () => trace.getSpan(context.active()) !== undefined;
