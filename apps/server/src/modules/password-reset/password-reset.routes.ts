import {
  PASSWORD_RESET_LIMITS,
  passwordResetConfirmSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
  successEnvelope,
} from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { createEmailChannel } from '../notifications/notifications.service.ts';
import * as service from './password-reset.service.ts';

/** Guessing a 256-bit token is hopeless; this only keeps a script from hammering argon2 through the form. */
const CONFIRM_LIMIT_PER_IP = 20;

/** 비밀번호 찾기 (docs/decisions/040): the request, and the new password from the link. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['auth'];
  const mail = createEmailChannel(app.config.mail);
  const inFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    // Requests already answered finish (their mail goes out) before the transport and database close.
    await Promise.all(inFlight);
    mail?.close();
  });

  app.post(
    '/auth/password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: passwordResetRequestSchema,
        response: { 200: successEnvelope(passwordResetRequestedSchema) },
      },
    },
    async (req) => {
      // Without SMTP nothing can reach the person: say so (the screen names the support contact).
      if (!mail) throw new AppError('PASSWORD_RESET_UNAVAILABLE');
      const { perIp, perEmail, windowMs } = PASSWORD_RESET_LIMITS;
      await enforceRateLimit(app.rateLimiter, `password-reset:ip:${req.ip}`, perIp, windowMs);
      // Per address whether it has an account or not: the limit itself must not tell.
      await enforceRateLimit(app.rateLimiter, `password-reset:email:${req.body.email}`, perEmail, windowMs);
      const work = service.resetInBackground(db, app.config, mail, req.body.email, req.log);
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
      return { success: true as const, data: { sent: true as const } };
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: passwordResetConfirmSchema,
        response: { 200: successEnvelope(z.object({ reset: z.literal(true) })) },
      },
    },
    async (req) => {
      await enforceRateLimit(
        app.rateLimiter,
        `password-reset-confirm:ip:${req.ip}`,
        CONFIRM_LIMIT_PER_IP,
        PASSWORD_RESET_LIMITS.windowMs,
      );
      await service.confirmReset(db, req.body.token, req.body.password);
      return { success: true as const, data: { reset: true as const } };
    },
  );
};
