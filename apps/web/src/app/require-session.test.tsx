import type { User } from '@ft/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../shell/api-client.ts';
import { session } from '../shell/session.ts';
import { decideAccess, RequireSession, type RouteAccess } from './require-session.tsx';
import { layoutOf } from './routes.tsx';

const person = (role: User['role']): User => ({
  id: `u-${role}`,
  email: `${role}@example.com`,
  nickname: role,
  role,
  isVendor: role === 'vendor',
  phone: null,
  profileImageUrl: null,
  marketingConsent: false,
});
const known = (user: User | null) => ({ user, initialized: true, unavailable: false });

/** What /api/auth/status answers when the guard asks again. */
function statusAnswers(user: User | null) {
  const transport = vi.fn(async () => Response.json({ success: true, authenticated: user !== null, user }));
  setApiTransport(transport);
  return transport;
}

afterEach(() => {
  cleanup();
  setApiTransport((input, init) => fetch(input, init));
  session.update({ user: null, initialized: false, loading: false, unavailable: false });
});

describe('decideAccess (mirrors apps/server/src/plugins/access.ts)', () => {
  const table: [RouteAccess, User['role'] | null, ReturnType<typeof decideAccess>][] = [
    ['signed-in', null, 'log-in'],
    ['signed-in', 'customer', 'allow'],
    ['vendor', null, 'log-in'],
    ['vendor', 'customer', 'forbidden'],
    ['vendor', 'vendor', 'allow'],
    ['vendor', 'admin', 'allow'],
    ['admin', null, 'log-in'],
    ['admin', 'customer', 'forbidden'],
    ['admin', 'vendor', 'forbidden'],
    ['admin', 'admin', 'allow'],
  ];
  it.each(table)('%s screen, %s → %s', (access, role, expected) => {
    expect(decideAccess(access, known(role ? person(role) : null), true)).toBe(expected);
  });

  it('waits while the server renders and until the session is known; says when asking failed', () => {
    expect(decideAccess('admin', known(person('admin')), false)).toBe('wait');
    expect(decideAccess('admin', known(null), false)).toBe('wait');
    expect(decideAccess('admin', { user: null, initialized: false, unavailable: false }, true)).toBe('wait');
    expect(decideAccess('admin', { user: null, initialized: false, unavailable: true }, true)).toBe(
      'unavailable',
    );
  });

  it('lets anyone open a screen without a rule, at once', () => {
    expect(decideAccess(undefined, { user: null, initialized: false, unavailable: false }, false)).toBe(
      'allow',
    );
  });
});

describe('layoutOf: the access rule picks the frame', () => {
  it('admin → admin, vendor → vendor, anything else → the customers’ layout', () => {
    expect(layoutOf({ access: 'admin' })).toBe('admin');
    expect(layoutOf({ access: 'vendor' })).toBe('vendor');
    expect(layoutOf({ access: 'signed-in' })).toBe('app');
    expect(layoutOf({})).toBe('app');
    expect(layoutOf(undefined)).toBe('app');
  });
});

function AreaFrame({ children }: { children: ReactNode }) {
  return <div data-testid="area-frame">{children}</div>;
}
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderGuard(access: RouteAccess, path = '/admin/applications?status=pending') {
  // The app's provider: a signed-in person's page header asks for the bell's count.
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/admin/applications"
            element={
              <RequireSession access={access} layout={AreaFrame}>
                <p>심사 화면</p>
              </RequireSession>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RequireSession', () => {
  it('sends a guest to log in, coming back here afterwards', () => {
    session.update({ user: null, initialized: true });
    renderGuard('admin');
    expect(screen.getByTestId('where').textContent).toBe(
      `/profile?next=${encodeURIComponent('/admin/applications?status=pending')}`,
    );
  });

  it('shows a customer 권한 없음 with a way home, outside the area’s frame', async () => {
    session.update({ user: person('customer'), initialized: true });
    renderGuard('admin');
    expect(await screen.findByRole('heading', { level: 1, name: '권한 없음' })).toBeTruthy();
    expect(screen.queryByText('심사 화면')).toBeNull();
    expect(screen.queryByTestId('area-frame')).toBeNull();
    expect(screen.getByText('운영자만 이용할 수 있어요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
    // The customers' bottom navigation is there too: no dead end.
    expect(screen.getByRole('navigation', { name: '주요 메뉴' })).toBeTruthy();
  });

  it('asks the server once more before turning a customer away from a vendor screen, then offers to apply', async () => {
    const customer = { ...person('customer'), id: 'u-still-customer' };
    const transport = statusAnswers(customer);
    session.update({ user: customer, initialized: true });
    renderGuard('vendor');
    expect(await screen.findByText('입점 승인된 사장님만 이용할 수 있어요.')).toBeTruthy();
    // Status calls only: the page header's bell asks for its count too.
    const statusCalls = () =>
      (transport.mock.calls as unknown[][]).filter(([url]) => String(url).includes('/api/auth/status'));
    expect(statusCalls()).toHaveLength(1);
    expect(screen.getByRole('link', { name: '입점 신청하기' }).getAttribute('href')).toBe('/register');
    // Not again at once, on the next vendor screen.
    cleanup();
    renderGuard('vendor');
    expect(screen.getByText('입점 승인된 사장님만 이용할 수 있어요.')).toBeTruthy();
    expect(statusCalls()).toHaveLength(1);
  });

  it('lets in a customer whose application was approved while the app was open', async () => {
    const before = { ...person('customer'), id: 'u-approved' };
    statusAnswers({ ...before, role: 'vendor', isVendor: true });
    session.update({ user: before, initialized: true });
    renderGuard('vendor');
    expect(await screen.findByText('심사 화면')).toBeTruthy();
    expect(screen.getByTestId('area-frame').textContent).toBe('심사 화면');
  });

  it('turns a vendor away from the operators’ screens', async () => {
    session.update({ user: person('vendor'), initialized: true });
    renderGuard('admin');
    expect(await screen.findByRole('heading', { name: '권한 없음' })).toBeTruthy();
  });

  it.each([
    ['vendor', 'vendor'],
    ['vendor', 'admin'],
    ['admin', 'admin'],
  ] as const)('shows a %s screen to a %s, in the area’s frame', (access, role) => {
    session.update({ user: person(role), initialized: true });
    renderGuard(access);
    expect(screen.getByTestId('area-frame').textContent).toBe('심사 화면');
  });

  it('shows the skeleton in the frame while the session is being asked for', () => {
    session.update({ user: null, initialized: false, loading: true });
    renderGuard('admin');
    expect(screen.getByTestId('area-frame').querySelector('[role="status"]')).toBeTruthy();
    expect(screen.queryByText('심사 화면')).toBeNull();
  });

  it('offers 다시 시도 when the session could not be learned', () => {
    session.update({ user: null, initialized: false, loading: true, unavailable: true });
    renderGuard('vendor');
    expect(screen.getByText('로그인 상태를 확인하지 못했어요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
