import { type Message, messagePhotoSchema, messageSchema, successEnvelope } from '@ft/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Storage } from '../../lib/storage.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { readPhoto } from './message-photo-form.ts';
import { storeMessagePhoto } from './message-photos.ts';

/**
 * The calls a conversation takes, a booking's thread and an inquiry alike (decision 090): a message, the photo it
 * may carry, the other side's messages read, a report. Each kind names its paths, its bodies and its service;
 * every call is for signed-in people, and the service decides who of them takes part.
 */
export interface ConversationCalls<Send, Read, Report> {
  params: z.ZodType<{ id: string }>;
  /** POST: a message. */
  messages: { path: string; body: z.ZodType<Send> };
  /** POST: one photo under `photo`, counted in the sender's hourly image quota like every upload. */
  photos: { path: string };
  /** PUT: the other side's messages are read (their 읽음). */
  read: { path: string; body?: z.ZodType<Read> };
  /** POST: from then on operators may read the conversation. */
  report: { path: string; body: z.ZodType<Report> };
  service: {
    send(
      deps: { db: Db; storage: Storage; limiter: RateLimiter },
      user: SessionUser,
      id: string,
      body: Send,
    ): Promise<Message>;
    /** Asked before the photo's form is read: anyone who may not write now has their bytes left unread. */
    assertMayAttach(db: Db, user: SessionUser, id: string): Promise<void>;
    markRead(db: Db, user: SessionUser, id: string, body: Read): Promise<{ read: number }>;
    report(db: Db, user: SessionUser, id: string, body: Report): Promise<void>;
  };
}

export function conversationRoutes<Send, Read, Report>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  calls: ConversationCalls<Send, Read, Report>,
): void {
  const db = app.database.db;
  const { storage } = app;
  const tags = ['messages'];
  const signedIn = { access: 'signed-in' as const };
  const { params, service } = calls;

  app.post(
    calls.messages.path,
    {
      config: signedIn,
      schema: {
        tags,
        params,
        body: calls.messages.body,
        response: { 201: successEnvelope(messageSchema) },
      },
    },
    async (req, reply) => {
      const message = await service.send(
        { db, storage, limiter: app.rateLimiter },
        req.user!,
        req.params.id,
        // Checked against `messages.body` before the handler runs, as each of these bodies is.
        req.body as Send,
      );
      return reply.status(201).send({ success: true as const, data: message });
    },
  );

  app.post(
    calls.photos.path,
    {
      config: { ...signedIn, multipartForm: { photo: 'file' } },
      schema: { tags, params, response: { 201: successEnvelope(messagePhotoSchema) } },
    },
    async (req, reply) => {
      await service.assertMayAttach(db, req.user!, req.params.id);
      const file = await readPhoto(app, req);
      const photo = await storeMessagePhoto(db, storage, req.user!, file.bytes, file.name);
      return reply.status(201).send({ success: true as const, data: photo });
    },
  );

  app.put(
    calls.read.path,
    {
      config: signedIn,
      schema: {
        tags,
        params,
        ...(calls.read.body ? { body: calls.read.body } : {}),
        response: { 200: successEnvelope(z.object({ read: z.number().int() })) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.markRead(db, req.user!, req.params.id, req.body as Read),
    }),
  );

  app.post(
    calls.report.path,
    {
      config: signedIn,
      schema: {
        tags,
        params,
        body: calls.report.body,
        response: { 201: successEnvelope(z.null()) },
      },
    },
    async (req, reply) => {
      await service.report(db, req.user!, req.params.id, req.body as Report);
      return reply.status(201).send({ success: true as const, data: null });
    },
  );
}
