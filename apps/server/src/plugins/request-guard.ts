import { CLIENT_VERSION_HEADER } from '@ft/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Called by another server, not a browser (the payment gateway's webhook): no client header or Origin to
     * check, no session or cookie to ride on, and the route trusts nothing in the body it does not fetch again.
     */
    serverToServer?: true;
  }
}

/**
 * Cross-site request defence (docs/product.md § Accounts): a state-changing call must carry X-Client-Version,
 * which a cross-site form cannot send, and an Origin, when present, equal to our own. Every state-changing
 * call, whatever its path: the router decodes `/%61pi/…` to `/api/…`, so a check on the raw URL's prefix
 * could be walked around. A compressed body is refused with 415 before anything reads it.
 */
export function registerRequestGuard(app: FastifyInstance, publicUrl: string): void {
  const ownOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const serverToServer = request.routeOptions.config.serverToServer === true;
    // No parser here inflates a body: a gzip upload would be read as garbage, and a zero bomb read for ever.
    const encoding = request.headers['content-encoding'];
    if (encoding && encoding.trim().toLowerCase() !== 'identity') {
      throw new AppError('INVALID_FILE_TYPE', {
        message: '압축해서 보낸 요청은 받을 수 없어요. 압축하지 않고 다시 보내주세요.',
      });
    }
    if (serverToServer) return;
    if (!request.headers[CLIENT_VERSION_HEADER.toLowerCase()]) {
      throw new AppError('PERMISSION_ERROR', {
        message: '허용되지 않은 요청이에요. 앱을 새로고침한 뒤 다시 시도해주세요.',
      });
    }
    const origin = request.headers.origin;
    // Our public origin, or the address this request itself was sent to (localhost vs 127.0.0.1 locally).
    if (origin && origin !== ownOrigin && origin !== `${request.protocol}://${request.host}`) {
      throw new AppError('PERMISSION_ERROR', { message: '다른 사이트에서 보낸 요청은 처리할 수 없어요.' });
    }
  });
}
