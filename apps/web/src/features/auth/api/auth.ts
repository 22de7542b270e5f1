import type { AuthStatus, LoginBody, LoginResponse, ProfileUpdateBody, SignupBody, User } from '@ft/shared';
import { AUTH_MESSAGES, withHonorific } from '@ft/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store.ts';
import { type ApiErrorLike, apiRequest, type Envelope } from '../../../lib/api-client.ts';
import { randomHex } from '../../../lib/random.ts';
import { session } from '../../../lib/session.ts';
import { SESSION_REFRESH_PATH } from '../../../lib/unauthorized.ts';

/** Once per app load: ask the server; a failure leaves the session cleared (docs/product.md § States). */
export async function initializeSession(): Promise<void> {
  const { initialized, loading } = session.get();
  if (initialized || loading) return;
  session.update({ loading: true, unavailable: false });
  try {
    const status = await apiRequest<AuthStatus>('/api/auth/status');
    session.update({ user: status.authenticated ? status.user : null, initialized: true, loading: false });
  } catch {
    session.clear();
    session.update({ unavailable: true });
  }
}

/**
 * Asks the server who is signed in now: a role can change while the app is open (an application approved in
 * the meantime). Quiet: on failure the session stays as it was.
 */
export async function refreshSessionUser(): Promise<void> {
  try {
    const status = await apiRequest<AuthStatus>('/api/auth/status', { retry: false });
    session.update({ user: status.authenticated ? status.user : null, initialized: true });
  } catch {
    // What the app knew still stands.
  }
}

// The forms show what went wrong next to their inputs, so these calls raise no toast of their own.
const sendCredentials = async (path: string, body: LoginBody | SignupBody) =>
  (await apiRequest<LoginResponse>(path, { method: 'POST', body, notify: false })).user;

export function useLoginMutation() {
  return useMutation({
    mutationFn: (body: LoginBody) => sendCredentials('/api/auth/login', body),
    onSuccess: (user) => {
      session.update({ user, initialized: true });
      toast.success('로그인되었어요', `${withHonorific(user?.nickname ?? '회원')}, 반가워요!`);
    },
  });
}

export function useSignupMutation() {
  return useMutation({
    mutationFn: (body: SignupBody) => sendCredentials('/api/auth/signup', body),
    onSuccess: (user) => {
      session.update({ user, initialized: true });
      toast.success(
        '가입을 환영해요',
        `${withHonorific(user?.nickname ?? '회원')}, 이제 푸드트럭을 예약할 수 있어요.`,
      );
    },
  });
}

/** docs/product.md § API: the login URL may arrive as data.login_url, login_url, url or a plain string. */
function loginUrlOf(answer: unknown): string | null {
  if (typeof answer === 'string') return answer;
  const a = answer as { data?: { login_url?: string }; login_url?: string; url?: string } | null;
  return a?.data?.login_url ?? a?.login_url ?? a?.url ?? null;
}

/** Where to send the browser to sign in with Kakao, and the state the callback must find again. */
export function useKakaoLoginUrlMutation() {
  return useMutation({
    mutationFn: async () => {
      const state = randomHex(16);
      const url = loginUrlOf(await apiRequest<unknown>('/api/auth/kakao/login', { query: { state } }));
      if (!url) throw new Error('카카오 로그인 URL 생성에 실패했습니다.');
      return { url, state };
    },
  });
}

/** Signs in with the authorization code Kakao sent back to the callback page. */
export function useKakaoCallbackMutation() {
  return useMutation({
    mutationFn: async ({ code, state }: { code: string; state: string }) =>
      (await apiRequest<{ user: User }>('/api/v1/auth/kakao/callback', { query: { code, state } })).user,
    onSuccess: (user) => {
      session.update({ user, initialized: true });
      toast.success('로그인되었어요', `${withHonorific(user.nickname)}, 반가워요!`);
    },
  });
}

/**
 * Never fails: the user is cleared and told so even when the call does not get through (docs/product.md §
 * States).
 */
export function useLogoutMutation() {
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest('/api/auth/logout', { method: 'POST', retry: false });
      } catch {
        // The local session ends regardless: a person who taps 로그아웃 must end up signed out.
      }
    },
    onSuccess: () => {
      session.update({ user: null, initialized: true });
      toast.info('로그아웃되었어요');
    },
  });
}

/**
 * docs/product.md § States "Token refresh": renews the session cookie; success replaces the stored user and
 * returns true, a failure returns false and leaves the user as it was. A 401 means there was no session left
 * to renew, which the 401 that asked for the renewal goes on to say (로그인 만료); any other failure (the
 * server, the connection) says 토큰 갱신 중 오류가 발생했습니다. The API client calls it on a 401, once for all
 * the calls refused together (`setSessionRefresher`, wired by the app shell).
 */
export async function refreshSession(): Promise<boolean> {
  try {
    const answer = await apiRequest<{ success: boolean; user: User | null }>(SESSION_REFRESH_PATH, {
      method: 'POST',
      retry: false,
    });
    if (!answer.user) throw new Error('refresh answered without a user');
    session.update({ user: answer.user, initialized: true });
    return true;
  } catch (error) {
    if ((error as Partial<ApiErrorLike>).status !== 401)
      toast.error('로그인을 이어가지 못했어요', AUTH_MESSAGES.tokenRefreshFailed);
    return false;
  }
}

export function useRefreshSessionMutation() {
  return useMutation({ mutationFn: refreshSession });
}

/** docs/product.md § Validation, § Errors: needs a signed-in person; any failure shows 프로필 업데이트 실패. */
export function useUpdateProfileMutation() {
  return useMutation({
    mutationFn: async (body: ProfileUpdateBody) => {
      if (!session.get().user) throw new Error('로그인이 필요합니다.');
      // onError says 프로필 업데이트 실패 instead of the client's own toast (docs/product.md § Errors).
      return (
        await apiRequest<Envelope<User>>('/api/v1/users/profile', { method: 'PUT', body, notify: false })
      ).data;
    },
    onSuccess: (user) => session.update({ user }),
    onError: (error) =>
      toast.error('프로필 업데이트 실패', error.message || '프로필 업데이트 중 오류가 발생했습니다.'),
  });
}
