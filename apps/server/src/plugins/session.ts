import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { users } from '../db/schema/index.ts';
import { extendSession, findSession, SESSION_COOKIE } from './session-store.ts';

export type SessionUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, or null for a guest. Set for /api requests only. */
    user: SessionUser | null;
    sessionTokenHash: string | null;
    /**
     * Why a session cookie that came along signs no one in: `invalid` when it is not a token this server
     * issues, `expired` when it was one but its session has ended (expired, signed out, replaced).
     */
    sessionCookieProblem: 'invalid' | 'expired' | null;
  }
}

/** What createSession puts in the cookie: 32 random bytes, base64url. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: app.config.publicUrl.startsWith('https:'),
    expires: expiresAt,
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.publicUrl.startsWith('https:'),
  });
}

/** Reads the session cookie of /api calls: opaque token → its hash → the session row and its user. */
export function registerSession(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('sessionCookieProblem', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const wellFormed = TOKEN_FORMAT.test(token);
    const session = wellFormed ? await findSession(app.database.db, token) : undefined;
    if (!session) {
      // A forged, expired or revoked cookie: forget it rather than send it forever.
      request.sessionCookieProblem = wellFormed ? 'expired' : 'invalid';
      clearSessionCookie(app, reply);
      return;
    }
    request.user = session.user;
    request.sessionTokenHash = session.tokenHash;
    const extended = await extendSession(app.database.db, session.tokenHash, session.expiresAt);
    if (extended) setSessionCookie(app, reply, token, extended);
  });
}
