import { currentTime, moveClockForward, resetClock } from '@ft/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { policies, userConsents, users } from '../../db/schema/index.ts';
import { caller, REQUIRED_CONSENTS, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());
afterEach(() => resetClock());

const signUp = (email: string, consents?: object) =>
  caller(t.app).call({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: 'goodpass123', nickname: '동의회원', ...(consents ? { consents } : {}) },
  });

const userIdOf = async (email: string) =>
  (await t.app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

describe('sign-up asks each required consent separately', () => {
  it('refuses a sign-up missing any required consent with 400 naming that field in Korean, and makes no account', async () => {
    const cases: [object | undefined, Record<string, string>][] = [
      [
        undefined,
        {
          'consents.terms': '이용약관에 동의해주세요',
          'consents.privacy': '개인정보 수집·이용에 동의해주세요',
          'consents.age14': '만 14세 이상만 가입할 수 있어요. 확인해주세요',
        },
      ],
      [{ privacy: true, age14: true, marketing: true }, { 'consents.terms': '이용약관에 동의해주세요' }],
      [
        { terms: true, privacy: false, age14: true },
        { 'consents.privacy': '개인정보 수집·이용에 동의해주세요' },
      ],
      [
        { terms: true, privacy: true, age14: 'true' },
        { 'consents.age14': '만 14세 이상만 가입할 수 있어요. 확인해주세요' },
      ],
    ];
    for (const [n, [consents, fields]] of cases.entries()) {
      const email = `missing-${n}@example.com`;
      const res = await signUp(email, consents);
      expect(res.statusCode, JSON.stringify(consents)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', user: null });
      expect(res.json().fields).toEqual(fields);
      expect(await userIdOf(email)).toBeUndefined();
    }
  });

  it('stores each consent with the current policy version and the time of sign-up, in the same transaction', async () => {
    const db = t.app.database.db;
    // An operator has published a new 개인정보처리방침: a consent given now is to that version.
    await db.update(policies).set({ version: '1.1' }).where(eq(policies.slug, 'privacy'));
    try {
      const before = currentTime();
      const res = await signUp('agreed@example.com', { ...REQUIRED_CONSENTS, marketing: true });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.marketingConsent).toBe(true);
      const rows = await db
        .select()
        .from(userConsents)
        .where(eq(userConsents.userId, (await userIdOf('agreed@example.com'))!));
      expect(rows.map((r) => [r.kind, r.version, r.agreed]).sort()).toEqual([
        ['age14', '1.0', true],
        ['marketing', '1.0', true],
        ['privacy', '1.1', true],
        ['terms', '1.0', true],
      ]);
      const times = new Set(rows.map((r) => r.recordedAt.toISOString()));
      expect(times.size).toBe(1);
      expect(new Date([...times][0]!).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    } finally {
      await db.update(policies).set({ version: '1.0' }).where(eq(policies.slug, 'privacy'));
    }
  });

  it('makes no account when its consents cannot be stored (one transaction)', async () => {
    const db = t.app.database.db;
    await db.execute(sql`create function refuse_consents() returns trigger language plpgsql as $$
      begin raise exception 'consents are read-only in this test'; end $$`);
    await db.execute(sql`create trigger refuse_consents before insert on user_consents
      for each row execute function refuse_consents()`);
    try {
      const res = await signUp('half@example.com', REQUIRED_CONSENTS);
      expect(res.statusCode).toBe(500);
      expect(await userIdOf('half@example.com')).toBeUndefined();
    } finally {
      await db.execute(sql`drop trigger refuse_consents on user_consents`);
      await db.execute(sql`drop function refuse_consents`);
    }
  });
});

describe('GET /api/v1/users/consents', () => {
  it('answers each consent with its version and the date agreed; marketing declined at sign-up is on record', async () => {
    const person = await signedUpCaller(t.app, 'reader@example.com');
    const res = await person.call({ method: 'GET', url: '/api/v1/users/consents' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { current, history } = res.json().data;
    expect(current).toEqual([
      { kind: 'terms', required: true, agreed: true, version: '1.0', recordedAt: expect.any(String) },
      { kind: 'privacy', required: true, agreed: true, version: '1.0', recordedAt: expect.any(String) },
      { kind: 'age14', required: true, agreed: true, version: '1.0', recordedAt: expect.any(String) },
      { kind: 'marketing', required: false, agreed: false, version: '1.0', recordedAt: expect.any(String) },
    ]);
    expect(history).toHaveLength(4);
  });

  it('is for the signed-in person only: a guest gets 401, another person sees only their own', async () => {
    const guest = await caller(t.app).call({ method: 'GET', url: '/api/v1/users/consents' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ success: false, code: 'AUTH_ERROR' });

    const owner = await signedUpCaller(t.app, 'owner-consents@example.com');
    await owner.call({ method: 'PUT', url: '/api/v1/users/consents/marketing', payload: { agreed: true } });
    const other = await signedUpCaller(t.app, 'other-consents@example.com');
    const theirs = (await other.call({ method: 'GET', url: '/api/v1/users/consents' })).json().data;
    expect(theirs.history).toHaveLength(4);
    expect(theirs.current.find((c: { kind: string }) => c.kind === 'marketing').agreed).toBe(false);
    // No way to name someone else: the path has no id, and a query or a body is not read.
    const ownerId = await userIdOf('owner-consents@example.com');
    const named = await other.call({ method: 'GET', url: `/api/v1/users/consents?userId=${ownerId}` });
    expect(named.json().data).toEqual(theirs);
    expect((await other.call({ method: 'GET', url: `/api/v1/users/${ownerId}/consents` })).statusCode).toBe(
      404,
    );
  });
});

describe('PUT /api/v1/users/consents/marketing', () => {
  it('turns marketing on and off, each change a new record with its time; the history keeps them all', async () => {
    const person = await signedUpCaller(t.app, 'toggler@example.com');
    const put = (agreed: unknown) =>
      person.call({ method: 'PUT', url: '/api/v1/users/consents/marketing', payload: { agreed } });

    moveClockForward(ONE_DAY_MS);
    const on = await put(true);
    expect(on.statusCode).toBe(200);
    const marketingOf = (data: { current: { kind: string; recordedAt: string }[] }) =>
      data.current.find((c) => c.kind === 'marketing');
    expect(marketingOf(on.json().data)).toMatchObject({ agreed: true, version: '1.0' });
    moveClockForward(ONE_DAY_MS);
    const off = await put(false);
    expect(marketingOf(off.json().data)).toMatchObject({ agreed: false, version: '1.0' });
    // The same answer twice is one change.
    await put(false);

    const { history } = (await person.call({ method: 'GET', url: '/api/v1/users/consents' })).json().data;
    const marketing = history.filter((r: { kind: string }) => r.kind === 'marketing');
    expect(marketing.map((r: { agreed: boolean }) => r.agreed)).toEqual([false, true, false]);
    const [offAt, onAt, signUpAt] = marketing.map((r: { recordedAt: string }) => Date.parse(r.recordedAt));
    expect(offAt - onAt).toBeGreaterThanOrEqual(ONE_DAY_MS);
    expect(onAt - signUpAt).toBeGreaterThanOrEqual(ONE_DAY_MS);
    expect(marketingOf(off.json().data)?.recordedAt).toBe(marketing[0].recordedAt);

    // users.marketing_consent follows the last record (the User every screen reads).
    const me = (await person.call({ method: 'GET', url: '/api/auth/status' })).json().user;
    expect(me.marketingConsent).toBe(false);
    await put(true);
    expect((await person.call({ method: 'GET', url: '/api/auth/status' })).json().user.marketingConsent).toBe(
      true,
    );
  });

  it('refuses a guest (401) and a body that is not a yes or no (400)', async () => {
    const guest = await caller(t.app).call({
      method: 'PUT',
      url: '/api/v1/users/consents/marketing',
      payload: { agreed: true },
    });
    expect(guest.statusCode).toBe(401);
    const person = await signedUpCaller(t.app, 'badbody@example.com');
    for (const payload of [{}, { agreed: 'yes' }, { agreed: true, userId: 'someone' }]) {
      const res = await person.call({ method: 'PUT', url: '/api/v1/users/consents/marketing', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('changes only the caller’s own consent', async () => {
    const a = await signedUpCaller(t.app, 'mine-a@example.com');
    const b = await signedUpCaller(t.app, 'mine-b@example.com');
    await a.call({ method: 'PUT', url: '/api/v1/users/consents/marketing', payload: { agreed: true } });
    const rows = await t.app.database.db
      .select({ kind: userConsents.kind, agreed: userConsents.agreed })
      .from(userConsents)
      .where(eq(userConsents.userId, (await userIdOf('mine-b@example.com'))!));
    expect(rows.filter((r) => r.kind === 'marketing')).toEqual([{ kind: 'marketing', agreed: false }]);
    expect((await b.call({ method: 'GET', url: '/api/auth/status' })).json().user.marketingConsent).toBe(
      false,
    );
  });
});

describe('the record itself', () => {
  it('refuses a withdrawn required consent and an unknown kind (database checks)', async () => {
    const id = (await userIdOf('reader@example.com'))!;
    const db = t.app.database.db;
    await expect(
      db.insert(userConsents).values({ userId: id, kind: 'terms', version: '1.0', agreed: false }),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`insert into user_consents (user_id, kind, version, agreed) values (${id}, 'newsletter', '1.0', true)`,
      ),
    ).rejects.toThrow();
  });

  it('withdraws marketing on account deletion and keeps what the account agreed to', async () => {
    const person = await signedUpCaller(t.app, 'leaving@example.com');
    await person.call({ method: 'PUT', url: '/api/v1/users/consents/marketing', payload: { agreed: true } });
    const id = (await userIdOf('leaving@example.com'))!;
    const deleted = await person.call({
      method: 'DELETE',
      url: '/api/v1/users/me',
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(200);
    const db = t.app.database.db;
    const [row] = await db.select({ marketing: users.marketingConsent }).from(users).where(eq(users.id, id));
    expect(row?.marketing).toBe(false);
    const records = await db.select().from(userConsents).where(eq(userConsents.userId, id));
    expect(records.filter((r) => r.kind === 'marketing').map((r) => r.agreed)).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect(records.filter((r) => r.kind !== 'marketing')).toHaveLength(3);
  });
});
