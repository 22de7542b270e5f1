import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';

/** One span as an OTLP/JSON export carries it, its attributes flattened and its resource's service name. */
export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP's numbers: 1 internal, 2 server, 3 client. */
  kind: number;
  status: { code?: number; message?: string };
  attributes: Record<string, string | number | boolean>;
}

export const SPAN_KIND = { server: 2, client: 3 } as const;

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: (Omit<CollectedSpan, 'attributes' | 'service'> & { attributes?: OtlpAttribute[] })[];
    }[];
  }[];
}

const attributeValue = (value: OtlpValue) =>
  value.stringValue ??
  (value.intValue !== undefined ? Number(value.intValue) : undefined) ??
  value.boolValue ??
  value.doubleValue ??
  '';

const flatten = (attributes: OtlpAttribute[] = []) =>
  Object.fromEntries(attributes.map((attribute) => [attribute.key, attributeValue(attribute.value)]));

/**
 * A loopback stand-in for an OpenTelemetry Collector's OTLP/HTTP receiver: POST /v1/traces with a JSON export
 * (gzip or not), answered as the collector does. Keeps every span it is sent.
 */
export async function startOtlpCollector() {
  const spans: CollectedSpan[] = [];
  const collector = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
  collector.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    try {
      const text = req.headers['content-encoding'] === 'gzip' ? gunzipSync(body as Buffer) : body;
      done(null, JSON.parse(String(text)));
    } catch (error) {
      done(error as Error);
    }
  });
  collector.post('/v1/traces', async (req) => {
    for (const resourceSpans of (req.body as OtlpExport).resourceSpans ?? []) {
      const service = String(flatten(resourceSpans.resource?.attributes)['service.name'] ?? '');
      for (const scope of resourceSpans.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) {
          spans.push({ ...span, service, attributes: flatten(span.attributes) });
        }
      }
    }
    return { partialSuccess: {} };
  });
  await collector.listen({ port: 0, host: '127.0.0.1' });
  const address = collector.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    /** OTEL_EXPORTER_OTLP_ENDPOINT: the exporter adds /v1/traces. */
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    /** Waits until a span matching `predicate` has arrived (exports are batched). */
    async waitFor(predicate: (span: CollectedSpan) => boolean, timeoutMs = 15_000): Promise<CollectedSpan> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = spans.find(predicate);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no such span among ${spans.length} collected`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => collector.close(),
  };
}
