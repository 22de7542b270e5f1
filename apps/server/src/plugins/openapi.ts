import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import {
  bookingDetailSchema,
  CLIENT_VERSION_HEADER,
  errorEnvelopeSchema,
  foodTruckDetailSchema,
  foodTruckSummarySchema,
  messageSchema,
  notificationSchema,
  paymentSchema,
  quoteSchema,
  reviewSchema,
  settlementSchema,
  userSchema,
} from '@ft/shared';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config/env.ts';
import { SESSION_COOKIE } from './session-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The multipart form a route reads itself with `req.parts()`, for the API document only: field name →
     * one file, several files, or a text field.
     */
    multipartForm?: Record<string, 'file' | 'files' | 'text'>;
  }
}

// The shapes a client meets most, as named components (the web app never loads this: the names stay server-side).
for (const [schema, id] of [
  [errorEnvelopeSchema, 'ErrorEnvelope'],
  [userSchema, 'User'],
  [foodTruckSummarySchema, 'FoodTruckSummary'],
  [foodTruckDetailSchema, 'FoodTruckDetail'],
  [bookingDetailSchema, 'BookingDetail'],
  [quoteSchema, 'Quote'],
  [paymentSchema, 'Payment'],
  [settlementSchema, 'Settlement'],
  [reviewSchema, 'Review'],
  [messageSchema, 'Message'],
  [notificationSchema, 'Notification'],
] as const) {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];
const ERROR_ENVELOPE = { $ref: '#/components/schemas/ErrorEnvelope' };

/** `POST /api/v1/bookings/:id/status` → `postV1BookingsIdStatus`: unique, as method and path are. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

function multipartBody(form: Record<string, 'file' | 'files' | 'text'>) {
  const binary = { type: 'string', format: 'binary' };
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(form).map(([name, kind]) => [
        name,
        kind === 'text' ? { type: 'string' } : kind === 'files' ? { type: 'array', items: binary } : binary,
      ]),
    ),
  };
}

/**
 * The API document at /api/docs (docs/decisions/055): the JSON API only (pages, files and robots are left out),
 * each operation with an id, a summary, who may call it (the session cookie, or nobody's), the header every
 * state-changing browser call carries, and the error envelope on its 4xx and 5xx answers; the zod schemas
 * named in shared (`.meta({ id })`) become components.
 */
export function openapiOptions(config: AppConfig): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '푸드트럭 예약 API',
        version: '1.0.0',
        description:
          'Every answer is `{ success: true, data }` or the error envelope (docs/product.md § API).',
        license: { name: 'Proprietary' },
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Set by log-in.' },
        },
      },
    },
    transformObject(input) {
      const document = jsonSchemaTransformObject(input) as {
        paths?: object;
        components?: { schemas?: Record<string, unknown> };
      };
      // zod's input and output shapes of each named schema both arrive; keep those an operation reaches.
      const schemas = document.components?.schemas ?? {};
      const refsIn = (value: unknown) =>
        [...JSON.stringify(value ?? {}).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
      const kept = new Set(refsIn(document.paths));
      for (const name of kept) for (const ref of refsIn(schemas[name])) kept.add(ref);
      for (const name of Object.keys(schemas)) if (!kept.has(name)) delete schemas[name];
      return document as ReturnType<typeof jsonSchemaTransformObject>;
    },
    transform(input) {
      const { route, url } = input;
      if (!url.startsWith('/api/') || url.startsWith('/api/docs')) {
        return { schema: { ...input.schema, hide: true }, url };
      }
      const schema = jsonSchemaTransform(input).schema as unknown as Record<string, unknown>;
      const method = [route.method].flat()[0] ?? 'GET';
      const routeConfig = route.config as
        | {
            access?: string;
            serverToServer?: boolean;
            multipartForm?: Record<string, 'file' | 'files' | 'text'>;
          }
        | undefined;
      const responses = (schema.response ?? {}) as Record<string, unknown>;
      // A route that answers something other than a declared schema (an event stream, a per-kind body).
      if (!Object.keys(responses).some((status) => status.startsWith('2'))) {
        responses['2XX'] = { description: 'Success', type: 'object' };
      }
      const doc: Record<string, unknown> = {
        ...schema,
        operationId: schema.operationId ?? operationIdOf(method, url),
        summary: schema.summary ?? `${method} ${url.replace(/:(\w+)/g, '{$1}')}`,
        security: routeConfig?.access === 'public' || !routeConfig?.access ? [] : [{ session: [] }],
        response: { ...responses, '4XX': ERROR_ENVELOPE, '5XX': ERROR_ENVELOPE },
      };
      if (!SAFE_METHODS.includes(method) && !routeConfig?.serverToServer) {
        const headers = (schema.headers ?? { type: 'object', properties: {} }) as {
          properties?: Record<string, unknown>;
          required?: string[];
        };
        doc.headers = {
          ...headers,
          properties: {
            ...headers.properties,
            [CLIENT_VERSION_HEADER]: {
              type: 'string',
              description:
                'The web app sends its version; a state-changing call without it is refused (403).',
            },
          },
          required: [...(headers.required ?? []), CLIENT_VERSION_HEADER],
        };
      }
      if (routeConfig?.multipartForm) {
        doc.consumes = ['multipart/form-data'];
        doc.body = multipartBody(routeConfig.multipartForm);
      }
      return { schema: doc, url };
    },
  };
}
