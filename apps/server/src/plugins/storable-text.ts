import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath, withoutDirectionControls } from '@ft/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * Every text column refuses a NUL and a lone surrogate, and PostgreSQL then refuses the whole statement (a
 * 500). One rule for every request, before its contract: the field that carries one is named in a 400.
 * Direction controls, which make stored text show reversed on other people's screens, are taken out first.
 */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    request.body = withoutDirectionControls(request.body);
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
