import { moveClockForward, resetClock } from '@ft/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { kakaoSignups, kakaoUnlinks, users } from '../../db/schema/index.ts';
import { startFakeKakao } from '../../test/fake-kakao.ts';
import { caller, REQUIRED_CONSENTS, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { KAKAO_SIGNUP_TTL_MS } from './kakao-signup.ts';
import { unlinkDueKakaoAccounts } from './kakao-unlinks.ts';

let kakao: Awaited<ReturnType<typeof startFakeKakao>>;
let t: TestApp;
beforeAll(async () => {
  kakao = await startFakeKakao({
    'code-new': { id: 1001, email: 'kakao.new@example.com', nickname: '카카오새친구' },
    'code-again': { id: 1001, email: 'kakao.new@example.com' },
    'code-link': { id: 2002, email: 'linked@example.com', verified: true },
    'code-unverified': { id: 3003, email: 'unverified@example.com', verified: false },
    // Another party's text: a shouted, padded email and a nickname with a NUL and a direction control.
    'code-dirty': { id: 4004, email: ' Kakao.Dirty@EXAMPLE.COM ', nickname: '\u202e구남강\u0000 사장님' },
    'code-case': { id: 5005, email: 'CASE.LINK@Example.com', verified: true },
    'code-consent': { id: 6006, email: 'kakao.consent@example.com', nickname: '동의할친구' },
    'code-twice': { id: 7007, nickname: '두번친구' },
    'code-late': { id: 8008, nickname: '늦은친구' },
    'code-leaving': { id: 9001, nickname: '떠날친구' },
    'code-away': { id: 9002, nickname: '카카오가멈춘날' },
    'code-unlinks': { id: 9003, nickname: '카카오에서끊은친구' },
    'code-password': { id: 9004, email: 'both.ways@example.com', verified: true },
  });
  t = await createTestApp({ demo: false, config: { kakao: kakao.config } });
});
afterAll(async () => {
  await t.close();
  await kakao.close();
});
afterEach(() => resetClock());

/** Asks for the login URL as the browser does: the state Kakao will hand back, and the guard's cookie. */
async function startLogin(person: ReturnType<typeof caller>, clientState = 'state-abc-123') {
  const login = await person.call({ method: 'GET', url: `/api/auth/kakao/login?state=${clientState}` });
  const state = new URL(login.json().data.login_url).searchParams.get('state')!;
  const cookie = login.cookies.find((c) => c.name === 'ft_oauth_state')!.value;
  return { state, cookie };
}

/** The browser's side of the flow: ask for the login URL (state cookie set), come back with a code. */
async function kakaoLogin(person: ReturnType<typeof caller>, code: string) {
  const { state, cookie } = await startLogin(person);
  return person.call({
    method: 'GET',
    url: `/api/v1/auth/kakao/callback?code=${code}&state=${state}`,
    headers: { cookie: `ft_oauth_state=${cookie}` },
  });
}

/** The pending sign-up's cookie a first Kakao log-in hands the browser. */
const signupCookie = (res: Awaited<ReturnType<typeof kakaoLogin>>) =>
  res.cookies.find((c) => c.name === 'ft_kakao_signup')?.value;

/** A first Kakao log-in to the end: the callback, then the consent screen's 동의하고 가입하기. */
async function kakaoSignUp(
  person: ReturnType<typeof caller>,
  code: string,
  consents: object = REQUIRED_CONSENTS,
) {
  const callback = await kakaoLogin(person, code);
  expect(callback.json()).toMatchObject({ success: true, user: null });
  return person.call({
    method: 'POST',
    url: '/api/v1/auth/kakao/signup',
    payload: { consents },
    headers: { cookie: `ft_kakao_signup=${signupCookie(callback)}` },
  });
}

describe('Kakao login', () => {
  it('hands out Kakao authorize URL with our client id, redirect URI and the state', async () => {
    const res = await caller(t.app).call({ method: 'GET', url: '/api/auth/kakao/login?state=state-abc-123' });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().data.login_url);
    expect(url.origin + url.pathname).toBe(kakao.config.authUrl);
    expect(url.searchParams.get('client_id')).toBe('test-client-id');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/kakao/callback');
    expect(url.searchParams.get('response_type')).toBe('code');
    // The server's own guard (the cookie's value), then the client's state for its own check.
    const [guard, clientState] = url.searchParams.get('state')!.split('.');
    expect(clientState).toBe('state-abc-123');
    expect(guard).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(res.cookies.find((c) => c.name === 'ft_oauth_state')).toMatchObject({
      value: guard,
      httpOnly: true,
    });
  });

  it('never takes a state the client chose as the protection (login CSRF, second form)', async () => {
    // The attacker makes the victim's browser start a log-in with a state of the attacker's choosing, then
    // sends it to the callback with the attacker's own code and that state.
    const victim = caller(t.app);
    const { cookie } = await startLogin(victim, 'attacker-chosen-1');
    const forged = await victim.call({
      method: 'GET',
      url: '/api/v1/auth/kakao/callback?code=code-new&state=attacker-chosen-1',
      headers: { cookie: `ft_oauth_state=${cookie}` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, code: 'AUTH_ERROR' });
    expect(victim.cookie).toBeUndefined();
  });

  it('exchanges the code, and after the consents creates the user and opens a session', async () => {
    const person = caller(t.app);
    const res = await kakaoSignUp(person, 'code-new');
    expect(kakao.tokenRequests.at(-1)?.get('client_secret')).toBe('test-client-secret');
    expect(kakao.tokenRequests.at(-1)?.get('redirect_uri')).toBe(
      'http://localhost:3000/api/auth/kakao/callback',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      user: { email: 'kakao.new@example.com', nickname: '카카오새친구' },
    });
    const status = await person.call({ method: 'GET', url: '/api/auth/status' });
    expect(status.json()).toMatchObject({ authenticated: true, user: { nickname: '카카오새친구' } });

    // The same Kakao account next time is the same user.
    const again = await kakaoLogin(caller(t.app), 'code-again');
    expect(again.json().user.id).toBe(res.json().user.id);
  });

  it('links to an existing account by a verified email, never by an unverified one', async () => {
    const existing = await signedUpCaller(t.app, 'linked@example.com', '원래회원');
    const me = (await existing.call({ method: 'GET', url: '/api/v1/users/profile' })).json().data;
    const linked = await kakaoLogin(caller(t.app), 'code-link');
    expect(linked.json().user).toMatchObject({ id: me.id, nickname: '원래회원' });

    await signedUpCaller(t.app, 'unverified@example.com');
    const separate = await kakaoSignUp(caller(t.app), 'code-unverified');
    expect(separate.statusCode).toBe(201);
    expect(separate.json().user.email).toBeNull();
  });

  it('refuses a bad code with 401 and opens no session', async () => {
    const person = caller(t.app);
    const res = await kakaoLogin(person, 'code-forged');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'AUTH_ERROR' });
    expect(person.cookie).toBeUndefined();
  });

  it('cleans the profile Kakao sends: email trimmed and lower-cased, no NUL or direction control in the name', async () => {
    const person = caller(t.app);
    const res = await kakaoSignUp(person, 'code-dirty');
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: 'kakao.dirty@example.com', nickname: '구남강 사장님' });
    // The email found again whatever its case: the account made by sign-up is linked, not doubled.
    await signedUpCaller(t.app, 'case.link@example.com');
    const linked = await kakaoLogin(caller(t.app), 'code-case');
    expect(linked.json().user.email).toBe('case.link@example.com');
    const status = await caller(t.app).call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'case.link@example.com', password: 'goodpass123' },
    });
    expect(status.json().user.id).toBe(linked.json().user.id);
  });

  it('refuses a state that does not match the one this browser started with', async () => {
    const person = caller(t.app);
    const { cookie } = await startLogin(person, 'state-mine-1');
    const { state: someoneElses } = await startLogin(caller(t.app), 'state-mine-1');
    const res = await person.call({
      method: 'GET',
      url: `/api/v1/auth/kakao/callback?code=code-new&state=${someoneElses}`,
      headers: { cookie: `ft_oauth_state=${cookie}` },
    });
    expect(res.statusCode).toBe(401);
    expect(person.cookie).toBeUndefined();
  });

  it('refuses a callback without the state or without the state cookie (login CSRF)', async () => {
    // An attacker's code sent to a victim's browser by a plain link: no state, or a state without its cookie.
    const victim = caller(t.app);
    const noState = await victim.call({ method: 'GET', url: '/api/v1/auth/kakao/callback?code=code-new' });
    expect(noState.statusCode).toBe(400);
    const noCookie = await victim.call({
      method: 'GET',
      url: '/api/v1/auth/kakao/callback?code=code-new&state=state-attacker-1',
    });
    expect(noCookie.statusCode).toBe(401);
    expect(noCookie.json()).toMatchObject({ success: false, code: 'AUTH_ERROR' });
    expect(victim.cookie).toBeUndefined();
  });

  it('accepts a state once: the cookie is spent by the first callback', async () => {
    const person = caller(t.app);
    const { state, cookie } = await startLogin(person, 'state-once-123');
    const callback = (code: string) =>
      person.call({
        method: 'GET',
        url: `/api/v1/auth/kakao/callback?code=${code}&state=${state}`,
        headers: { cookie: `ft_oauth_state=${cookie}` },
      });
    const first = await callback('code-new');
    expect(first.statusCode).toBe(200);
    expect(first.cookies.find((c) => c.name === 'ft_oauth_state')?.value).toBe('');
    // The browser no longer holds the cookie, so the same link a second time is refused.
    const replay = await person.call({
      method: 'GET',
      url: `/api/v1/auth/kakao/callback?code=code-new&state=${state}`,
    });
    expect(replay.statusCode).toBe(401);
  });

  it('says clearly when Kakao login is not configured', async () => {
    const bare = await createTestApp({ demo: false });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/auth/kakao/login' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: 'KAKAO_NOT_CONFIGURED' });
      expect(res.json().error).toMatch(/카카오/);
      // Without the admin key no unlink callback can be checked: refused, not taken on trust.
      const callback = await bare.app.inject({
        method: 'GET',
        url: '/api/v1/auth/kakao/unlink?app_id=1&user_id=2',
        headers: { authorization: 'KakaoAK anything' },
      });
      expect(callback.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});

describe('a first Kakao log-in asks the consents before there is an account (decision 035)', () => {
  it('makes no account and opens no session until the required consents are given, then records them', async () => {
    const person = caller(t.app);
    const callback = await kakaoLogin(person, 'code-consent');
    expect(callback.statusCode).toBe(200);
    expect(callback.json()).toEqual({ success: true, user: null, signup: { nickname: '동의할친구' } });
    expect(person.cookie).toBeUndefined();
    const pending = callback.cookies.find((c) => c.name === 'ft_kakao_signup');
    expect(pending).toMatchObject({ httpOnly: true, path: '/api/' });
    const db = t.app.database.db;
    expect(await db.select().from(users).where(eq(users.kakaoId, '6006'))).toEqual([]);

    const send = (consents: object) =>
      person.call({
        method: 'POST',
        url: '/api/v1/auth/kakao/signup',
        payload: { consents },
        headers: { cookie: `ft_kakao_signup=${pending!.value}` },
      });
    const refused = await send({ terms: true, privacy: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'consents.age14': '만 14세 이상만 가입할 수 있어요. 확인해주세요',
    });
    expect(await db.select().from(users).where(eq(users.kakaoId, '6006'))).toEqual([]);

    const made = await send({ ...REQUIRED_CONSENTS, marketing: true });
    expect(made.statusCode).toBe(201);
    expect(made.json().user).toMatchObject({ nickname: '동의할친구', marketingConsent: true });
    expect(made.cookies.find((c) => c.name === 'ft_kakao_signup')?.value).toBe('');
    const consents = (await person.call({ method: 'GET', url: '/api/v1/users/consents' })).json().data;
    expect(consents.current.map((c: { kind: string; agreed: boolean }) => [c.kind, c.agreed])).toEqual([
      ['terms', true],
      ['privacy', true],
      ['age14', true],
      ['marketing', true],
    ]);

    // The next Kakao log-in is a log-in: no consent screen again.
    const again = await kakaoLogin(caller(t.app), 'code-consent');
    expect(again.json().user.id).toBe(made.json().user.id);
  });

  it('spends the pending sign-up once; a second tab finishing it opens the same account', async () => {
    const person = caller(t.app);
    const callback = await kakaoLogin(person, 'code-twice');
    const cookie = `ft_kakao_signup=${signupCookie(callback)}`;
    const finish = () =>
      caller(t.app).call({
        method: 'POST',
        url: '/api/v1/auth/kakao/signup',
        payload: { consents: REQUIRED_CONSENTS },
        headers: { cookie },
      });
    expect((await finish()).statusCode).toBe(201);
    const replay = await finish();
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe('카카오 가입 시간이 지났어요. 카카오로 다시 시작해주세요.');
    expect(await t.app.database.db.select().from(users).where(eq(users.kakaoId, '7007'))).toHaveLength(1);
  });

  it('forgets a pending sign-up after ten minutes, and refuses one without its cookie', async () => {
    const person = caller(t.app);
    const callback = await kakaoLogin(person, 'code-late');
    const noCookie = await person.call({
      method: 'POST',
      url: '/api/v1/auth/kakao/signup',
      payload: { consents: REQUIRED_CONSENTS },
    });
    expect(noCookie.statusCode).toBe(401);
    moveClockForward(KAKAO_SIGNUP_TTL_MS + 1000);
    const late = await person.call({
      method: 'POST',
      url: '/api/v1/auth/kakao/signup',
      payload: { consents: REQUIRED_CONSENTS },
      headers: { cookie: `ft_kakao_signup=${signupCookie(callback)}` },
    });
    expect(late.statusCode).toBe(401);
    expect(person.cookie).toBeUndefined();
    const db = t.app.database.db;
    expect(await db.select().from(users).where(eq(users.kakaoId, '8008'))).toEqual([]);
    expect(await db.select().from(kakaoSignups).where(eq(kakaoSignups.kakaoId, '8008'))).toHaveLength(1);
  });
});

describe("연결 끊기: 탈퇴 unlinks the Kakao account, and Kakao's unlink callback ends the link here", () => {
  const leave = (person: ReturnType<typeof caller>) =>
    person.call({ method: 'DELETE', url: '/api/v1/users/me', payload: { confirm: true } });
  const pendingUnlinks = () => t.app.database.db.select().from(kakaoUnlinks);
  /** Kakao's server calling the unlink callback, signed with the app's admin key. */
  const notify = (
    form: Record<string, string>,
    { method = 'POST', key = 'test-admin-key' }: { method?: 'GET' | 'POST'; key?: string } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/auth/kakao/unlink${method === 'GET' ? `?${new URLSearchParams(form)}` : ''}`,
      headers: {
        authorization: `KakaoAK ${key}`,
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(method === 'POST' ? { payload: new URLSearchParams(form).toString() } : {}),
    });

  it('탈퇴 asks Kakao to unlink the account with the admin key, after the account is gone', async () => {
    const person = caller(t.app);
    expect((await kakaoSignUp(person, 'code-leaving')).statusCode).toBe(201);
    expect((await leave(person)).statusCode).toBe(200);
    await expect.poll(() => kakao.unlinked.includes('9001')).toBe(true);
    await expect.poll(async () => (await pendingUnlinks()).length).toBe(0);
  });

  it('tries again later when Kakao is away, and keeps no row once it is done', async () => {
    const person = caller(t.app);
    expect((await kakaoSignUp(person, 'code-away')).statusCode).toBe(201);
    kakao.state.unlinkOutage = 1;
    expect((await leave(person)).statusCode).toBe(200);
    await expect.poll(async () => (await pendingUnlinks())[0]?.attempts).toBe(1);
    expect(kakao.unlinked).not.toContain('9002');
    // Not due yet: nothing is called.
    expect(await unlinkDueKakaoAccounts(t.app.database.db, t.app.config)).toEqual({
      unlinked: 0,
      failed: 0,
      abandoned: 0,
    });
    moveClockForward(61_000);
    expect(await unlinkDueKakaoAccounts(t.app.database.db, t.app.config)).toMatchObject({ unlinked: 1 });
    expect(kakao.unlinked).toContain('9002');
    expect(await pendingUnlinks()).toEqual([]);
  });

  it('refuses a callback without our admin key or for another app, and changes nothing', async () => {
    const person = caller(t.app);
    expect((await kakaoSignUp(person, 'code-unlinks')).statusCode).toBe(201);
    const notice = { app_id: '123456', user_id: '9003', referrer_type: 'UNLINK_FROM_APPS' };
    const forged = await notify(notice, { key: 'guessed-key' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, code: 'AUTH_ERROR' });
    expect((await notify({ ...notice, app_id: '999999' })).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/kakao/unlink?${new URLSearchParams(notice)}`,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await person.call({ method: 'GET', url: '/api/auth/status' })).json().authenticated).toBe(true);
  });

  it('deletes an account Kakao was the only way into, and ends its sessions (GET, as Kakao may call it)', async () => {
    const person = caller(t.app);
    const res = await kakaoLogin(person, 'code-unlinks');
    expect(res.json().user).toMatchObject({ nickname: '카카오에서끊은친구' });
    const notice = { app_id: '123456', user_id: '9003', referrer_type: 'ACCOUNT_DELETE' };
    const answer = await notify(notice, { method: 'GET' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true });
    expect((await person.call({ method: 'GET', url: '/api/auth/status' })).json().authenticated).toBe(false);
    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, res.json().user.id));
    expect(row).toMatchObject({ kakaoId: null, nickname: '탈퇴한 회원' });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    // Kakao has already ended the link: it is not asked again.
    expect(kakao.unlinked).not.toContain('9003');
    // A second notice for the same person is still answered 200 (Kakao retries until it gets one).
    expect((await notify(notice)).statusCode).toBe(200);
  });

  it('keeps an account that has a password: the link and every session end, the password still opens it', async () => {
    const person = await signedUpCaller(t.app, 'both.ways@example.com');
    await person.call({ method: 'POST', url: '/api/auth/logout' });
    const viaKakao = caller(t.app);
    expect((await kakaoLogin(viaKakao, 'code-password')).json().user).toMatchObject({
      email: 'both.ways@example.com',
    });
    const answer = await notify({ app_id: '123456', user_id: '9004', referrer_type: 'UNLINK_FROM_APPS' });
    expect(answer.statusCode).toBe(200);
    expect((await viaKakao.call({ method: 'GET', url: '/api/auth/status' })).json().authenticated).toBe(
      false,
    );
    const [row] = await t.app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'both.ways@example.com'));
    expect(row).toMatchObject({ kakaoId: null, deletedAt: null });
    const login = await caller(t.app).call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'both.ways@example.com', password: 'goodpass123' },
    });
    expect(login.statusCode).toBe(200);
  });
});
