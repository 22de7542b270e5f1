import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences } from '../../db/schema/index.ts';
import { type Caller, caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * 설정's notice switches (decision 040): every kind × channel with its default, partial
 * changes, marketing only with its consent (the opt-in records it), each person only their own. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const URL = '/api/v1/users/me/notification-preferences';
const ALL_ON = { email: true, alimtalk: true };
const ALL_OFF = { email: false, alimtalk: false };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

const read = async (person: Caller) => {
  const res = await person.call({ method: 'GET', url: URL });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const change = (person: Caller, preferences: unknown) =>
  person.call({ method: 'PUT', url: URL, payload: { preferences } });
const marketingRecords = async (person: Caller) =>
  (await person.call({ method: 'GET', url: '/api/v1/users/consents' }))
    .json()
    .data.history.filter((record: { kind: string }) => record.kind === 'marketing');
const userId = async (person: Caller) =>
  (await person.call({ method: 'GET', url: '/api/auth/status' })).json().user.id as string;

describe('notification preferences', () => {
  it('asks a guest to log in, reading and changing', async () => {
    const guest = caller(t.app);
    expect((await guest.call({ method: 'GET', url: URL })).statusCode).toBe(401);
    const put = await change(guest, { booking: { email: false } });
    expect(put.statusCode).toBe(401);
    expect(put.json().code).toBe('AUTH_ERROR');
  });

  it('answers every kind and channel with its default, the consent, and the channels this server has', async () => {
    const person = await signedUpCaller(t.app, 'prefs-defaults@example.com');
    expect(await read(person)).toEqual({
      preferences: { booking: ALL_ON, reminder: ALL_ON, message: ALL_ON, marketing: ALL_OFF },
      marketingConsent: { agreed: false, recordedAt: expect.any(String) },
      // No SMTP_URL and no 알림톡 provider in this app.
      channels: { email: false, alimtalk: false },
    });
  });

  it('changes only what is named, keeps it, and leaves another person alone', async () => {
    const person = await signedUpCaller(t.app, 'prefs-partial@example.com');
    const other = await signedUpCaller(t.app, 'prefs-other@example.com');
    const res = await change(person, { booking: { email: false }, message: { alimtalk: false } });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      booking: { email: false, alimtalk: true },
      reminder: ALL_ON,
      message: { email: true, alimtalk: false },
      marketing: ALL_OFF,
    };
    expect(res.json().data.preferences).toEqual(expected);
    expect((await read(person)).preferences).toEqual(expected);
    // What the delivery worker reads: rows only for what was chosen, the rest is the default.
    const rows = await t.app.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, await userId(person)));
    expect(rows.map(({ kind, channel, enabled }) => ({ kind, channel, enabled }))).toEqual(
      expect.arrayContaining([
        { kind: 'booking', channel: 'email', enabled: false },
        { kind: 'message', channel: 'alimtalk', enabled: false },
      ]),
    );
    expect(rows).toHaveLength(2);
    expect((await read(other)).preferences.booking).toEqual(ALL_ON);
    // Nobody names whose switches: an id in the body is refused, the session decides.
    const aimed = await person.call({
      method: 'PUT',
      url: URL,
      payload: { userId: await userId(other), preferences: { booking: { email: false } } },
    });
    expect(aimed.statusCode).toBe(400);
    expect((await read(other)).preferences.booking).toEqual(ALL_ON);
  });

  it('takes marketing turned on as the consent, recorded with its version, and turned off as the withdrawal', async () => {
    const person = await signedUpCaller(t.app, 'prefs-marketing@example.com');
    expect(await marketingRecords(person)).toEqual([expect.objectContaining({ agreed: false })]);
    const on = await change(person, { marketing: { email: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.preferences.marketing).toEqual({ email: true, alimtalk: false });
    expect(on.json().data.marketingConsent).toEqual({ agreed: true, recordedAt: expect.any(String) });
    expect((await marketingRecords(person))[0]).toMatchObject({ agreed: true, version: '1.0' });
    const status = await person.call({ method: 'GET', url: '/api/auth/status' });
    expect(status.json().user.marketingConsent).toBe(true);
    // The same answer again records nothing new; other kinds never touch the consent.
    await change(person, { marketing: { email: true }, booking: { alimtalk: false } });
    expect(await marketingRecords(person)).toHaveLength(2);

    const off = await change(person, { marketing: { email: false } });
    expect(off.json().data.marketingConsent.agreed).toBe(false);
    expect(await marketingRecords(person)).toHaveLength(3);
    expect((await marketingRecords(person))[0]).toMatchObject({ agreed: false });
  });

  it('sends no ads by 알림톡: marketing there is refused with a field message and always reads off', async () => {
    const person = await signedUpCaller(t.app, 'prefs-no-ads@example.com');
    const res = await change(person, { marketing: { email: true, alimtalk: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['preferences.marketing.alimtalk']).toBe(
      '카카오 알림톡으로는 광고를 보낼 수 없어요',
    );
    expect((await read(person)).marketingConsent.agreed).toBe(false);
    // A row written some other way still reads off.
    await t.app.database.db
      .insert(notificationPreferences)
      .values({ userId: await userId(person), kind: 'marketing', channel: 'alimtalk', enabled: true });
    await change(person, { marketing: { email: true } });
    expect((await read(person)).preferences.marketing).toEqual({ email: true, alimtalk: false });
  });

  it('shows marketing off while the consent is withdrawn elsewhere, whatever the switch was', async () => {
    const person = await signedUpCaller(t.app, 'prefs-withdrawn@example.com');
    await change(person, { marketing: { email: true } });
    const withdrawn = await person.call({
      method: 'PUT',
      url: '/api/v1/users/consents/marketing',
      payload: { agreed: false },
    });
    expect(withdrawn.statusCode).toBe(200);
    const now = await read(person);
    expect(now.preferences.marketing).toEqual(ALL_OFF);
    expect(now.marketingConsent.agreed).toBe(false);
    // Agreed again there: the switch chosen before shows again.
    await person.call({ method: 'PUT', url: '/api/v1/users/consents/marketing', payload: { agreed: true } });
    expect((await read(person)).preferences.marketing).toEqual({ email: true, alimtalk: false });
  });

  it('refuses what is not a switch with a Korean message, never a 500', async () => {
    const person = await signedUpCaller(t.app, 'prefs-bad@example.com');
    for (const preferences of [
      { booking: { email: 'yes' } },
      { booking: { sms: true } },
      { newsletter: { email: true } },
      { booking: true },
      null,
    ]) {
      const res = await change(person, preferences);
      expect(res.statusCode, JSON.stringify(preferences)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().error).toMatch(/[가-힣]/);
    }
    const empty = await person.call({ method: 'PUT', url: URL, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect((await read(person)).preferences.booking).toEqual(ALL_ON);
  });
});
