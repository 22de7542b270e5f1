import { moveClockForward, resetClock } from '@ft/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/token-hash.ts';
import { ROTATION_GRACE_MS } from '../../plugins/session-store.ts';
import { caller, REQUIRED_CONSENTS, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { LOGIN_LIMITS } from './auth.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

const status = async (person: ReturnType<typeof caller>) =>
  (await person.call({ method: 'GET', url: '/api/auth/status' })).json();

describe('sign-up', () => {
  it('creates the account, opens a session in an HttpOnly cookie and answers the spec shape', async () => {
    const person = caller(t.app);
    const res = await person.call({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: 'New.Person@Example.com',
        password: 'goodpass123',
        nickname: '새회원',
        consents: REQUIRED_CONSENTS,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      error: null,
      user: { email: 'new.person@example.com', nickname: '새회원', role: 'customer', isVendor: false },
    });
    expect(JSON.stringify(res.json())).not.toMatch(/passwordHash|argon2/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/ft_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(await status(person)).toMatchObject({
      success: true,
      authenticated: true,
      user: { nickname: '새회원' },
    });
  });

  it('refuses a taken email (any case) with 409 EMAIL_TAKEN', async () => {
    await signedUpCaller(t.app, 'taken@example.com');
    const res = await caller(t.app).call({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: 'TAKEN@example.com',
        password: 'goodpass123',
        nickname: '다른사람',
        consents: REQUIRED_CONSENTS,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
  });

  it('explains weak passwords and bad emails per field, in Korean', async () => {
    for (const [payload, field] of [
      [{ email: 'a@b.co', password: 'short1', nickname: '회원' }, 'password'],
      [{ email: 'a@b.co', password: 'lettersonly', nickname: '회원' }, 'password'],
      [{ email: 'a@b.co', password: '12345678901', nickname: '회원' }, 'password'],
      [{ email: 'not-an-email', password: 'goodpass123', nickname: '회원' }, 'email'],
      [{ email: 'a@b.co', password: 'goodpass123', nickname: 'x' }, 'nickname'],
      [{ email: 'a@b.co', password: 'goodpass123' }, 'nickname'],
    ] as const) {
      const res = await caller(t.app).call({ method: 'POST', url: '/api/auth/signup', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().fields[field]).toMatch(/[가-힣]/);
    }
  });
});

describe('log-in', () => {
  it('answers 401 LOGIN_FAILED in the spec shape for a wrong password or an unknown email', async () => {
    await signedUpCaller(t.app, 'login@example.com');
    for (const payload of [
      { email: 'login@example.com', password: 'wrongpass123' },
      { email: 'nobody@example.com', password: 'goodpass123' },
    ]) {
      const res = await caller(t.app).call({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        user: null,
        message: '아이디 또는 비밀번호를 확인해주세요.',
        error: '아이디 또는 비밀번호를 확인해주세요.',
        code: 'LOGIN_FAILED',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('opens a session with the right password, whatever the email case', async () => {
    const person = caller(t.app);
    const res = await person.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'LOGIN@example.com', password: 'goodpass123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, error: null, user: { email: 'login@example.com' } });
    expect(await status(person)).toMatchObject({ authenticated: true });
  });

  it('is refused without X-Client-Version or from a foreign Origin', async () => {
    const payload = { email: 'login@example.com', password: 'goodpass123' };
    const bare = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(bare.statusCode).toBe(403);
    // Still the log-in answer's shape.
    expect(bare.json()).toMatchObject({ success: false, user: null, code: 'PERMISSION_ERROR' });
    expect(bare.json().message).toBe(bare.json().error);
    const foreign = await caller(t.app).call({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { origin: 'https://phishing.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('limits an account per address: the guessing address gets 429, the owner elsewhere logs in', async () => {
    await signedUpCaller(t.app, 'limited@example.com');
    const attacker = caller(t.app);
    const guess = (i: number) =>
      attacker.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'limited@example.com', password: `guess${i}aaaa` },
      });
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i++) expect((await guess(i)).statusCode).toBe(401);
    const refused = await guess(99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMIT_EXCEEDED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const owner = caller(t.app);
    const res = await owner.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'limited@example.com', password: 'goodpass123' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps the log-in shape { success, user, message, error } on its 400 and 429 answers', async () => {
    const credentialsShape = (body: Record<string, unknown>, code: string) => {
      expect(body).toMatchObject({ success: false, user: null, code });
      expect(typeof body.message).toBe('string');
      expect(body.message).toMatch(/[가-힣]/);
      expect(body.error).toBe(body.message);
    };
    const person = caller(t.app);
    const badBody = await person.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(badBody.statusCode).toBe(400);
    credentialsShape(badBody.json(), 'VALIDATION_ERROR');
    expect(badBody.json().fields.email).toBeDefined();
    const badJson = await person.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    credentialsShape(badJson.json(), 'INVALID_FORMAT');
    const guess = () =>
      person.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'shape@example.com', password: 'guessing123' },
      });
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i++) await guess();
    const limited = await guess();
    expect(limited.statusCode).toBe(429);
    credentialsShape(limited.json(), 'RATE_LIMIT_EXCEEDED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Other routes keep the plain envelope.
    const other = await person.call({ method: 'PUT', url: '/api/v1/users/profile', payload: {} });
    expect(other.json()).not.toHaveProperty('user');
  });

  it('never locks an account across addresses: after many failures the right password is slowed, not refused', async () => {
    await signedUpCaller(t.app, 'sprayed@example.com');
    // Failures from many addresses, each under its own limits (an attacker with a botnet, or a lock-out attempt).
    for (let i = 0; i < LOGIN_LIMITS.accountFailuresBeforeSlowdown; i++) {
      const res = await caller(t.app).call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'sprayed@example.com', password: `guess${i}aaaa` },
      });
      expect(res.statusCode).toBe(401);
    }
    const started = Date.now();
    const owner = await caller(t.app).call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'SPRAYED@example.com', password: 'goodpass123' },
    });
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_LIMITS.slowdownMs - 50);
  });

  it('is rate limited per address across accounts', async () => {
    const sprayer = caller(t.app);
    let last = 0;
    for (let i = 0; i <= LOGIN_LIMITS.perIp; i++) {
      last = (
        await sprayer.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `spray${i}@example.com`, password: 'whatever123' },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('sessions', () => {
  it('treats a forged cookie as signed out, clears it, and calls it invalid where a session is needed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/status',
      headers: { cookie: 'ft_session=forged-token-value' },
    });
    expect(res.json()).toEqual({ success: true, authenticated: false, user: null });
    expect(String(res.headers['set-cookie'])).toMatch(/ft_session=;/);
    // Where a session is needed, the refusal says the cookie was not one of ours.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: { cookie: 'ft_session=forged-token-value' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'AUTH_TOKEN_INVALID' });
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/users/profile' });
    expect(none.json()).toMatchObject({ code: 'AUTH_ERROR', error: '로그인이 필요합니다.' });
  });

  it('treats an expired session as signed out, and says it expired where one is needed', async () => {
    const person = await signedUpCaller(t.app, 'expired@example.com');
    const token = person.cookie!.split('=')[1]!;
    await t.app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const refused = await person.call({ method: 'GET', url: '/api/v1/users/profile' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'AUTH_TOKEN_EXPIRED',
      error: '로그인이 만료되었어요. 다시 로그인해주세요.',
    });
    expect(await status(person)).toMatchObject({ authenticated: false });
  });

  it('stores only the hash of the token', async () => {
    const person = await signedUpCaller(t.app, 'hashed@example.com');
    const token = person.cookie!.split('=')[1]!;
    const rows = await t.app.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
  });

  it('extends a session that is more than a day old (sliding 14 days)', async () => {
    const person = await signedUpCaller(t.app, 'sliding@example.com');
    const token = person.cookie!.split('=')[1]!;
    const soon = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    await t.app.database.db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const res = await person.call({ method: 'GET', url: '/api/auth/status' });
    expect(String(res.headers['set-cookie'])).toMatch(/ft_session=/);
    const [row] = await t.app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000);
  });

  it('rotates the token on refresh: the old cookie stops working once its grace is over', async () => {
    const person = await signedUpCaller(t.app, 'rotate@example.com');
    const oldCookie = person.cookie!;
    const res = await person.call({ method: 'POST', url: '/api/auth/refresh' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { email: 'rotate@example.com' } });
    expect(person.cookie).not.toBe(oldCookie);
    expect(await status(person)).toMatchObject({ authenticated: true });
    try {
      moveClockForward(ROTATION_GRACE_MS + 1000);
      const stale = await t.app.inject({
        method: 'GET',
        url: '/api/auth/status',
        headers: { cookie: oldCookie },
      });
      expect(stale.json().authenticated).toBe(false);
      expect(await status(person)).toMatchObject({ authenticated: true });
    } finally {
      resetClock();
    }
  });

  it('answers a call already on its way with the replaced token: no 401, no cleared cookie, no extension', async () => {
    // The web client renews on a 401 while other calls (other tabs) may still carry the previous token; a
    // refusal would clear the cookie, the new token with it, and end the session.
    const person = await signedUpCaller(t.app, 'in-flight@example.com');
    const oldCookie = person.cookie!;
    // Old enough to be extended on its next use, were it not replaced.
    await t.app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3 * 24 * 3600 * 1000) })
      .where(eq(sessions.tokenHash, hashToken(oldCookie.split('=')[1]!)));
    expect((await person.call({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(200);
    const inFlight = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: { cookie: oldCookie },
    });
    expect(inFlight.statusCode).toBe(200);
    expect(inFlight.headers['set-cookie']).toBeUndefined();
    const [row] = await t.app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(oldCookie.split('=')[1]!)));
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + ROTATION_GRACE_MS);
  });

  it('refuses refresh without a session', async () => {
    const res = await caller(t.app).call({ method: 'POST', url: '/api/auth/refresh' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AUTH_ERROR');
  });

  it('ends the session on logout, and logout without one still succeeds', async () => {
    const person = await signedUpCaller(t.app, 'logout@example.com');
    const cookie = person.cookie!;
    const res = await person.call({ method: 'POST', url: '/api/auth/logout' });
    expect(res.json()).toEqual({ success: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } });
    expect(after.json().authenticated).toBe(false);
    expect((await caller(t.app).call({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  });
});

describe('sign-up limit per address', () => {
  it('refuses the sign-up past SIGNUP_LIMIT_PER_HOUR with 429 and Retry-After', async () => {
    const limited = await createTestApp({ demo: false, config: { signupLimitPerHour: 3 } });
    try {
      const neighbour = caller(limited.app);
      const signUp = (n: number) =>
        neighbour.call({
          method: 'POST',
          url: '/api/auth/signup',
          payload: {
            email: `limit-${n}@example.com`,
            password: 'goodpass123',
            nickname: `사람${n}`,
            consents: REQUIRED_CONSENTS,
          },
        });
      for (const n of [1, 2, 3]) expect((await signUp(n)).statusCode).toBe(201);
      const refused = await signUp(4);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMIT_EXCEEDED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('client address without a trusted proxy (TRUST_PROXY unset)', () => {
  it('ignores X-Forwarded-For: rotating it does not get past the per-address limits', async () => {
    const direct = await createTestApp({ demo: false, config: { trustProxy: false, signupLimitPerHour: 3 } });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 5; n++) {
        const res = await direct.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          headers: { 'x-client-version': '1.0.0', 'x-forwarded-for': `203.0.113.${n + 1}` },
          payload: {
            email: `spoof-${n}@example.com`,
            password: 'goodpass123',
            nickname: `사람${n}`,
            consents: REQUIRED_CONSENTS,
          },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const logins: number[] = [];
      for (let n = 0; n <= LOGIN_LIMITS.perIp; n++) {
        const res = await direct.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-client-version': '1.0.0', 'x-forwarded-for': `198.51.100.${n + 1}` },
          payload: { email: `nobody${n}@example.com`, password: 'whatever123' },
        });
        logins.push(res.statusCode);
      }
      expect(logins.at(-1)).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
