import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  BRAND_FONT_COOKIE,
  CLIENT_VERSION,
  CLIENT_VERSION_HEADER,
  ERROR_CATALOG,
  matchesRoute,
  ROUTES,
} from '@ft/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session-store.ts';
import type { RenderedSession, WebBuild } from './web-build.ts';

/**
 * Marks the renderer's own calls into the API (they belong to the page request, which is logged). A random
 * per-process token, so no outside request can pass for one.
 */
const SSR_TOKEN_HEADER = 'x-ssr-token';
const ssrToken = randomUUID();
export const isRendererRequest = (request: FastifyRequest) => request.headers[SSR_TOKEN_HEADER] === ssrToken;

/** The social-login callback is a page of the app, though it sits under /api (docs/product.md § Screens). */
const isAppPageUnderApi = (url: string) => matchesRoute(ROUTES.socialCallback, url.split('?')[0] ?? url);

function sendApiNotFound(reply: FastifyReply) {
  return reply
    .status(404)
    .send({ success: false, error: ERROR_CATALOG.NOT_FOUND.message, code: 'NOT_FOUND' });
}

/** JSON in a non-executable script tag: CSP-safe, and `<` escaped so data cannot close the tag. */
function serializeState(state: unknown): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * Serves uploaded public files, the built web app's assets, and every other GET as a server-rendered
 * page (public screens with their data, signed-in screens as a shell). Without a build it serves the API only.
 */
export async function registerWeb(app: FastifyInstance, web: WebBuild | undefined): Promise<void> {
  // Public files on local disk; from S3 they are read by modules/uploads/files.routes.ts.
  if (app.storage.publicRoot) {
    await app.register(fastifyStatic, {
      root: app.storage.publicRoot,
      prefix: '/files/',
      decorateReply: false,
      index: false,
      // File keys are random and never rewritten, so a URL's bytes never change.
      immutable: true,
      maxAge: '365d',
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return sendApiNotFound(reply);
    return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
  });

  if (!web) return;
  const { clientDir, template, render, brandFontHref, stylesheet } = web;

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // The build writes .br and .gz beside each asset at the highest levels (apps/web/vite.config.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed build assets never change under one name; everything else must be revalidated.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // Page data comes from the same routes the browser calls, through inject: one code path, no network hop.
  const injectFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { [CLIENT_VERSION_HEADER]: CLIENT_VERSION, [SSR_TOKEN_HEADER]: ssrToken },
    });
    return new Response(res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  }) as typeof fetch;

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/') && !isAppPageUnderApi(request.url)) return sendApiNotFound(reply);
    const session: RenderedSession = request.cookies[SESSION_COOKIE] ? 'unknown' : 'guest';
    const result = await render(request.url, injectFetch, app.config.publicUrl, session);
    // The brand font from the first paint once this browser has its files (apps/web/src/lib/brand-font.ts).
    const brandFont = request.cookies[BRAND_FONT_COOKIE] === '1';
    // Replacer functions: page text such as "$&" in a truck name must not act as a replacement pattern.
    const page = template
      .replace('<html lang="ko">', () =>
        brandFont ? '<html lang="ko" data-font="brand">' : '<html lang="ko">',
      )
      .replace(
        '<!--app-head-->',
        () => (brandFont ? `<link rel="stylesheet" href="${brandFontHref}">` : '') + result.head,
      )
      .replace('<div id="root">', () => `<div id="root" data-session="${session}">`)
      .replace('<!--app-html-->', () => result.html)
      .replace(
        '<!--app-state-->',
        () => `<script type="application/json" id="__APP_STATE__">${serializeState(result.state)}</script>`,
      );
    const html = page.replace('<!--page-css-->', () => `<style>${stylesheet.for(page)}</style>`);
    return (
      reply
        .status(result.status)
        .header('cache-control', 'no-cache')
        // A guest's page differs from a member's (the 마이 tab shows log-in): no cache may swap them.
        .header('vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };
  app.get('/', renderPage);
  app.get('/*', renderPage);
}
