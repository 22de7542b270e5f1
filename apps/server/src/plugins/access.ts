import type { FastifyInstance } from 'fastify';

/** Who may call a route. Every /api route declares one; the server refuses to start otherwise. */
export type AccessRule = 'public' | 'signed-in' | 'vendor' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}

export function requireDeclaredAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) return;
    const access = (route.config as { access?: AccessRule } | undefined)?.access;
    if (!access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule (config.access)`);
    }
  });
}
