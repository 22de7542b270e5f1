import { Writable } from 'node:stream';
import { moveClockForward, PASSWORD_RESET_LIMITS, PASSWORD_RESET_TTL_MS, resetClock } from '@ft/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, sessions, users } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/token-hash.ts';
import { type Caller, caller, signedUpCaller } from '../../test/http.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * 비밀번호 찾기 (decision 040), with a real SMTP server on loopback: the mail arrives with a
 * link, the link sets the password once within 30 minutes and ends every session; the answer never tells
 * whether an address has an account; requests are limited; the token reaches no log line.
 */
const FROM = '푸드트럭 예약 <no-reply@foodtruck.example>';
const PUBLIC_URL = 'https://foodtruck.example';
const LINK = /https:\/\/foodtruck\.example\/reset-password\?token=([A-Za-z0-9_-]{43})/;

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    demo: false,
    config: { mail: { smtpUrl: sink.url, from: FROM }, publicUrl: PUBLIC_URL },
    // Every line, at the most talkative level, to look for the token in.
    logger: {
      level: 'trace',
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
afterEach(() => resetClock());

const ask = (person: Caller, email: string) =>
  person.call({ method: 'POST', url: '/api/v1/auth/password-reset', payload: { email } });
const confirm = (person: Caller, token: string, password = 'newpass456') =>
  person.call({ method: 'POST', url: '/api/v1/auth/password-reset/confirm', payload: { token, password } });
const login = (person: Caller, email: string, password: string) =>
  person.call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The next mail to this address, once it has arrived. */
async function mailTo(address: string, after: number) {
  for (let i = 0; i < 200; i++) {
    const mail = sink.received.slice(after).find((m) => m.rcptTo.includes(address));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${address}`);
}

/** Asks for a reset link and reads its token out of the mail that arrives. */
async function tokenFor(email: string, person = caller(t.app)): Promise<string> {
  const before = sink.received.length;
  const res = await ask(person, email);
  expect(res.statusCode, res.body).toBe(200);
  const mail = await mailTo(email, before);
  return LINK.exec(String(mail.parsed.text))![1]!;
}

describe('password reset by email', () => {
  it('mails a link that sets the new password, ends every session and opens only once', async () => {
    const email = 'reset-whole@example.com';
    const person = await signedUpCaller(t.app, email, '재설정회원');
    const phone = caller(t.app);
    expect((await login(phone, email, 'goodpass123')).statusCode).toBe(200);

    const before = sink.received.length;
    const res = await ask(caller(t.app), email);
    expect(res.json()).toEqual({ success: true, data: { sent: true } });
    const mail = await mailTo(email, before);
    expect(mail.parsed.subject).toBe('[푸드트럭 예약] 비밀번호 재설정 안내');
    expect(mail.parsed.from?.value[0]?.address).toBe('no-reply@foodtruck.example');
    const text = String(mail.parsed.text);
    expect(text).toContain('재설정회원님');
    expect(text).toContain('30분');
    const token = LINK.exec(text)![1]!;
    expect(String(mail.parsed.html)).toContain(`href="${PUBLIC_URL}/reset-password?token=${token}"`);
    // Only the token's SHA-256 is kept.
    const rows = await t.app.database.db.select().from(passwordResetTokens);
    expect(rows.some((row) => row.tokenHash === hashToken(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);

    const done = await confirm(caller(t.app), token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, data: { reset: true } });
    // Every session of the account ended: the rows are gone, both devices are signed out.
    const [user] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    expect(await t.app.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
    for (const device of [person, phone]) {
      const status = await device.call({ method: 'GET', url: '/api/auth/status' });
      expect(status.json().authenticated).toBe(false);
    }
    expect((await login(caller(t.app), email, 'goodpass123')).statusCode).toBe(401);
    expect((await login(caller(t.app), email, 'newpass456')).statusCode).toBe(200);

    // Single use: the same link again is refused, and changes nothing.
    const again = await confirm(caller(t.app), token, 'otherpass789');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'PASSWORD_RESET_LINK_INVALID',
      error: '링크가 만료됐거나 이미 사용됐어요. 다시 요청해주세요.',
    });
    expect((await login(caller(t.app), email, 'newpass456')).statusCode).toBe(200);
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const known = 'reset-known@example.com';
    await signedUpCaller(t.app, known);
    const before = sink.received.length;
    const unknown = await ask(caller(t.app), 'nobody-here@example.com');
    const real = await ask(caller(t.app), known);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(real.body);
    await mailTo(known, before);
    expect(sink.received.slice(before).flatMap((m) => m.rcptTo)).toEqual([known]);
  });

  it('tells an account made with Kakao to log in with Kakao, with no link', async () => {
    const email = 'reset-kakao@example.com';
    await t.app.database.db.insert(users).values({ email, nickname: '카카오회원', kakaoId: 'kakao-reset-1' });
    const before = sink.received.length;
    expect((await ask(caller(t.app), email)).json()).toEqual({ success: true, data: { sent: true } });
    const mail = await mailTo(email, before);
    expect(mail.parsed.subject).toBe('[푸드트럭 예약] 카카오로 가입한 계정이에요');
    expect(String(mail.parsed.text)).toContain('카카오로 시작하기');
    expect(String(mail.parsed.text)).not.toMatch(/token=/);
  });

  it('opens the link for 30 minutes', async () => {
    const email = 'reset-expiry@example.com';
    await signedUpCaller(t.app, email);
    const early = await tokenFor(email);
    moveClockForward(PASSWORD_RESET_TTL_MS - 60_000);
    expect((await confirm(caller(t.app), early)).statusCode).toBe(200);

    const late = await tokenFor(email);
    moveClockForward(PASSWORD_RESET_TTL_MS + 1000);
    const res = await confirm(caller(t.app), late, 'laterpass123');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_RESET_LINK_INVALID');
    expect((await login(caller(t.app), email, 'newpass456')).statusCode).toBe(200);
  });

  it('lets only the newest link work', async () => {
    const email = 'reset-newest@example.com';
    await signedUpCaller(t.app, email);
    const older = await tokenFor(email);
    const newer = await tokenFor(email);
    expect((await confirm(caller(t.app), older)).json().code).toBe('PASSWORD_RESET_LINK_INVALID');
    expect((await confirm(caller(t.app), newer)).statusCode).toBe(200);
  });

  it('refuses an unknown token and a weak password with Korean field messages', async () => {
    const unknown = await confirm(caller(t.app), 'A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('PASSWORD_RESET_LINK_INVALID');
    const malformed = await confirm(caller(t.app), 'not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.token).toMatch(/[가-힣]/);

    const email = 'reset-weak@example.com';
    await signedUpCaller(t.app, email);
    const token = await tokenFor(email);
    for (const password of ['short1', 'onlyletters', '12345678']) {
      const weak = await confirm(caller(t.app), token, password);
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(weak.json().fields.password).toMatch(/[가-힣]/);
    }
    // A refused password does not spend the link.
    expect((await confirm(caller(t.app), token)).statusCode).toBe(200);
    const badEmail = await ask(caller(t.app), 'not an email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields.email).toMatch(/[가-힣]/);
  });

  it('limits requests per address and per client, with Retry-After, known address or not', async () => {
    for (const email of ['reset-limit@example.com', 'reset-limit-nobody@example.com']) {
      for (let i = 0; i < PASSWORD_RESET_LIMITS.perEmail; i++) {
        expect((await ask(caller(t.app), email)).statusCode).toBe(200);
      }
      const refused = await ask(caller(t.app), email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMIT_EXCEEDED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const client = caller(t.app);
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perIp; i++) {
      expect((await ask(client, `reset-ip-${i}@example.com`)).statusCode).toBe(200);
    }
    const refused = await ask(client, 'reset-ip-last@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('writes the token in no log line: not the request, the link page, nor a refusal', async () => {
    const email = 'reset-logs@example.com';
    await signedUpCaller(t.app, email);
    const token = await tokenFor(email);
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    await t.app.inject({ method: 'GET', url: `/api/v1/auth/password-reset/confirm?token=${token}` });
    expect((await confirm(caller(t.app), token, 'weak')).statusCode).toBe(400);
    expect((await confirm(caller(t.app), token)).statusCode).toBe(200);
    expect((await confirm(caller(t.app), token)).statusCode).toBe(400);
    const log = logLines.join('');
    expect(log).toContain('password-reset');
    expect(log).toContain('token=[REDACTED]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(hashToken(token));
  });
});

describe('password reset without SMTP', () => {
  it('says the mail cannot be sent, with its own code, for every address', async () => {
    const bare = await createTestApp({ demo: false });
    try {
      await signedUpCaller(bare.app, 'reset-nosmtp@example.com');
      for (const email of ['reset-nosmtp@example.com', 'nobody@example.com']) {
        const res = await caller(bare.app).call({
          method: 'POST',
          url: '/api/v1/auth/password-reset',
          payload: { email },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ success: false, code: 'PASSWORD_RESET_UNAVAILABLE' });
      }
      expect(await bare.app.database.db.select().from(passwordResetTokens)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
