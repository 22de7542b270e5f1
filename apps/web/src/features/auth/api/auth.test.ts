import {
  AUTH_MESSAGES,
  SOCIAL_LOGIN_MESSAGES,
  SOCIAL_LOGIN_URL_TIMEOUT_MS,
  type SocialLoginFailure,
  type User,
} from '@ft/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setApiTransport } from '../../../shell/api-client.ts';
import { session } from '../../../shell/session.ts';
import { dismissToast, getToasts } from '../../../shell/ui/toast-store.ts';
import { loginFailure, requestKakaoLoginUrl, SocialLoginError } from './auth.ts';
import { refreshSession } from './session.ts';

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

describe('requestKakaoLoginUrl (docs/product.md § API, § Errors)', () => {
  const text = (status: number, body: string, type = 'text/plain') =>
    new Response(body, { status, headers: { 'content-type': type } });
  const answering = (answer: () => Promise<Response>) => {
    const seen: string[] = [];
    setApiTransport(async (path) => {
      seen.push(path);
      return answer();
    });
    return seen;
  };
  const failure = (state = 'a1b2c3d4e5f6a7b8') =>
    requestKakaoLoginUrl(state).then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => error as SocialLoginError,
    );
  const KAKAO = 'https://kauth.kakao.com/oauth/authorize?client_id=x&state=s';

  it.each([
    ['data.login_url', () => json(200, { success: true, data: { login_url: KAKAO } })],
    ['login_url', () => json(200, { login_url: KAKAO })],
    ['url', () => json(200, { url: KAKAO })],
    ['a JSON string', () => json(200, KAKAO)],
    ['a plain URL string', () => text(200, `${KAKAO}\n`)],
  ])('takes the URL from %s', async (_where, answer) => {
    const seen = answering(async () => answer());
    await expect(requestKakaoLoginUrl('a1b2c3d4e5f6a7b8')).resolves.toBe(KAKAO);
    expect(seen).toEqual(['/api/auth/kakao/login?state=a1b2c3d4e5f6a7b8']);
  });

  it.each<[SocialLoginFailure, () => Promise<Response>]>([
    [
      'noResponse',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
    ['emptyResponse', async () => text(200, '')],
    ['emptyResponse', async () => json(200, null)],
    ['emptyResponse', async () => json(200, { success: true, data: {} })],
    ['urlMissing', async () => json(200, { success: true, data: { redirect: KAKAO } })],
    ['urlMissing', async () => json(200, { success: true, data: { login_url: 'javascript:alert(1)' } })],
    ['urlMissing', async () => text(200, '<!doctype html><html></html>', 'text/html')],
    ['backendUnreachable', async () => text(502, '<html>Bad Gateway</html>', 'text/html')],
    ['backendUnreachable', async () => text(504, '')],
    [
      'urlCreationFailed',
      async () =>
        json(500, { success: false, error: '서버 오류가 발생했어요.', code: 'INTERNAL_SERVER_ERROR' }),
    ],
    [
      'urlCreationFailed',
      async () => json(400, { success: false, error: '잘못된 요청', code: 'VALIDATION_ERROR' }),
    ],
    ['urlCreationFailed', async () => json(200, { success: false })],
  ])('says %s when that is what happened', async (reason, answer) => {
    answering(answer);
    const error = await failure();
    expect(error).toBeInstanceOf(SocialLoginError);
    expect(error.reason).toBe(reason);
    expect(error.message).toBe(SOCIAL_LOGIN_MESSAGES[reason]);
  });

  it('says serverUnreachable when the browser is offline', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    try {
      answering(async () => {
        throw new TypeError('Failed to fetch');
      });
      expect((await failure()).reason).toBe('serverUnreachable');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it(`says noResponse when nothing comes back within ${SOCIAL_LOGIN_URL_TIMEOUT_MS / 1000} s`, async () => {
    vi.useFakeTimers();
    try {
      setApiTransport(
        (_path, init) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      );
      const pending = failure();
      await vi.advanceTimersByTimeAsync(SOCIAL_LOGIN_URL_TIMEOUT_MS);
      expect((await pending).reason).toBe('noResponse');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps KAKAO_NOT_CONFIGURED as its own code, for the button to say Kakao is unavailable', async () => {
    answering(async () =>
      json(503, {
        success: false,
        error: '지금은 카카오 로그인을 이용할 수 없어요.',
        code: 'KAKAO_NOT_CONFIGURED',
      }),
    );
    const error = await failure();
    expect(error).not.toBeInstanceOf(SocialLoginError);
    expect(error).toMatchObject({ code: 'KAKAO_NOT_CONFIGURED', status: 503 });
  });

  it("words the spec's sentence exactly and every other case in its own words", () => {
    expect(SOCIAL_LOGIN_MESSAGES.urlCreationFailed).toBe('카카오 로그인 URL 생성에 실패했습니다.');
    expect(new Set(Object.values(SOCIAL_LOGIN_MESSAGES)).size).toBe(6);
  });

  it('raises no toast: the button says it under itself', async () => {
    answering(async () => json(500, { success: false, error: '서버 오류', code: 'INTERNAL_SERVER_ERROR' }));
    await failure();
    expect(getToasts()).toHaveLength(0);
  });
});

describe('loginFailure (docs/product.md § Errors)', () => {
  it('keeps the server words for what was sent, says 로그인에 실패했습니다. for the server or the connection', () => {
    const wrong = new ApiError('아이디 또는 비밀번호를 확인해주세요.', 'LOGIN_FAILED', 401);
    expect(loginFailure(wrong)).toBe(wrong);
    const limited = new ApiError(
      '요청이 너무 많아요. 잠시 후 다시 시도해주세요.',
      'RATE_LIMIT_EXCEEDED',
      429,
    );
    expect(loginFailure(limited)).toBe(limited);
    for (const failed of [
      new ApiError('서버 오류가 발생했어요.', 'INTERNAL_SERVER_ERROR', 500),
      new ApiError('서비스를 일시적으로 이용할 수 없어요.', 'SERVICE_UNAVAILABLE', 503),
      new ApiError('서버로부터 응답을 받지 못했습니다', 'NO_RESPONSE', 0),
      new TypeError('unexpected'),
    ]) {
      expect(loginFailure(failed)).toMatchObject({ message: '로그인에 실패했습니다.' });
    }
    expect(AUTH_MESSAGES.loginFailed).toBe('로그인에 실패했습니다.');
  });
});
