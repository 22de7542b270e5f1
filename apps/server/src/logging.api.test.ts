import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false, logger: { level: 'info', stream } });
});
afterAll(() => t.close());

describe('logs', () => {
  it('write one line per request with its id, status and a redacted URL', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/event-types?access_token=tok-SECRET-1&page=1',
      headers: {
        'x-request-id': 'log-test-0001',
        traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      },
    });
    expect(res.statusCode).toBe(200);
    const line = lines
      .map((l) => JSON.parse(l))
      .find((l) => l.reqId === 'log-test-0001' && l.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', status: 200, traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
    expect(line.url).toBe('/api/v1/event-types?access_token=[REDACTED]&page=1');
  });

  it('never carry secrets from failing requests either', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/nope?code=oauth-SECRET-2',
      headers: { authorization: 'Bearer SECRET-3', 'content-type': 'application/json' },
      payload: { password: 'SECRET-4' },
    });
    const all = lines.join('\n');
    expect(all).not.toMatch(/SECRET-[1-4]/);
  });
});
