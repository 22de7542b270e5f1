import { asStoredText, UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from '@ft/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * Every text column refuses a NUL and a lone surrogate, and PostgreSQL then refuses the whole statement (a
 * 500). One rule for every request, before its contract: the field that carries one is named in a 400.
 * First every text in the query and the body is made what is stored (`storedText`, decision 075): composed
 * (NFC), without the direction controls that make it show reversed on other people's screens and without
 * zero-width characters, so that the contract's "required" and "at most N characters" judge what is kept.
 */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // The parsed query is an object of a prototype-less class of its own; its entries are what count.
    request.query = asStoredText({ ...(request.query as object) });
    request.body = asStoredText(request.body);
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
