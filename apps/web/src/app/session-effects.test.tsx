import type { User } from '@ft/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setApiTransport } from '../shell/api-client.ts';
import { session } from '../shell/session.ts';
import { getToasts } from '../shell/ui/toast-store.ts';
import { RequireSession } from './require-session.tsx';
import { SessionEffects } from './session-effects.tsx';

const me: User = {
  id: 'u-1',
  email: 'me@example.com',
  nickname: '나',
  role: 'customer',
  isVendor: false,
  phone: null,
  profileImageUrl: null,
  marketingConsent: false,
};

function Frame({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}

/** Every place the person was shown, in order. */
const visited: string[] = [];
function Seen() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    visited.push(pathname + search);
  }, [pathname, search]);
  return null;
}

function App({ at }: { at: string }) {
  // The address bar says the same as the router, as in the browser.
  window.history.replaceState(null, '', at);
  return (
    <MemoryRouter initialEntries={[at]}>
      <SessionEffects />
      <Seen />
      <Routes>
        <Route path="/" element={<p>홈</p>} />
        <Route path="/profile" element={<p>로그인</p>} />
        <Route
          path="/settings"
          element={
            <RequireSession access="signed-in" layout={Frame}>
              <p>설정</p>
            </RequireSession>
          }
        />
        <Route
          path="/foodtrucks/:id"
          element={
            <RequireSession access={undefined} layout={Frame}>
              <p>트럭</p>
            </RequireSession>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}

/** The session ended on the server: every call is refused, the renewal too, and the status says so. */
const signedOut = async (input: string) =>
  input.startsWith('/api/auth/status')
    ? Response.json({ success: true, authenticated: false, user: null })
    : Response.json({ success: false, error: '로그인이 필요합니다.', code: 'AUTH_ERROR' }, { status: 401 });

beforeEach(() => {
  visited.length = 0;
  // The hourly new-build check and telemetry start with the shell; nothing of theirs is looked at here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ buildId: 'test-build' })),
  );
  setApiTransport(signedOut);
  session.update({ user: me, initialized: true, loading: false, unavailable: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setApiTransport((input, init) => fetch(input, init));
  session.clear();
  window.history.replaceState(null, '', '/');
});

describe('after a 401 that renewing did not help (decision 078)', () => {
  it('a screen that needs log-in goes straight to it, with the way back, never by home', async () => {
    render(<App at="/settings" />);
    expect(await screen.findByText('설정')).toBeTruthy();
    await act(() => apiRequest('/api/v1/users/me/notification-preferences').catch(() => undefined));
    expect(await screen.findByText('로그인')).toBeTruthy();
    expect(visited).toEqual(['/settings', '/profile?next=%2Fsettings']);
    expect(getToasts().map((t) => t.title)).toContain('로그인 만료');
  });

  it('a screen anyone may open stays where it was', async () => {
    render(<App at="/foodtrucks/7?date=2026-12-24" />);
    expect(await screen.findByText('트럭')).toBeTruthy();
    await act(() => apiRequest('/api/v1/kept-trucks').catch(() => undefined));
    expect(session.get().user).toBeNull();
    expect(getToasts().map((t) => t.title)).toContain('로그인 만료');
    expect(screen.getByText('트럭')).toBeTruthy();
    // Known to be a guest's again (마이 shows the log-in, not a skeleton).
    await vi.waitFor(() => expect(session.get()).toMatchObject({ user: null, initialized: true }));
    expect(visited).toEqual(['/foodtrucks/7?date=2026-12-24']);
  });
});
