import type { AuthStatus, User } from '@ft/shared';
import { AUTH_MESSAGES } from '@ft/shared';
import { type ApiErrorLike, apiRequest } from '../../../shell/api-client.ts';
import { session } from '../../../shell/session.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { SESSION_REFRESH_PATH } from '../../../shell/unauthorized.ts';

// What every page does with the session at start (the app shell's part of auth); the forms' calls are in
// auth.ts and come with their screens.

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
