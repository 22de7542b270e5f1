import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { applicantCaller, caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartForm, samplePdf } from '../../test/vendor-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

describe('profile', () => {
  it('needs a signed-in person: 401 with 로그인이 필요합니다.', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const res = await caller(t.app).call({
        method,
        url: '/api/v1/users/profile',
        payload: method === 'PUT' ? { nickname: '누구' } : undefined,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'AUTH_ERROR', error: '로그인이 필요합니다.' });
    }
  });

  it('stores no direction control: a reversed "\u202e구남강" is kept as the letters typed', async () => {
    const person = await signedUpCaller(t.app, 'reversed@example.com');
    const res = await person.call({
      method: 'PUT',
      url: '/api/v1/users/profile',
      payload: { nickname: '\u202e구남강\u2066' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.nickname).toBe('구남강');
  });

  it('reads and updates nickname, phone (stored as digits) and image', async () => {
    const person = await signedUpCaller(t.app, 'profile@example.com', '처음이름');
    const me = await person.call({ method: 'GET', url: '/api/v1/users/profile' });
    expect(me.json().data).toMatchObject({
      email: 'profile@example.com',
      nickname: '처음이름',
      role: 'customer',
      isVendor: false,
    });
    const res = await person.call({
      method: 'PUT',
      url: '/api/v1/users/profile',
      payload: {
        nickname: '바뀐이름',
        phone: '010-1234-5678',
        profileImageUrl: '/files/profiles/a.webp',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nickname: '바뀐이름', phone: '01012345678' });
    const cleared = await person.call({
      method: 'PUT',
      url: '/api/v1/users/profile',
      payload: { phone: '' },
    });
    expect(cleared.json().data.phone).toBeNull();
  });

  it('refuses bad values per field and unknown fields', async () => {
    const person = await signedUpCaller(t.app, 'badprofile@example.com');
    for (const [payload, field] of [
      [{ phone: '02-123-4567' }, 'phone'],
      [{ nickname: 'ㅋ' }, 'nickname'],
      [{ profileImageUrl: 'javascript:alert(1)' }, 'profileImageUrl'],
    ] as const) {
      const res = await person.call({ method: 'PUT', url: '/api/v1/users/profile', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toMatch(/[가-힣]/);
    }
    // Marketing is a consent with a history of its own (PUT /users/consents/marketing), not a profile field.
    for (const payload of [{ role: 'admin' }, { marketingConsent: true }]) {
      const extra = await person.call({ method: 'PUT', url: '/api/v1/users/profile', payload });
      expect(extra.statusCode).toBe(400);
    }
    const me = await person.call({ method: 'GET', url: '/api/v1/users/profile' });
    expect(me.json().data.role).toBe('customer');
  });
});

describe('settings', () => {
  it('has no old 예약 알림 switch any more: notices are chosen per kind and channel (decision 040)', async () => {
    const person = await signedUpCaller(t.app, 'settings@example.com');
    for (const method of ['GET', 'PUT'] as const) {
      const res = await person.call({ method, url: '/api/v1/users/settings', payload: {} });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('account deletion', () => {
  it('needs an explicit confirmation', async () => {
    const person = await signedUpCaller(t.app, 'unsure@example.com');
    const res = await person.call({ method: 'DELETE', url: '/api/v1/users/me', payload: {} });
    expect(res.statusCode).toBe(400);
    expect((await person.call({ method: 'GET', url: '/api/auth/status' })).json().authenticated).toBe(true);
  });

  it('erases personal data, ends every session and frees the email, keeping an anonymous row', async () => {
    const person = await applicantCaller(t.app, 'leaving@example.com', '떠나는회원');
    await person.call({ method: 'PUT', url: '/api/v1/users/profile', payload: { phone: '01099998888' } });
    const uploaded = await person.call({
      method: 'POST',
      url: '/api/v1/upload/document',
      ...multipartForm([
        { name: 'document', filename: '사업자등록증.pdf', type: 'application/pdf', bytes: samplePdf() },
      ]),
    });
    const paper = uploaded.json().data as { url: string; path: string };
    expect((await t.app.inject({ method: 'GET', url: paper.url })).statusCode).toBe(200);
    const id = (await person.call({ method: 'GET', url: '/api/v1/users/profile' })).json().data.id;
    const secondDevice = caller(t.app);
    await secondDevice.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'leaving@example.com', password: 'goodpass123' },
    });

    const res = await person.call({ method: 'DELETE', url: '/api/v1/users/me', payload: { confirm: true } });
    expect(res.statusCode).toBe(200);
    for (const device of [person, secondDevice]) {
      expect((await device.call({ method: 'GET', url: '/api/auth/status' })).json().authenticated).toBe(
        false,
      );
    }
    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ email: null, passwordHash: null, phone: null, nickname: '탈퇴한 회원' });
    expect(row?.deletedAt).toBeInstanceOf(Date);

    const login = await caller(t.app).call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'leaving@example.com', password: 'goodpass123' },
    });
    expect(login.statusCode).toBe(401);
    // Their papers went with them: the signed link they were given no longer opens anything.
    const paperGone = await t.app.inject({ method: 'GET', url: paper.url });
    expect(paperGone.statusCode).toBe(404);
    expect(await t.app.storage.get(paper.path)).toBeUndefined();
    await signedUpCaller(t.app, 'leaving@example.com', '다시온회원');
  });
});
