import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from '@ft/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * Every text column refuses a NUL and a lone surrogate, and PostgreSQL then refuses the whole statement (a
 * 500). One rule for every request, before its contract: the field that carries one is named in a 400.
 */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = unstorableTextPath(part);
      if (field) {
        throw new AppError('VALIDATION_ERROR', {
          message: UNSTORABLE_TEXT_MESSAGE,
          fields: { [field]: UNSTORABLE_TEXT_MESSAGE },
        });
      }
    }
  });
}
