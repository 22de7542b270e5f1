import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@ft/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrlFor } from './test/database-templates.ts';
import { startFakeKakao } from './test/fake-kakao.ts';
import { type CollectedSpan, SPAN_KIND, startOtlpCollector } from './test/otlp-collector.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { approveInCheckout } from './test/toss-checkout.ts';

/**
 * Traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 057): the real server in a process of its own sends
 * OTLP/HTTP to a loopback collector. One request — a Kakao log-in's callback — must arrive as one trace: the
 * server span continuing the caller's trace context, its database statements and its two calls to Kakao as
 * children, and the trace context passed on to Kakao. On PGlite always, on PostgreSQL where it is given.
 */
const POSTGRES = process.env.TEST_DATABASE_URL;
const drivers = [{ driver: 'pglite' }, ...(POSTGRES ? [{ driver: 'postgres' }] : [])];
const KAKAO_ID = 77_001_234;

describe.each(drivers)('traces of a request on $driver', ({ driver }) => {
  let collector: Awaited<ReturnType<typeof startOtlpCollector>>;
  let kakao: Awaited<ReturnType<typeof startFakeKakao>>;
  let server: ServerProcess;
  const database = `ft_tracing_${process.pid}_${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    collector = await startOtlpCollector();
    kakao = await startFakeKakao({ 'code-traced': { id: KAKAO_ID, nickname: '추적친구' } });
    if (driver === 'postgres') await adminQuery(POSTGRES!, `create database ${database}`);
    server = await startServerProcess({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ft-tracing-')),
      ...(driver === 'postgres' ? { DATABASE_URL: databaseUrlFor(POSTGRES!, database) } : {}),
      SEED_DEMO: 'off',
      BOOKING_MAINTENANCE: 'off',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_SERVICE_NAME: 'ft-tracing-test',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      KAKAO_CLIENT_ID: kakao.config.clientId,
      KAKAO_CLIENT_SECRET: kakao.config.clientSecret,
      KAKAO_AUTH_URL: kakao.config.authUrl,
      KAKAO_TOKEN_URL: kakao.config.tokenUrl,
      KAKAO_USER_URL: kakao.config.userUrl,
    });
  }, 90_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await kakao?.close();
    await collector?.close();
    if (driver === 'postgres') await adminQuery(POSTGRES!, `drop database if exists ${database}`);
  }, 60_000);

  it('a request, its statements and its calls out are one trace, continuing the caller’s', async () => {
    const login = await fetch(`${server.url}/api/auth/kakao/login?state=state-traced-1`);
    const { data } = (await login.json()) as { data: { login_url: string } };
    const state = new URL(data.login_url).searchParams.get('state');
    const stateCookie = login.headers.getSetCookie().find((c) => c.startsWith('ft_oauth_state='));
    // The browser's trace context (lib/api-client.ts sends one with every call).
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const callback = await fetch(`${server.url}/api/v1/auth/kakao/callback?code=code-traced&state=${state}`, {
      headers: {
        cookie: String(stateCookie).split(';')[0] ?? '',
        traceparent: `00-${traceId}-${callerSpanId}-01`,
      },
    });
    expect(callback.status).toBe(200);

    const request = await collector.waitFor(
      (span) => span.traceId === traceId && span.kind === SPAN_KIND.server,
    );
    expect(request).toMatchObject({
      service: 'ft-tracing-test',
      name: 'GET /api/v1/auth/kakao/callback',
      parentSpanId: callerSpanId,
      attributes: {
        'http.request.method': 'GET',
        'http.route': '/api/v1/auth/kakao/callback',
        'http.response.status_code': 200,
        // Without the query: the code and the state are not the trace store's to keep.
        'url.path': '/api/v1/auth/kakao/callback',
      },
    });

    // Kakao's two answers: the code for a token, the token for the account.
    const calls = await waitForAll(
      collector,
      traceId,
      (span) => span.attributes['url.full'] !== undefined,
      2,
    );
    expect(calls.map((span) => [span.name, span.attributes['url.full']]).sort()).toEqual([
      ['GET', kakao.config.userUrl],
      ['POST', kakao.config.tokenUrl],
    ]);
    for (const call of calls) {
      expect(call).toMatchObject({ kind: SPAN_KIND.client, parentSpanId: request.spanId });
      expect(call.attributes['http.response.status_code']).toBe(200);
      // Kakao was handed the same trace, with this call's span as the parent.
      expect(kakao.traceparents).toContain(`00-${traceId}-${call.spanId}-01`);
    }

    // The statements: children of the request, their text without their values.
    const statements = await waitForAll(
      collector,
      traceId,
      (span) => span.attributes['db.system.name'] !== undefined,
      2,
    );
    expect(statements.some((span) => span.name === 'INSERT')).toBe(true);
    for (const statement of statements) {
      expect(statement).toMatchObject({ kind: SPAN_KIND.client, parentSpanId: request.spanId });
      expect(statement.attributes['db.system.name']).toBe('postgresql');
      expect(String(statement.attributes['db.query.text'])).not.toContain(String(KAKAO_ID));
      expect(String(statement.attributes['db.query.text'])).not.toContain('추적친구');
    }
    if (driver === 'postgres') expect(statements[0]?.attributes['server.address']).toBe('127.0.0.1');

    // Every span of the trace is one of these: nothing else was made of the request.
    const all = collector.spans.filter((span) => span.traceId === traceId);
    expect(all).toHaveLength(1 + calls.length + statements.length);
  }, 60_000);

  it('leaves out probes, and keeps no search words', async () => {
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    // A search of the list: the words travel in the query and as statement parameters, neither kept.
    const traceId = randomBytes(16).toString('hex');
    const list = await fetch(
      `${server.url}/api/v1/foodtrucks?keyword=${encodeURIComponent('없는트럭이름')}`,
      {
        headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
      },
    );
    expect(list.status).toBe(200);
    const request = await collector.waitFor(
      (span) => span.traceId === traceId && span.kind === SPAN_KIND.server,
    );
    expect(request.name).toBe('GET /api/v1/foodtrucks');
    expect(request.attributes['url.path']).toBe('/api/v1/foodtrucks');
    const texts = collector.spans.filter((span) => span.traceId === traceId).map((s) => JSON.stringify(s));
    expect(texts.join('\n')).not.toContain('없는트럭이름');
    expect(
      collector.spans.some((span) => String(span.attributes['http.route']).startsWith('/api/health')),
    ).toBe(false);
  }, 60_000);
});

describe('calls to the payment gateway', () => {
  let collector: Awaited<ReturnType<typeof startOtlpCollector>>;
  let server: ServerProcess;

  beforeAll(async () => {
    collector = await startOtlpCollector();
    // PGlite and the demo data: the demo customer's accepted booking has its deposit due.
    server = await startServerProcess({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ft-tracing-pay-')),
      DATABASE_URL: '',
      SEED_DEMO: 'on',
      BOOKING_MAINTENANCE: 'off',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_SERVICE_NAME: 'ft-tracing-payments',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
  }, 90_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await collector?.close();
  }, 60_000);

  it('carry the route template, never a payment key, an order id or a booking code', async () => {
    const headers = { [CLIENT_VERSION_HEADER]: CLIENT_VERSION, 'content-type': 'application/json' };
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'customer@example.com', password: 'demo1234!' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('ft_session='))!
      .split(';')[0]!;
    const call = (method: string, url: string, body?: unknown) =>
      fetch(`${server.url}${url}`, {
        method,
        headers: {
          ...headers,
          cookie,
          traceparent: `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const list = (await (await call('GET', '/api/v1/bookings?limit=50')).json()) as {
      data: { id: string; code: string; status: string }[];
    };
    const booking = list.data.find((b) => b.status === 'accepted')!;
    const ordered = await call('POST', `/api/v1/bookings/${booking.id}/payments`, { kind: 'deposit' });
    expect(ordered.status).toBe(201);
    const { checkoutUrl } = ((await ordered.json()) as { data: { checkoutUrl: string } }).data;
    const paid = await approveInCheckout(checkoutUrl);
    const gateway = new URL(checkoutUrl).origin;

    // Each of the four addresses the server calls Toss at: confirm, the payment by its key (a payment event),
    // by its order (a 가상계좌 callback), and its cancel (the refund after the booking is cancelled).
    const confirmed = await call('POST', '/api/v1/payments/confirm', {
      paymentKey: paid.paymentKey,
      orderId: paid.orderId,
      amount: paid.amount,
    });
    expect(confirmed.status).toBe(200);
    const event = { paymentKey: paid.paymentKey, orderId: paid.orderId, status: 'DONE' };
    const webhook = (body: unknown) => call('POST', '/api/v1/payments/webhook', body);
    expect((await webhook({ eventType: 'PAYMENT_STATUS_CHANGED', data: event })).status).toBe(200);
    expect((await webhook({ secret: 'ps_s', status: 'DONE', orderId: paid.orderId })).status).toBe(200);
    const cancelled = await call('PUT', `/api/v1/bookings/${booking.id}/status`, {
      status: 'cancelled',
      reason: '행사가 취소되었어요',
    });
    expect(cancelled.status).toBe(200);

    const toGateway = (span: CollectedSpan) => String(span.attributes['url.full']).startsWith(gateway);
    await collector.waitFor(
      (span) =>
        toGateway(span) && span.name === 'POST' && /cancel$/.test(String(span.attributes['url.path'])),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const calls = collector.spans.filter(toGateway);
    expect(new Set(calls.map((span) => `${span.name} ${span.attributes['url.path']}`))).toEqual(
      new Set([
        'POST /v1/payments/confirm',
        'GET /v1/payments/{paymentKey}',
        'GET /v1/payments/orders/{orderId}',
        'POST /v1/payments/{paymentKey}/cancel',
      ]),
    );
    for (const span of calls) {
      expect(span.kind).toBe(SPAN_KIND.client);
      expect(span.attributes['url.full']).toBe(`${gateway}${span.attributes['url.path']}`);
    }
    // Nothing any span keeps names the payment, its order or the booking.
    const everything = JSON.stringify(collector.spans);
    for (const secret of [paid.paymentKey, paid.orderId, encodeURIComponent(paid.paymentKey), booking.code]) {
      expect(everything).not.toContain(secret);
    }
  }, 90_000);
});

/** The spans of one trace matching `predicate`, once `count` of them have arrived. */
async function waitForAll(
  collector: Awaited<ReturnType<typeof startOtlpCollector>>,
  traceId: string,
  predicate: (span: CollectedSpan) => boolean,
  count: number,
): Promise<CollectedSpan[]> {
  const matching = () => collector.spans.filter((span) => span.traceId === traceId && predicate(span));
  for (let i = 0; i < 100 && matching().length < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // A moment more for the rest of a batch, so the counts below see the whole trace.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return matching();
}
