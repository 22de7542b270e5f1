import { AUTH_MESSAGES, type User } from '@ft/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, getToasts } from '../../../components/ui/toast-store.ts';
import { setApiTransport } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { refreshSession } from './auth.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const user = (nickname: string): User =>
  ({ id: 'u1', email: 'a@example.com', nickname, role: 'customer', isVendor: false }) as User;

afterEach(() => {
  setApiTransport((input, init) => fetch(input, init));
  for (const t of getToasts()) dismissToast(t.id);
  session.clear();
});

describe('refreshSession (docs/product.md § States "Token refresh")', () => {
  it('posts to /api/auth/refresh, replaces the stored user and returns true', async () => {
    session.update({ user: user('옛이름'), initialized: true });
    const sent: { path: string; method?: string }[] = [];
    setApiTransport(async (path, init) => {
      sent.push({ path, method: init.method });
      return json(200, { success: true, user: user('새이름') });
    });
    await expect(refreshSession()).resolves.toBe(true);
    expect(sent).toEqual([{ path: '/api/auth/refresh', method: 'POST' }]);
    expect(session.get().user?.nickname).toBe('새이름');
  });

  it('returns false without a word of its own when there is no session to renew (401)', async () => {
    session.update({ user: user('그대로'), initialized: true });
    setApiTransport(async () =>
      json(401, { success: false, error: '로그인이 필요합니다.', code: 'AUTH_ERROR' }),
    );
    await expect(refreshSession()).resolves.toBe(false);
    expect(session.get().user?.nickname).toBe('그대로');
    expect(getToasts()).toHaveLength(0);
  });

  it.each([
    [
      'a server error',
      async () => json(500, { success: false, error: '서버 오류', code: 'INTERNAL_SERVER_ERROR' }),
    ],
    [
      'no answer',
      async (): Promise<Response> => {
        throw new TypeError('Failed to fetch');
      },
    ],
    ['an answer without a user', async () => json(200, { success: true, user: null })],
  ])('returns false and says 토큰 갱신 중 오류가 발생했습니다 on %s', async (_case, answer) => {
    session.update({ user: user('그대로'), initialized: true });
    setApiTransport(answer);
    await expect(refreshSession()).resolves.toBe(false);
    expect(session.get().user?.nickname).toBe('그대로');
    expect(getToasts().map((t) => t.message)).toEqual(['토큰 갱신 중 오류가 발생했습니다.']);
    expect(AUTH_MESSAGES.tokenRefreshFailed).toBe('토큰 갱신 중 오류가 발생했습니다.');
  });
});
