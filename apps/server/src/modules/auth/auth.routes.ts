import { randomBytes } from 'node:crypto';
import {
  authStatusSchema,
  ERROR_CATALOG,
  HOUR_MS,
  kakaoCallbackResponseSchema,
  kakaoSignupBodySchema,
  loginBodySchema,
  loginResponseSchema,
  refreshResponseSchema,
  signupBodySchema,
  successEnvelope,
  type User,
  userSchema,
} from '@ft/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { sameSecret } from '../../lib/same-secret.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.ts';
import { toUser } from '../users/users.service.ts';
import * as service from './auth.service.ts';
import { fetchKakaoProfile, kakaoLoginUrl } from './kakao.ts';
import {
  KAKAO_SIGNUP_COOKIE,
  KAKAO_SIGNUP_TTL_MS,
  kakaoSignupExpired,
  startKakaoSignup,
} from './kakao-signup.ts';
import { createSession, deleteSession, retireSession } from './session.ts';

const TEN_MINUTES = 10 * 60 * 1000;
/**
 * Brute force is refused per address (a shared office still has room for its people) and per account *from
 * that address*. Across addresses an account is never locked, or anyone could lock anyone out: after many
 * failures from anywhere its log-ins are only slowed, and the right password still opens it.
 */
export const LOGIN_LIMITS = {
  /** Defaults of LOGIN_LIMIT_PER_IP and LOGIN_LIMIT_PER_ACCOUNT_AND_IP (config/env.ts). */
  perIp: 30,
  perAccountAndIp: 10,
  accountFailuresBeforeSlowdown: 20,
  slowdownMs: 1000,
  windowMs: TEN_MINUTES,
} as const;

const OAUTH_STATE_COOKIE = 'ft_oauth_state';

const STATE_PART = '[A-Za-z0-9_-]{8,128}';
/** The client's own state (what it checks on return), optional. */
const clientStateSchema = z.string().regex(new RegExp(`^${STATE_PART}$`), '로그인 요청이 올바르지 않아요');
/** What Kakao hands back: the server's guard, then the client's state after a dot when it sent one. */
const returnedStateSchema = z
  .string()
  .regex(new RegExp(`^${STATE_PART}(\\.${STATE_PART})?$`), '로그인 요청이 올바르지 않아요');

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['auth'];

  const limit = (key: string, max: number, windowMs: number) =>
    enforceRateLimit(app.rateLimiter, key, max, windowMs);

  async function openSession(reply: FastifyReply, user: User) {
    const session = await createSession(db, user.id);
    setSessionCookie(app, reply, session.token, session.expiresAt);
  }

  app.post(
    '/auth/signup',
    {
      config: { access: 'public', failureShape: 'credentials' },
      schema: { tags, body: signupBodySchema, response: { 201: loginResponseSchema } },
    },
    async (req, reply) => {
      await limit(`signup:ip:${req.ip}`, app.config.signupLimitPerHour, HOUR_MS);
      const user = await service.signup(db, req.body);
      await openSession(reply, user);
      return reply
        .status(201)
        .send({ success: true, user, message: '회원가입이 완료되었어요.', error: null });
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public', failureShape: 'credentials' },
      schema: {
        tags,
        body: loginBodySchema,
        response: { 200: loginResponseSchema, 401: loginResponseSchema },
      },
    },
    async (req, reply) => {
      const account = req.body.email.trim().toLowerCase();
      const failuresKey = `login:failures:${account}`;
      await limit(`login:ip:${req.ip}`, app.config.loginLimits.perIp, LOGIN_LIMITS.windowMs);
      await limit(
        `login:account-ip:${account}:${req.ip}`,
        app.config.loginLimits.perAccountAndIp,
        LOGIN_LIMITS.windowMs,
      );
      if ((await app.rateLimiter.count(failuresKey)) >= LOGIN_LIMITS.accountFailuresBeforeSlowdown) {
        await new Promise((resolve) => setTimeout(resolve, LOGIN_LIMITS.slowdownMs));
      }
      const user = await service.verifyCredentials(db, req.body.email, req.body.password);
      if (!user) {
        await app.rateLimiter.hit(failuresKey, Number.MAX_SAFE_INTEGER, LOGIN_LIMITS.windowMs);
        const message = ERROR_CATALOG.LOGIN_FAILED.message;
        // docs/product.md § API shape, plus the catalogue code every failure carries.
        return reply
          .status(401)
          .send({ success: false, user: null, message, error: message, code: 'LOGIN_FAILED' });
      }
      await openSession(reply, user);
      return { success: true, user, message: '로그인되었어요.', error: null };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: z.object({ success: z.literal(true) }) } },
    },
    async (req, reply) => {
      if (req.sessionTokenHash) await deleteSession(db, req.sessionTokenHash);
      clearSessionCookie(app, reply);
      return { success: true as const };
    },
  );

  app.get(
    '/auth/status',
    { config: { access: 'public' }, schema: { tags, response: { 200: authStatusSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const user = req.user ? toUser(req.user) : null;
      return { success: true as const, authenticated: user !== null, user };
    },
  );

  app.post(
    '/auth/refresh',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: refreshResponseSchema } } },
    async (req, reply) => {
      // Rotation: the old token stops working ROTATION_GRACE_MS after the new one is issued, so the calls
      // already on their way with it are still answered.
      const user = toUser(req.user!);
      await openSession(reply, user);
      if (req.sessionTokenHash) await retireSession(db, req.sessionTokenHash);
      return { success: true, user };
    },
  );

  app.get(
    '/auth/kakao/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: z.object({ state: clientStateSchema.optional() }),
        response: { 200: successEnvelope(z.object({ login_url: z.string() })) },
      },
    },
    async (req, reply) => {
      // Login CSRF: the guard is the server's own random value, bound to this browser by a cookie. A state
      // the client chose rides beside it for the client's own check, never as the protection: anybody can
      // make a victim's browser ask for a log-in with a state of their choosing.
      const guard = randomBytes(24).toString('base64url');
      const state = req.query.state ? `${guard}.${req.query.state}` : guard;
      const loginUrl = kakaoLoginUrl(app.config, state);
      reply.setCookie(OAUTH_STATE_COOKIE, guard, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/api/',
        maxAge: 600,
        secure: app.config.publicUrl.startsWith('https:'),
      });
      return { success: true as const, data: { login_url: loginUrl } };
    },
  );

  app.get(
    '/v1/auth/kakao/callback',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: z.object({ code: z.string().min(1).max(1024), state: returnedStateSchema }),
        response: { 200: kakaoCallbackResponseSchema },
      },
    },
    async (req: FastifyRequest<{ Querystring: { code: string; state: string } }>, reply) => {
      // Login CSRF: only the browser that started this log-in holds the guard's cookie. The guard Kakao hands
      // back and the cookie must be present and equal, and the cookie is spent whatever the outcome.
      const expected = req.cookies[OAUTH_STATE_COOKIE];
      reply.clearCookie(OAUTH_STATE_COOKIE, { path: '/api/' });
      const guard = req.query.state.split('.')[0]!;
      if (!expected || !sameSecret(guard, expected)) {
        throw new AppError('AUTH_ERROR', {
          message: '로그인 요청이 만료되었거나 올바르지 않아요. 다시 시도해주세요.',
        });
      }
      const profile = await fetchKakaoProfile(app.config, req.query.code);
      const user = await service.findKakaoUser(db, service.kakaoIdentity(profile));
      if (user) {
        await openSession(reply, user);
        return { success: true as const, user };
      }
      // A new person: no account until they agree to the required consents (docs/decisions/035). What Kakao
      // said waits on the server, the browser holds the key to it.
      const pending = await startKakaoSignup(db, profile);
      reply.setCookie(KAKAO_SIGNUP_COOKIE, pending.token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/api/',
        maxAge: KAKAO_SIGNUP_TTL_MS / 1000,
        secure: app.config.publicUrl.startsWith('https:'),
      });
      return { success: true as const, user: null, signup: { nickname: pending.row.nickname } };
    },
  );

  app.post(
    '/v1/auth/kakao/signup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: kakaoSignupBodySchema,
        response: { 201: z.object({ success: z.literal(true), user: userSchema }) },
      },
    },
    async (req, reply) => {
      const token = req.cookies[KAKAO_SIGNUP_COOKIE];
      if (!token || token.length > 128) {
        throw kakaoSignupExpired();
      }
      const user = await service.completeKakaoSignup(db, token, req.body.consents);
      reply.clearCookie(KAKAO_SIGNUP_COOKIE, { path: '/api/' });
      await openSession(reply, user);
      return reply.status(201).send({ success: true as const, user });
    },
  );
};
