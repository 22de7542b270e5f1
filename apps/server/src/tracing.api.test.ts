import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrlFor } from './test/database-templates.ts';
import { startFakeKakao } from './test/fake-kakao.ts';
import { type CollectedSpan, SPAN_KIND, startOtlpCollector } from './test/otlp-collector.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';

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
