import { ERROR_CATALOG, type ErrorCode, SERVER_CODE_BY_STATUS, validationMessage } from '@ft/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable, postgresError } from '../lib/db-errors.ts';
import { loggableError } from '../lib/loggable-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `credentials`: the route's failures keep the log-in answer of docs/product.md § API,
     * `{ success, user, message, error }` (plus `code`, `fields`), whatever refused the call — its schema (400),
     * a rate limit (429), the request guard (403) — not only the wrong password its handler answers.
     */
    failureShape?: 'credentials';
  }
}

function send(
  reply: FastifyReply,
  code: ErrorCode,
  opts: { message?: string; fields?: Record<string, string> } = {},
) {
  const definition = ERROR_CATALOG[code];
  const error = opts.message ?? definition.message;
  const credentials = reply.request.routeOptions.config?.failureShape === 'credentials';
  return reply.status(definition.status || 500).send({
    success: false,
    ...(credentials ? { user: null, message: error } : {}),
    error,
    code,
    ...(opts.fields ? { fields: opts.fields } : {}),
  });
}

/**
 * The one place that turns a thrown error into the envelope of docs/product.md § API. No 5xx leaks a stack,
 * SQL or path.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ error: loggableError(error.cause ?? error) }, error.code);
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.code, {
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        if (name && !fields[name]) fields[name] = issue.message || validationMessage(name);
      }
      const first = Object.keys(fields)[0];
      return send(reply, 'VALIDATION_ERROR', { message: validationMessage(first), fields });
    }
    // A body that is not JSON at all, as opposed to JSON with wrong fields (VALIDATION_ERROR above).
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      request.log.info({ code: error.code }, 'request rejected');
      return send(reply, 'INVALID_FORMAT');
    }
    const mapped = error.statusCode
      ? (SERVER_CODE_BY_STATUS as Record<number, ErrorCode>)[error.statusCode]
      : undefined;
    if (mapped && error.statusCode && error.statusCode < 500) {
      request.log.info({ code: error.code, statusCode: error.statusCode }, 'request rejected');
      return send(reply, mapped);
    }
    // The database is away (restarting, failing over, unreachable): a passing state, said as such. The pool
    // reconnects on its own once it is back.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ error: loggableError(error) }, 'database unavailable');
      return send(reply, 'SERVICE_UNAVAILABLE');
    }
    // A statement the database refused that no service turned into an answer: a fault of ours, named as one
    // for the operators (its own code and severity), in words that leak no SQL.
    if (postgresError(error)) {
      request.log.error({ error: loggableError(error) }, 'database error');
      return send(reply, 'DATABASE_ERROR');
    }
    request.log.error({ error: loggableError(error) }, 'unhandled error');
    return send(reply, 'INTERNAL_SERVER_ERROR');
  });
}
