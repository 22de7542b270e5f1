import http from 'node:http';
import { ERROR_CATALOG, type LiveEvent, liveEventSchema } from '@ft/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { notifications, sessions } from '../../db/schema/index.ts';
import { JobRunner } from '../../lib/jobs.ts';
import { hashToken } from '../../lib/token-hash.ts';
import { SESSION_COOKIE } from '../../plugins/session-store.ts';
import {
  bookingBody,
  createVendorWithTruck,
  postBooking,
  referenceIds,
  setBookingStatus,
  useAnotherBookingDay,
} from '../../test/booking-fixtures.ts';
import { type Caller, caller, signedUpCaller } from '../../test/http.ts';
import { openSse, type SseClient, type SseMessage } from '../../test/sse-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { noticeDelivery } from '../notifications/notifications.jobs.ts';
import { deliverDueEvents } from '../notifications/notifications.service.ts';
import { liveHubOf } from './events.routes.ts';
import { LIVE_STREAMS_PER_SESSION } from './live-hub.ts';

/**
 * Live screens' stream (decision 039), on PGlite and on PostgreSQL: a guest is refused, each
 * person hears only their own notices, a reconnect replays what was missed once, a notice reaches a stream held
 * by another instance, and the delivery itself wakes on commit.
 */
const SEOUL = { sido: '서울특별시', sigungu: '강남구' };

let t: TestApp;
let other: { app: FastifyInstance; database: Database; ownDatabase: boolean };
let customer: Caller;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let rival: Awaited<ReturnType<typeof createVendorWithTruck>>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
const open: SseClient[] = [];

const urlOf = (app: FastifyInstance) => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}/api/v1/events`;
};
const stream = async (app: FastifyInstance, person: Caller, headers: Record<string, string> = {}) => {
  // As a browser asks: compression would hold messages back in its buffers, so the stream is never compressed.
  const client = await openSse(urlOf(app), {
    cookie: person.cookie!,
    'accept-encoding': 'br, gzip',
    ...headers,
  });
  expect(client.status).toBe(200);
  expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(client.headers['content-encoding']).toBeUndefined();
  expect(client.headers['cache-control']).toBe('no-cache, no-transform');
  open.push(client);
  await client.next((m) => m.event === 'ready');
  return client;
};
const live = (m: SseMessage): LiveEvent | undefined =>
  m.event === undefined ? liveEventSchema.parse(JSON.parse(m.data)) : undefined;
/** A notice's message (it has the notice's id); a person's own moves reach their other tabs without one. */
const noticed = (m: SseMessage) => live(m) !== undefined && m.id !== undefined;
const about = (bookingId: string, type?: string) => (m: SseMessage) =>
  live(m)?.bookingId === bookingId && (!type || live(m)?.type === type);

const request = async (truck?: { truckId: number; menuItemIds: number[] }) => {
  useAnotherBookingDay();
  const menuItemId = truck ? truck.menuItemIds[0]! : ref.itemsOf('bunsik')[0]!.id;
  const sent = await postBooking(
    customer,
    bookingBody(
      { eventTypeId: ref.eventTypeId, menus: [{ menuItemId, servings: 60 }] },
      truck ? { truckId: truck.truckId } : {},
    ),
  );
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json().data.id as string;
};
const deliver = () => deliverDueEvents(t.app.database.db);

/** A refused stream's whole answer (EventSource would only see that it failed). */
const refusal = (app: FastifyInstance, person: Caller) =>
  new Promise<{ status: number; retryAfter: string | undefined; body: string }>((resolve, reject) => {
    const req = http.get(
      urlOf(app),
      { headers: { accept: 'text/event-stream', cookie: person.cookie! }, agent: false },
      (res) => {
        // Admitted after all: its stream would never end.
        if (res.statusCode === 200) {
          req.destroy();
          resolve({ status: 200, retryAfter: undefined, body: '' });
          return;
        }
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }),
        );
      },
    );
    req.on('error', reject);
  });
/** A tab closed while its stream was still being opened: the request sent, the connection dropped at once. */
const abandon = (app: FastifyInstance, person: Caller) =>
  new Promise<void>((resolve) => {
    const req = http.get(urlOf(app), {
      headers: { accept: 'text/event-stream', cookie: person.cookie! },
      agent: false,
    });
    req.on('socket', (socket) =>
      socket.once('connect', () =>
        setImmediate(() => {
          req.destroy();
          resolve();
        }),
      ),
    );
    req.on('error', () => resolve());
  });
const hubOf = (app: FastifyInstance) => liveHubOf(app)!;
const EMPTY = { streams: 0, people: 0, sessions: 0, reads: 0 };
const signIn = async (email: string) => {
  const device = caller(t.app);
  const login = await device.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'goodpass123' },
  });
  expect(login.statusCode, login.body).toBe(200);
  return device;
};

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // A second instance: on PostgreSQL a connection pool and listener of its own, on PGlite the same process.
  const databaseUrl = t.app.config.databaseUrl;
  const database = databaseUrl ? await openDatabase({ databaseUrl }) : t.app.database;
  const app = await buildApp({ config: t.app.config, database, storage: t.app.storage, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  other = { app, database, ownDatabase: Boolean(databaseUrl) };
  ref = await referenceIds(t.app.database.db);
  customer = await signedUpCaller(t.app, 'live-customer@example.com');
  const truck = { regions: [SEOUL], categorySlugs: ['bunsik'] };
  vendor = await createVendorWithTruck(t.app, { email: 'live-vendor@example.com', ...truck });
  rival = await createVendorWithTruck(t.app, { email: 'live-rival@example.com', ...truck });
});
afterAll(async () => {
  for (const client of open) client.close();
  await other.app.close();
  if (other.ownDatabase) await other.database.close();
  await t.close();
});

describe('GET /api/v1/events', () => {
  it('refuses a guest', async () => {
    const res = await caller(t.app).call({ method: 'GET', url: '/api/v1/events' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'AUTH_ERROR' });
  });

  it('streams each person their own notices only, named by the notice id', async () => {
    const [toVendor, toRival, toCustomer] = await Promise.all([
      stream(t.app, vendor.vendor),
      stream(t.app, rival.vendor),
      stream(t.app, customer),
    ]);
    const direct = await request(vendor);
    const openRequest = await request();
    await deliver();
    const got = await toVendor.next(about(direct, 'booking.requested'));
    const [notice] = await t.app.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, vendor.userId), eq(notifications.link, `/foodtruck/bookings/${direct}`)),
      );
    expect(got.id).toBe(String(notice!.id));
    expect(live(got)).toEqual({
      type: 'booking.requested',
      subject: 'booking',
      subjectId: direct,
      bookingId: direct,
      notificationId: notice!.id,
      // The notice itself, as the list shows it: the screen adds it without asking again.
      notice: {
        id: notice!.id,
        type: 'booking.requested',
        title: notice!.title,
        body: notice!.body,
        link: notice!.link,
        readAt: null,
        createdAt: notice!.createdAt.toISOString(),
      },
      unread: expect.any(Number),
    });
    expect(live(got)!.unread).toBeGreaterThan(0);
    // The rival hears of the open request it could take, never of a request sent to another truck.
    await toRival.next(about(openRequest, 'booking.requested'));
    await toVendor.next(about(openRequest, 'booking.requested'));
    expect(toRival.messages.some(about(direct))).toBe(false);

    expect(
      (await setBookingStatus(vendor.vendor, direct, { status: 'accepted', quotedAmount: 300_000 }))
        .statusCode,
    ).toBe(200);
    await deliver();
    await toCustomer.next(about(direct, 'booking.accepted'));
    expect(toCustomer.messages.filter(noticed).map((m) => live(m)!.type)).toEqual(['booking.accepted']);
    expect(toRival.messages.some(about(direct))).toBe(false);
    // Their own request reached the customer's stream too, as a change without a notice (their other tabs).
    const own = toCustomer.messages.find(about(direct, 'booking.requested'));
    expect(own?.id).toBeUndefined();
    expect(live(own!)).toEqual({
      type: 'booking.requested',
      subject: 'booking',
      subjectId: direct,
      bookingId: direct,
      unread: expect.any(Number),
    });
    for (const client of [toVendor, toRival, toCustomer]) client.close();
  });

  it('replays what a reconnect missed after Last-Event-ID, once and in order', async () => {
    const first = await stream(t.app, vendor.vendor);
    const before = await request(vendor);
    await deliver();
    const seen = await first.next(about(before));
    first.close();
    const missed = [await request(vendor), await request(vendor)];
    await deliver();

    const again = await stream(t.app, vendor.vendor, { 'last-event-id': seen.id! });
    await again.next(about(missed[1]!));
    const replayed = again.messages.filter(noticed);
    expect(replayed.map((m) => live(m)!.bookingId)).toEqual(missed);
    expect(replayed.map((m) => Number(m.id))).toEqual(
      [...replayed.map((m) => Number(m.id))].sort((a, b) => a - b),
    );
    expect(Number(replayed[0]!.id)).toBeGreaterThan(Number(seen.id));

    // A new stream without Last-Event-ID starts after the newest notice: its ready names it, nothing is replayed.
    const fresh = await stream(t.app, vendor.vendor);
    expect(fresh.messages[0]!.id).toBe(replayed.at(-1)!.id);
    const next = await request(vendor);
    await deliver();
    await fresh.next(about(next));
    await again.next(about(next));
    expect(fresh.messages.filter(noticed).map((m) => live(m)!.bookingId)).toEqual([next]);
    expect(again.messages.filter(about(next))).toHaveLength(1);
    again.close();
    fresh.close();
  });

  it('sends a notice whose event committed after a later event was already delivered', async () => {
    const client = await stream(t.app, vendor.vendor);
    const first = await request(vendor);
    await deliver();
    await client.next(about(first, 'booking.requested'));
    // An event's id is taken when its transaction writes it, and it is seen only at commit: this one takes its
    // id now and commits after the next request's event has been delivered and sent.
    const late = (await t.app.database.db.execute(
      sql`select nextval(pg_get_serial_sequence('domain_events', 'id')) as id`,
    )) as unknown as { rows: { id: string | number }[] };
    const lateId = Number(late.rows[0]!.id);
    const next = await request(vendor);
    await deliver();
    const sent = await client.next(about(next, 'booking.requested'));
    await t.app.database.db.execute(sql`
      insert into domain_events (id, type, subject, subject_id, actor_user_id, data)
      overriding system value
      select ${lateId}, type, subject, subject_id, actor_user_id, data from domain_events
      where subject = 'booking' and subject_id = ${first} and type = 'booking.requested'`);
    await deliver();
    const [notice] = await t.app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, vendor.userId), eq(notifications.eventId, lateId)));
    const got = await client.next((m) => live(m)?.notificationId === notice!.id);
    expect(live(got)).toMatchObject({ type: 'booking.requested', bookingId: first });
    expect(Number(got.id)).toBeGreaterThan(Number(sent.id));
    client.close();
  });

  it('reaches a stream that another instance holds', async () => {
    const elsewhere = await stream(other.app, vendor.vendor);
    const id = await request(vendor);
    const committed = performance.now();
    await deliver();
    const got = await elsewhere.next(about(id, 'booking.requested'), 2000);
    expect(got.at - committed).toBeLessThan(2000);
    elsewhere.close();
  });

  it('has the delivery wake on commit, not on its interval', async () => {
    const client = await stream(t.app, vendor.vendor);
    // An interval far longer than the test: only the LISTEN wake-up can deliver in time.
    const delivery = new JobRunner(t.app, [{ ...noticeDelivery, every: 600_000 }]);
    await delivery.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const id = await request(vendor);
      await client.next(about(id, 'booking.requested'), 1500);
      expect(delivery.figures()).toMatchObject([{ name: 'notice delivery', failures: 0 }]);
    } finally {
      await delivery.stop();
      client.close();
    }
  });

  it('ends a stream whose session ended elsewhere, and tells it nothing more', async () => {
    // The customer signed in on a second device too: that session is the one that ends.
    const phone = caller(t.app);
    const login = await phone.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'live-customer@example.com', password: 'goodpass123' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const onPhone = await stream(t.app, phone);
    const stays = await stream(t.app, customer);
    const token = phone.cookie!.replace(`${SESSION_COOKIE}=`, '');
    await t.app.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    const id = await request(vendor);
    const rejected = await setBookingStatus(vendor.vendor, id, {
      status: 'rejected',
      reason: '그날은 쉬어요',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await deliver();
    await stays.next(about(id, 'booking.rejected'));
    await onPhone.closed;
    expect(onPhone.messages.some(about(id))).toBe(false);
    stays.close();
  });

  it('holds 10 streams a session; the 11th is refused with 429 and its sentence, until one closes', async () => {
    const tabs = await signedUpCaller(t.app, 'live-tabs@example.com');
    const held = [];
    for (let i = 0; i < LIVE_STREAMS_PER_SESSION; i++) held.push(await stream(t.app, tabs));
    expect(LIVE_STREAMS_PER_SESSION).toBe(10);

    const refused = await refusal(t.app, tabs);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('30');
    expect(JSON.parse(refused.body)).toEqual({
      success: false,
      code: 'TOO_MANY_LIVE_STREAMS',
      error: ERROR_CATALOG.TOO_MANY_LIVE_STREAMS.message,
    });
    expect(ERROR_CATALOG.TOO_MANY_LIVE_STREAMS.message).toBe(
      '실시간 알림을 받는 창이 너무 많이 열려 있어요. 쓰지 않는 탭을 닫고 다시 시도해주세요.',
    );
    // Counted per session: the same person signed in on a phone has places of their own.
    const phone = await signIn('live-tabs@example.com');
    const onPhone = await stream(t.app, phone);

    // A tab closed gives its place back.
    held.pop()!.close();
    await vi.waitFor(() => expect(hubOf(t.app).size).toBe(LIVE_STREAMS_PER_SESSION), { timeout: 2_000 });
    held.push(await stream(t.app, tabs));
    expect((await refusal(t.app, tabs)).status).toBe(429);
    for (const client of [...held, onPhone]) client.close();
    await vi.waitFor(() => expect(hubOf(t.app).held()).toEqual(EMPTY), { timeout: 2_000 });
  });

  it('keeps nothing of a closed stream: 200 opened and closed, many before their first message', async () => {
    const restless = await signedUpCaller(t.app, 'live-restless@example.com');
    for (let round = 0; round < 20; round++) {
      // Ten at a time, the session's places: half dropped while their start is read, half after it.
      await Promise.all(
        Array.from({ length: LIVE_STREAMS_PER_SESSION }, async (_, i) => {
          if (i % 2 === 0) return abandon(t.app, restless);
          (await stream(t.app, restless)).close();
        }),
      );
      await vi.waitFor(() => expect(hubOf(t.app).held()).toEqual(EMPTY), { timeout: 2_000 });
    }
    // The session still has every place: nothing was left holding one.
    const again = await Promise.all(
      Array.from({ length: LIVE_STREAMS_PER_SESSION }, () => stream(t.app, restless)),
    );
    // Ended by the server (the session ended elsewhere) gives the places back as well.
    const token = restless.cookie!.replace(`${SESSION_COOKIE}=`, '');
    await t.app.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    hubOf(t.app).wakeEveryone();
    await Promise.all(again.map((client) => client.closed));
    await vi.waitFor(() => expect(hubOf(t.app).held()).toEqual(EMPTY), { timeout: 2_000 });
  });

  it('ends its streams when the instance closes, promptly', async () => {
    const client = await stream(other.app, customer);
    const started = performance.now();
    await other.app.close();
    await client.closed;
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
