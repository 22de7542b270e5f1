import { accountDeletionBodySchema, kakaoUnlinkCallbackSchema, successEnvelope } from '@ft/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { clearSessionCookie } from '../../plugins/session.ts';
import { isKakaoUnlinkCallback, KAKAO_UNLINKS_JOB } from '../auth/auth.service.ts';
import * as service from './account.service.ts';

type KakaoUnlinkCallback = z.infer<typeof kakaoUnlinkCallbackSchema>;

/** 탈퇴: the account's own end; and its end from Kakao's side (연결 끊기 알림). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Without the admin key there is nothing to unlink with (and its job does not run: auth.jobs.ts).
  const unlinkKakao = Boolean(app.config.kakao.adminKey);
  const signedIn = { config: { access: 'signed-in' as const } };
  const tags = ['users'];

  app.delete(
    '/users/me',
    {
      ...signedIn,
      schema: {
        tags,
        body: accountDeletionBodySchema,
        response: { 200: successEnvelope(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (req, reply) => {
      await service.deleteAccount(db, app.storage, req.user!.id, { unlinkKakao });
      // Kakao is called after the commit, never inside it; what it cannot take now is tried again later.
      if (unlinkKakao) app.jobs.wake(KAKAO_UNLINKS_JOB);
      clearSessionCookie(app, reply);
      return { success: true as const, data: { deleted: true as const } };
    },
  );

  // Kakao calls it with GET or POST, as the app's settings say (a form body for POST); it checks only for a 200.
  await app.register(async (callback) => {
    callback.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const receive = async (
      authorization: string | undefined,
      notice: KakaoUnlinkCallback,
    ): Promise<{ received: true }> => {
      if (!isKakaoUnlinkCallback(app.config, authorization, notice.app_id)) {
        throw new AppError('AUTH_ERROR', { message: '카카오에서 보낸 요청이 아니에요.' });
      }
      const outcome = await service.endKakaoLink(db, app.storage, notice.user_id);
      callback.log.info({ outcome, referrerType: notice.referrer_type }, 'kakao unlink callback');
      return { received: true };
    };
    const options = (part: 'querystring' | 'body') => ({
      config: { access: 'public' as const, serverToServer: true as const },
      schema: {
        tags,
        summary: "Kakao's unlink callback (연결 끊기 알림)",
        [part]: kakaoUnlinkCallbackSchema,
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    });
    callback
      .withTypeProvider<ZodTypeProvider>()
      .get('/auth/kakao/unlink', options('querystring'), (req) =>
        receive(req.headers.authorization, req.query as KakaoUnlinkCallback),
      );
    callback
      .withTypeProvider<ZodTypeProvider>()
      .post('/auth/kakao/unlink', options('body'), (req) =>
        receive(req.headers.authorization, req.body as KakaoUnlinkCallback),
      );
  });
};
