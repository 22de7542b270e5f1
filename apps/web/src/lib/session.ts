import type { AuthStatus, LoginBody, LoginResponse, ProfileUpdateBody, SignupBody, User } from '@ft/shared';
import { useSyncExternalStore } from 'react';
import { toast } from '../components/ui/toast-store.ts';
import { type ApiErrorLike, apiRequest } from './api-client.ts';

/** Spec §3/§4 session state: the user, a loading flag, an initialized flag; `authenticated` is derived. */
export interface SessionState {
  user: User | null;
  loading: boolean;
  initialized: boolean;
  /** The last attempt to learn the session failed (offline, server down): screens offer to try again. */
  unavailable: boolean;
}

let state: SessionState = { user: null, loading: false, initialized: false, unavailable: false };
const listeners = new Set<() => void>();
const SERVER_STATE: SessionState = state;

function set(next: Partial<SessionState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function useSession(): SessionState & { authenticated: boolean } {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => SERVER_STATE,
  );
  return { ...current, authenticated: current.user !== null };
}

const messageOf = (error: unknown, fallback: string) =>
  (error as ApiErrorLike | undefined)?.message || fallback;

export const session = {
  /** Once per app load: ask the server; a failure leaves the session cleared (spec §4). */
  async initialize(): Promise<void> {
    if (state.initialized || state.loading) return;
    set({ loading: true, unavailable: false });
    try {
      const status = await apiRequest<AuthStatus>('/api/auth/status');
      set({ user: status.authenticated ? status.user : null, initialized: true, loading: false });
    } catch {
      session.clear();
      set({ unavailable: true });
    }
  },

  async login(body: LoginBody): Promise<User> {
    // The form shows what went wrong next to its inputs.
    const res = await apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body, notify: false });
    set({ user: res.user, initialized: true });
    toast.success('로그인되었어요', `${res.user?.nickname ?? ''}님, 반가워요!`);
    return res.user!;
  },

  async signup(body: SignupBody): Promise<User> {
    const res = await apiRequest<LoginResponse>('/api/auth/signup', { method: 'POST', body, notify: false });
    set({ user: res.user, initialized: true });
    toast.success('가입을 환영해요', `${res.user?.nickname ?? ''}님, 이제 푸드트럭을 예약할 수 있어요.`);
    return res.user!;
  },

  /** Signs in with a Kakao authorization code (the callback page calls this). */
  async completeKakaoLogin(code: string, state: string): Promise<User> {
    const res = await apiRequest<{ user: User }>('/api/v1/auth/kakao/callback', { query: { code, state } });
    set({ user: res.user, initialized: true });
    toast.success('로그인되었어요', `${res.user.nickname}님, 반가워요!`);
    return res.user;
  },

  /** Clears the user and says so even when the call fails (spec §4); the caller then goes to /. */
  async logout(): Promise<void> {
    try {
      await apiRequest('/api/auth/logout', { method: 'POST', retry: false });
    } catch {
      // The local session ends regardless: a person who taps 로그아웃 must end up signed out.
    }
    set({ user: null, initialized: true });
    toast.info('로그아웃되었어요');
  },

  /** Spec §4: success replaces the stored user; failure returns false. */
  async refresh(): Promise<boolean> {
    try {
      const res = await apiRequest<{ success: boolean; user: User | null }>('/api/auth/refresh', {
        method: 'POST',
        retry: false,
      });
      if (!res.user) return false;
      set({ user: res.user });
      return true;
    } catch {
      return false;
    }
  },

  /** Spec §5/§8: needs a signed-in person; a failure shows 프로필 업데이트 실패 and returns false. */
  async updateProfile(body: ProfileUpdateBody): Promise<boolean> {
    if (!state.user) {
      toast.error('프로필 업데이트 실패', '로그인이 필요합니다.');
      return false;
    }
    try {
      // Failure has its own toast below (spec §8 프로필 업데이트 실패).
      const res = await apiRequest<{ data: User }>('/api/v1/users/profile', {
        method: 'PUT',
        body,
        notify: false,
      });
      set({ user: res.data });
      return true;
    } catch (error) {
      toast.error('프로필 업데이트 실패', messageOf(error, '프로필 업데이트 중 오류가 발생했습니다.'));
      return false;
    }
  },

  /** Resets the user and the initialized flag. */
  clear(): void {
    set({ user: null, initialized: false, loading: false });
  },
};
