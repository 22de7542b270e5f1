import type {
  KakaoCallbackResponse,
  KakaoSignupBody,
  LoginBody,
  LoginResponse,
  ProfileUpdateBody,
  SignupBody,
  User,
} from '@ft/shared';
import {
  AUTH_MESSAGES,
  ERROR_CATALOG,
  SOCIAL_LOGIN_MESSAGES,
  SOCIAL_LOGIN_URL_TIMEOUT_MS,
  type SocialLoginFailure,
  statusToErrorCode,
  withHonorific,
} from '@ft/shared';
import { useMutation } from '@tanstack/react-query';
import {
  ApiError,
  type ApiPayload,
  apiRequest,
  type Envelope,
  sendApiRequest,
} from '../../../shell/api-client.ts';
import { randomHex } from '../../../shell/random.ts';
import { session } from '../../../shell/session.ts';
import { dismissToast, getToasts, toast } from '../../../shell/ui/toast-store.ts';
import { KAKAO_SIGNUP_PATH, SESSION_EXPIRED_TOAST } from '../../../shell/unauthorized.ts';
import { refreshSession } from './session.ts';

// The forms show what went wrong next to their inputs, so these calls raise no toast of their own.
const sendCredentials = async (path: string, body: LoginBody | SignupBody, failureTitle?: string) =>
  (
    await apiRequest<LoginResponse>(path, {
      method: 'POST',
      body,
      notify: false,
      ...(failureTitle ? { failureTitle } : {}),
    })
  ).user;

/**
 * docs/product.md § Errors: what the log-in form says when log-in fails. A refusal of what was sent keeps the
 * server's words — wrong credentials (아이디 또는 비밀번호를 확인해주세요.), a field, too many attempts; a failure
 * of the server or of the connection is 로그인에 실패했습니다. (its toast says why).
 */
export function loginFailure(error: unknown): unknown {
  if ((error as Error | null)?.name === 'AbortError') return error;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error;
  const failed = error instanceof ApiError ? error : null;
  return new ApiError(AUTH_MESSAGES.loginFailed, failed?.code ?? 'UNKNOWN_ERROR', failed?.status ?? 0);
}

/** Signed in again: the 로그인 만료 toast that sent the person here has said what it had to. */
function signedIn(user: User | null) {
  session.update({ user, initialized: true });
  for (const shown of getToasts()) if (shown.title === SESSION_EXPIRED_TOAST.title) dismissToast(shown.id);
}

export function useLoginMutation() {
  return useMutation({
    mutationFn: (body: LoginBody) =>
      sendCredentials('/api/auth/login', body, '로그인하지 못했어요').catch((error: unknown) => {
        throw loginFailure(error);
      }),
    onSuccess: (user) => {
      signedIn(user);
      toast.success('로그인되었어요', `${withHonorific(user?.nickname ?? '회원')}, 반가워요!`);
    },
  });
}

const welcome = (user: User | null) => {
  signedIn(user);
  toast.success(
    '가입을 환영해요',
    `${withHonorific(user?.nickname ?? '회원')}, 이제 푸드트럭을 예약할 수 있어요.`,
  );
};

export function useSignupMutation() {
  return useMutation({
    mutationFn: (body: SignupBody) => sendCredentials('/api/auth/signup', body),
    onSuccess: welcome,
  });
}

/** A failure to get the Kakao log-in URL, saying which (docs/product.md § Errors, SOCIAL_LOGIN_MESSAGES). */
export class SocialLoginError extends ApiError {
  constructor(
    readonly reason: SocialLoginFailure,
    code: string,
    status: number,
  ) {
    super(SOCIAL_LOGIN_MESSAGES[reason], code, status);
  }
}

type UrlAnswer = { data?: { login_url?: unknown } | null; login_url?: unknown; url?: unknown } | null;

/** docs/product.md § API: the login URL may arrive as data.login_url, login_url, url or a plain string. */
export function loginUrlOf(answer: unknown): string | null {
  const a = answer as UrlAnswer;
  const found = typeof answer === 'string' ? answer : (a?.data?.login_url ?? a?.login_url ?? a?.url);
  return typeof found === 'string' && found.trim() !== '' ? found.trim() : null;
}

const isWebUrl = (value: string) => {
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** JSON when it is JSON, else the text itself (a plain URL string); undefined for an empty body. */
function parseAnswer(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.trim();
  }
}

/** Nothing in it: no body, null, "", {} or an envelope whose only content is success or empty values. */
function isEmptyAnswer(answer: unknown): boolean {
  if (answer === undefined || answer === null || answer === '') return true;
  if (typeof answer !== 'object') return false;
  return Object.entries(answer).every(
    ([key, value]) =>
      key === 'success' ||
      value === null ||
      value === undefined ||
      (typeof value === 'object' && Object.keys(value).length === 0),
  );
}

const BACKEND_AWAY = [502, 503, 504];

/**
 * `GET /api/auth/kakao/login?state=`: the URL to send the browser to. Each way it can fail has its own words
 * (SOCIAL_LOGIN_MESSAGES): offline → serverUnreachable; no answer within SOCIAL_LOGIN_URL_TIMEOUT_MS, or one
 * cut off → noResponse; 502/503/504 (a proxy answering for the API) → backendUnreachable; any other failure
 * answer → urlCreationFailed, except KAKAO_NOT_CONFIGURED, which keeps its own code; an answer with nothing in
 * it → emptyResponse; one without a web URL where the spec puts it → urlMissing. One attempt, no toast: the
 * button shows the failure under itself.
 */
export async function requestKakaoLoginUrl(state: string): Promise<string> {
  let response: Response;
  let text: string;
  try {
    response = await sendApiRequest('/api/auth/kakao/login', {
      query: { state },
      timeoutMs: SOCIAL_LOGIN_URL_TIMEOUT_MS,
    });
    text = await response.text();
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    if (error instanceof ApiError && error.code === 'NETWORK_ERROR')
      throw new SocialLoginError('serverUnreachable', error.code, 0);
    throw new SocialLoginError('noResponse', 'NO_RESPONSE', 0);
  }
  const answer = parseAnswer(text);
  const envelope = typeof answer === 'object' ? (answer as ApiPayload) : null;
  if (!response.ok || envelope?.success === false) {
    const code = envelope?.code ?? statusToErrorCode(response.status);
    if (code === 'KAKAO_NOT_CONFIGURED')
      throw new ApiError(
        envelope?.error ?? ERROR_CATALOG.KAKAO_NOT_CONFIGURED.message,
        code,
        response.status,
      );
    throw new SocialLoginError(
      BACKEND_AWAY.includes(response.status) ? 'backendUnreachable' : 'urlCreationFailed',
      code,
      response.status,
    );
  }
  if (isEmptyAnswer(answer)) throw new SocialLoginError('emptyResponse', 'UNKNOWN_ERROR', response.status);
  const url = loginUrlOf(answer);
  if (!url || !isWebUrl(url)) throw new SocialLoginError('urlMissing', 'UNKNOWN_ERROR', response.status);
  return url;
}

/** Where to send the browser to sign in with Kakao, and the state the callback must find again. */
export function useKakaoLoginUrlMutation() {
  return useMutation({
    mutationFn: async () => {
      const state = randomHex(16);
      return { url: await requestKakaoLoginUrl(state), state };
    },
  });
}

/**
 * Hands the authorization code Kakao sent back to the server: a known person is signed in; a new one gets
 * `signup` and no account yet, until they agree on the consent screen (docs/decisions/035).
 */
export function useKakaoCallbackMutation() {
  return useMutation({
    mutationFn: ({ code, state }: { code: string; state: string }) =>
      apiRequest<KakaoCallbackResponse>('/api/v1/auth/kakao/callback', { query: { code, state } }),
    onSuccess: ({ user }) => {
      if (!user) return;
      signedIn(user);
      toast.success('로그인되었어요', `${withHonorific(user.nickname)}, 반가워요!`);
    },
  });
}

/** The consent screen after a first Kakao log-in: the account is made with these consents. */
export function useKakaoSignupMutation() {
  return useMutation({
    mutationFn: async (body: KakaoSignupBody) =>
      (
        await apiRequest<{ user: User }>(KAKAO_SIGNUP_PATH, {
          method: 'POST',
          body,
          notify: false,
        })
      ).user,
    onSuccess: welcome,
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

export function useRefreshSessionMutation() {
  return useMutation({ mutationFn: refreshSession });
}

/**
 * docs/product.md § Validation, § Errors: needs a signed-in person; a failure shows one toast, 프로필 업데이트 실패.
 * The client neither toasts nor retries this call (`retry: false`): a second toast of its own, or one per retry,
 * is what the person saw before. A 401 says 로그인 만료 and goes to log-in (the 401 flow), which is enough.
 */
export function useUpdateProfileMutation() {
  return useMutation({
    mutationFn: async (body: ProfileUpdateBody) => {
      if (!session.get().user) throw new Error('로그인이 필요합니다.');
      return (
        await apiRequest<Envelope<User>>('/api/v1/users/profile', { method: 'PUT', body, retry: false })
      ).data;
    },
    onSuccess: (user) => session.update({ user }),
    onError: (error) => {
      if (error.status === 401) return;
      toast.error('프로필 업데이트 실패', error.message || '프로필 업데이트 중 오류가 발생했습니다.');
    },
  });
}
