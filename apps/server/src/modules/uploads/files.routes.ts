import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { inlineDisposition, type StoredObject } from '../../lib/storage.ts';
import * as repo from './uploads.repo.ts';
import { DOCUMENT_KEY, MESSAGE_PHOTO_KEY } from './uploads.service.ts';

/** Public image keys as the server makes them (uploads and the demo seed), below `public/`. */
const PUBLIC_IMAGE_PATH = /^(?:trucks|menus|profiles)\/[0-9a-f-]{36}(?:\.md|\.thumb)?\.webp$/;

const send = (reply: FastifyReply, object: StoredObject, headers: Record<string, string | number>) =>
  reply
    .headers({ 'content-length': object.byteSize, 'x-content-type-options': 'nosniff', ...headers })
    .send(object.body);

/**
 * Stored files outside /api (docs/decisions/084). Not /api routes, so they declare no access rule: a signed URL
 * is its own permission, as an S3 presigned URL is, which lets a document open in a new tab or an <img>
 * without the session cookie (and the same client code serves both drivers).
 * - `GET /files/private/<key>?expires=&sig=` (local disk): a private document while its signature holds.
 * - `GET /files/<folder>/<name>.webp` (S3): public images read from the bucket. On local disk @fastify/static
 *   serves them (plugins/web.ts).
 */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  const { storage } = app;
  const db = app.database.db;
  const hide = { schema: { hide: true } };

  if (storage.verifySignedUrl) {
    const verify = storage.verifySignedUrl.bind(storage);
    app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
      '/files/private/*',
      hide,
      async (req, reply) => {
        const key = `private/${req.params['*']}`;
        const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
        const check = verify(key, text(req.query.expires), text(req.query.sig));
        if (check !== 'valid') {
          throw new AppError('PERMISSION_ERROR', {
            message:
              check === 'expired'
                ? '링크 유효 시간이 지났어요. 서류를 다시 열어주세요.'
                : '올바른 링크가 아니에요. 서류를 다시 열어주세요.',
          });
        }
        // A message photo's smaller size is found by its full size's key, which its row is named by.
        const rowKey = DOCUMENT_KEY.test(key)
          ? key
          : MESSAGE_PHOTO_KEY.test(key)
            ? key.replace(/\.md\.webp$/, '.webp')
            : undefined;
        const row = rowKey ? await repo.findFileByKey(db, rowKey) : undefined;
        const object = row?.visibility === 'private' ? await storage.get(key) : undefined;
        if (!row || !object) throw new AppError('NOT_FOUND', { message: '파일을 찾을 수 없어요.' });
        return send(reply, object, {
          'content-type': row.contentType,
          'content-disposition': inlineDisposition(
            row.originalName ?? (row.folder === 'messages' ? '사진.webp' : '서류'),
          ),
          // Personal papers: no shared cache keeps them, and the browser does not either.
          'cache-control': 'private, no-store',
        });
      },
    );
  }

  if (!storage.publicRoot) {
    app.get<{ Params: { '*': string } }>('/files/*', hide, async (req, reply) => {
      const path = req.params['*'];
      const object = PUBLIC_IMAGE_PATH.test(path) ? await storage.get(`public/${path}`) : undefined;
      if (!object) return reply.callNotFound();
      // Keys are random and never rewritten, so a URL's bytes never change: a CDN in front keeps them.
      return send(reply, object, {
        'content-type': object.contentType,
        'cache-control': 'public, max-age=31536000, immutable',
      });
    });
  }
};
