import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** Who may call a route. Every /api route declares one; the server refuses to start otherwise. */
export type AccessRule = 'public' | 'signed-in' | 'vendor' | 'admin';

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
    if (!user) throw new AppError('AUTH_ERROR', { message: '로그인이 필요합니다.' });
    if (access === 'vendor' && user.role !== 'vendor' && user.role !== 'admin') {
      throw new AppError('PERMISSION_ERROR', { message: '입점 승인된 사장님만 이용할 수 있어요.' });
    }
    if (access === 'admin' && user.role !== 'admin') {
      throw new AppError('PERMISSION_ERROR', { message: '운영자만 이용할 수 있어요.' });
    }
  });
}
