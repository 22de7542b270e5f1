import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpCaller } from './test/http.ts';
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

  it('never carry a signed file link that would open a paper without a session', async () => {
    const signed = await t.app.storage.signedUrl('private/documents/4f1c.pdf', 600, {
      contentType: 'application/pdf',
      fileName: '사업자등록증.pdf',
    });
    const sig = new URL(signed.url, 'http://localhost').searchParams.get('sig')!;
    await t.app.inject({ method: 'GET', url: signed.url, headers: { 'x-request-id': 'log-test-signed' } });
    const line = lines
      .map((l) => JSON.parse(l))
      .find((l) => l.reqId === 'log-test-signed' && l.msg === 'request');
    expect(line.url).toMatch(/[?&]sig=\[REDACTED\]/);
    expect(lines.join('\n')).not.toContain(sig);
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

  it('never carry the values of a failed query: no password hash, phone or email', async () => {
    const person = await signedUpCaller(t.app, 'logged-person@example.com');
    const db = t.app.database.db;
    // Every write to users now fails inside the database, after the values were sent with the query.
    await db.execute(sql`create function refuse_user_writes() returns trigger language plpgsql as $$
      begin raise exception 'users are read-only in this test'; end $$`);
    await db.execute(sql`create trigger refuse_user_writes before insert or update on users
      for each row execute function refuse_user_writes()`);
    try {
      const from = lines.length;
      const signup = await signedUpCaller(t.app, 'second-person@example.com').catch((error: Error) => error);
      expect(String(signup)).toMatch(/500/);
      const profile = await person.call({
        method: 'PUT',
        url: '/api/v1/users/profile',
        payload: { nickname: '로그확인', phone: '010-9876-5432' },
      });
      expect(profile.statusCode).toBe(500);
      // The line's own numbers (time, pid, request id) may contain the phone's digits by chance.
      const written = lines
        .slice(from)
        .map((line) => line.replace(/"(time|pid|reqId)":("[^"]*"|\d+),/g, ''))
        .join('\n');
      expect(written).not.toMatch(/argon2/);
      expect(written).not.toMatch(/9876|5432/);
      expect(written).not.toMatch(/second-person|logged-person/);
      expect(written).not.toMatch(/로그확인/);
      // What is there instead: the failure's kind and the database's error code.
      expect(written).toMatch(/database error/);
      expect(written).toMatch(/P0001/);
    } finally {
      await db.execute(sql`drop trigger refuse_user_writes on users`);
      await db.execute(sql`drop function refuse_user_writes()`);
    }
  });
});
