import { LIVE_READY_EVENT } from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './live.repo.ts';
import { createLiveHub, type LiveHub, type LiveStream } from './live-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

const EVENT_ID = /^\d{1,15}$/;
/** What a refused 11th stream is told to wait: about as long as closing a tab takes. */
const RETRY_AFTER_S = 30;

export { liveHubOf } from './live-hub.ts';

/** The last notice id the client says it has seen: `Last-Event-ID` (EventSource's own reconnect) or `?after=`. */
function lastSeen(header: string | string[] | undefined, query: number | undefined): number | undefined {
  if (typeof header === 'string' && EVENT_ID.test(header.trim())) return Number(header.trim());
  return query;
}

/**
 * `GET /api/v1/events` (decision 039): the signed-in person's own notices as server-sent
 * events, each with its notice's id, replayed after `Last-Event-ID` on reconnect. The response is written
 * raw (hijacked), so compression and ETags never hold it back. At most LIVE_STREAMS_PER_SESSION open per session
 * on this instance (decision 077). Like every read it needs no X-Client-Version, which EventSource cannot send
 * (the request guard checks changes only; docs/product.md § Spec deviations).
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  // Woken and kept beating by the events jobs (events.jobs.ts), which src/jobs starts once the app is ready.
  const hub = createLiveHub(app);
  app.decorate('liveHub', hub);
  // Before the server stops taking connections: an open stream would hold its close until the bound.
  app.addHook('preClose', async () => hub.close());

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
      const sessionTokenHash = req.sessionTokenHash!;
      const release = hub.admit(sessionTokenHash);
      if (!release) {
        throw new AppError('TOO_MANY_LIVE_STREAMS', { headers: { 'retry-after': String(RETRY_AFTER_S) } });
      }
      const res = reply.raw;
      let stream: LiveStream | undefined;
      let gone = false;
      // Before anything is awaited here: a client that leaves while its start is read leaves nothing behind.
      res.once('close', () => {
        gone = true;
        if (stream) hub.remove(stream);
        release();
      });
      const seen = lastSeen(req.headers['last-event-id'], req.query.after);
      let cursor: number;
      try {
        cursor = seen ?? (await repo.lastNoticeId(app.database.db, userId));
      } catch (error) {
        release();
        throw error;
      }
      reply.hijack();
      // Closed while its session was looked up (before this handler), or while its start was read.
      if (gone || res.destroyed || !res.socket || res.socket.destroyed) {
        release();
        return;
      }
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and the like would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      res.socket?.setNoDelay(true);
      stream = {
        userId,
        sessionTokenHash,
        cursor,
        write: (chunk) => res.write(chunk),
        buffered: () => res.writableLength,
        end: () => res.end(),
      };
      // The first message names where the stream starts, so even a reconnect before any notice loses nothing.
      res.write(`retry: 2000\nevent: ${LIVE_READY_EVENT}\nid: ${cursor}\ndata: {}\n\n`);
      hub.add(stream);
      // A notice written before the stream joined the hub was not announced to it: read once now.
      hub.wake(userId);
    },
  );
};
