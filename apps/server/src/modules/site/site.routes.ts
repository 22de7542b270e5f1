import { type SiteInfo, siteInfoSchema, successEnvelope } from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kakaoConfigured } from '../auth/auth.service.ts';

/**
 * How this server is set up, as far as the screens must know: the business details for the footer and whether
 * Kakao log-in can work. Read from the configuration, so it changes only with a restart.
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const site: SiteInfo = { business: app.config.business, kakaoLogin: kakaoConfigured(app.config) };
  app.get(
    '/site',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], response: { 200: successEnvelope(siteInfoSchema) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data: site };
    },
  );
};
