import { z } from 'zod';
import type { TracingConfig } from '../lib/tracing.ts';

const httpUrl = z.url({ protocol: /^https?$/, error: 'an http:// or https:// URL' });

/**
 * The standard OpenTelemetry variables the server checks at start (decision 057): traces over OTLP/HTTP when
 * either endpoint is set. The exporter itself reads them too, with OTEL_EXPORTER_OTLP_HEADERS and the rest.
 */
export const tracingEnvShape = {
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl.optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).max(100).default('foodtruck-booking'),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  /** The specification's switch: `true` turns the SDK off whatever else is set. */
  OTEL_SDK_DISABLED: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
};

type TracingEnv = z.infer<z.ZodObject<typeof tracingEnvShape>>;

export function tracingFromEnv(e: TracingEnv): TracingConfig | undefined {
  const endpoint = e.OTEL_EXPORTER_OTLP_ENDPOINT ?? e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  return endpoint && !e.OTEL_SDK_DISABLED
    ? { serviceName: e.OTEL_SERVICE_NAME, sampleRatio: e.OTEL_TRACES_SAMPLER_ARG }
    : undefined;
}
