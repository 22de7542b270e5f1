import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpCaller } from './test/http.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

describe('API conventions', () => {
  it('answers unknown /api paths with the 404 envelope, never the app', async () => {
    for (const url of ['/api/v1/nope', '/api/nope', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/nope',
      headers: { 'x-client-version': '1.0.0' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('refuses state-changing calls without X-Client-Version or from a foreign Origin', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/foodtrucks/apply', payload: {} });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('PERMISSION_ERROR');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/foodtrucks/apply',
      headers: { 'x-client-version': '1.0.0', origin: 'https://evil.example' },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    // The same server reached by another name of its own (127.0.0.1 instead of localhost) is not foreign.
    const sameHost = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-client-version': '1.0.0', origin: 'http://127.0.0.1:3100', host: '127.0.0.1:3100' },
    });
    expect(sameHost.statusCode).toBe(200);
  });

  it('guards the path the router matches, not the raw URL (percent-encoded /api)', async () => {
    const person = await signedUpCaller(t.app, 'encoded-path@example.com');
    const login = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'encoded-path@example.com', password: 'goodpass123' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.cookies.find((c) => c.name === 'ft_session')).toBeUndefined();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/logout',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain', cookie: person.cookie! },
      payload: 'x',
    });
    expect(logout.statusCode).toBe(403);
    const status = await person.call({ method: 'GET', url: '/api/auth/status' });
    expect(status.json().authenticated).toBe(true);
  });

  it('tells a body that is not JSON (INVALID_FORMAT) from JSON with wrong fields (VALIDATION_ERROR)', async () => {
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/analytics/events',
        headers: { 'x-client-version': '1.0.0', 'content-type': 'application/json' },
        payload,
      });
    for (const broken of ['{"events": [', '']) {
      const res = await post(broken);
      expect(res.statusCode, JSON.stringify(broken)).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'INVALID_FORMAT',
        error: '입력 형식이 올바르지 않아요.',
      });
    }
    const wrong = await post('{"events": "none"}');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('VALIDATION_ERROR');
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/event-types',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(res.headers['x-request-id']).toBe('req-12345678');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Third-party code is limited to the postcode service of the booking flow.
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/t1\.daumcdn\.net/);
    expect(csp).toContain('frame-src https://postcode.map.daum.net');
    expect(csp).not.toMatch(/script-src[^;]*(\*|'unsafe-inline')/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large answers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/policies/terms',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
  });

  it('serves OpenAPI docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/v1/foodtrucks', '/api/health', '/api/health/live', '/api/health/ready']),
    );
  });

  it('reports health, and 503 without leaking details when the database is gone', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: 'ok',
      database: { status: 'ok' },
      storage: { status: 'ok' },
    });

    // Break the database under the running app: the health check must say so, and other calls must not leak SQL.
    await t.app.database.db.execute(sql`alter table event_types rename to event_types_gone`);
    try {
      const broken = await t.app.inject({ method: 'GET', url: '/api/v1/event-types' });
      expect(broken.statusCode).toBe(500);
      expect(broken.json()).toEqual({
        success: false,
        code: 'DATABASE_ERROR',
        error: '일시적인 서버 문제가 발생했어요. 잠시 후 다시 시도해주세요.',
      });
      expect(broken.body).not.toMatch(/event_types|select|relation|\.ts|at /i);
    } finally {
      await t.app.database.db.execute(sql`alter table event_types_gone rename to event_types`);
    }
    // Liveness and readiness apart: ready while the database answers and the instance is not stopping.
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    expect((await get('/api/health/ready')).json()).toEqual({
      success: true,
      data: { status: 'ready', database: 'ok' },
    });
    t.app.lifecycle.draining = true;
    const draining = await get('/api/health/ready');
    expect(draining.statusCode).toBe(503);
    expect(draining.json().data).toEqual({ status: 'draining', database: 'ok' });
    t.app.lifecycle.draining = false;

    await t.app.database.close();
    const down = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      data: { database: { status: 'down' } },
    });
    const notReady = await get('/api/health/ready');
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json().data).toEqual({ status: 'database_down', database: 'down' });
    // A restart would not bring the database back: the process still counts as alive.
    expect((await get('/api/health/live')).statusCode).toBe(200);
  });
});
