import { type AccessRule, ROLE_REFUSALS, roleMayPass } from '@ft/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

// Every /api route declares who may call it (a shared AccessRule); the server refuses to start otherwise.
declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyInstance {
    /** Every /api route with its declared rule: tests walk it to try each route as the wrong person. */
    accessRules: { method: string; url: string; access: AccessRule }[];
  }
}

export function requireDeclaredAccess(app: FastifyInstance): void {
  const rules: FastifyInstance['accessRules'] = [];
  app.decorate('accessRules', rules);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) return;
    const access = (route.config as { access?: AccessRule } | undefined)?.access;
    if (!access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule (config.access)`);
    }
    for (const method of [route.method].flat())
      if (method !== 'HEAD') rules.push({ method, url: route.url, access });
  });
}

/** A guest's 401: a plain "sign in", or what became of the session their cookie named. */
function signInRequired(problem: 'invalid' | 'expired' | null): AppError {
  if (problem === 'invalid') return new AppError('AUTH_TOKEN_INVALID');
  if (problem === 'expired') return new AppError('AUTH_TOKEN_EXPIRED');
  return new AppError('AUTH_ERROR', { message: '로그인이 필요합니다.' });
}

/**
 * Enforces the declared rule before the handler runs: 401 for a guest on a signed-in route, 403 for a
 * signed-in person without the role. Resource ownership is checked by each service (and answers 404).
 */
export function enforceAccess(app: FastifyInstance): void {
  // Before the body is read (after the session hook, registered earlier): a guest learns they must sign in,
  // not what the body should have looked like, and costs no parsing.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const user = request.user;
    if (!user) throw signInRequired(request.sessionCookieProblem);
    if ((access === 'vendor' || access === 'admin') && !roleMayPass(access, user.role)) {
      throw new AppError('ROLE_REQUIRED', { message: ROLE_REFUSALS[access].message });
    }
  });
}
