import { LIVE_READY_EVENT } from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loggableError } from '../../lib/loggable-error.ts';
import * as repo from './live.repo.ts';
import { LiveHub, type LiveStream } from './live-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

const EVENT_ID = /^\d{1,15}$/;

/** The last notice id the client says it has seen: `Last-Event-ID` (EventSource's own reconnect) or `?after=`. */
function lastSeen(header: string | string[] | undefined, query: number | undefined): number | undefined {
  if (typeof header === 'string' && EVENT_ID.test(header.trim())) return Number(header.trim());
  return query;
}

/**
 * `GET /api/v1/events` (decision 039): the signed-in person's own notices as server-sent
 * events, each with its notice's id, replayed after `Last-Event-ID` on reconnect. The response is written
 * raw (hijacked), so compression and ETags never hold it back.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new LiveHub(app.database, (error) =>
    app.log.warn({ error: loggableError(error) }, 'live events read failed'),
  );
  app.decorate('liveHub', hub);
  await hub.start();
  // Before the server stops taking connections: an open stream would hold its close until the bound.
  app.addHook('preClose', () => hub.close());

  app.get(
    '/events',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        querystring: z.object({
          after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
        }),
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      const seen = lastSeen(req.headers['last-event-id'], req.query.after);
      const cursor = seen ?? (await repo.lastNoticeId(app.database.db, userId));
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and the like would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      res.socket?.setNoDelay(true);
      const stream: LiveStream = {
        userId,
        sessionTokenHash: req.sessionTokenHash!,
        cursor,
        write: (chunk) => res.write(chunk),
        buffered: () => res.writableLength,
        end: () => res.end(),
      };
      // The first message names where the stream starts, so even a reconnect before any notice loses nothing.
      res.write(`retry: 2000\nevent: ${LIVE_READY_EVENT}\nid: ${cursor}\ndata: {}\n\n`);
      hub.add(stream);
      res.on('close', () => hub.remove(stream));
      // A notice written before the stream joined the hub was not announced to it: read once now.
      hub.wake(userId);
    },
  );
};
