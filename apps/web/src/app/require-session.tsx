import { type AccessRule, roleMayPass, type User } from '@ft/shared';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { initializeSession, refreshSessionUser } from '../features/auth/api/session.ts';
import { AppLayout } from '../shell/layout/app-layout.tsx';
import { lazyPage } from '../shell/lazy-page.tsx';
import { paths } from '../shell/paths.ts';
import { type SessionState, useSession } from '../shell/session.ts';
import { PageSkeleton } from '../shell/ui/skeleton.tsx';
import { ScreenHydrated, useIsClient } from '../shell/use-is-client.ts';

/** Rarely seen, so not in every page's first load: the customers' layout shows its skeleton meanwhile. */
const forbiddenPage = lazyPage<{ needs: 'vendor' | 'admin' }>(
  () => import('../components/ui/forbidden-page.tsx'),
);

/** Who may open a screen: the server's rules, shared (a screen open to all simply declares none). */
export type RouteAccess = Exclude<AccessRule, 'public'>;

export type AccessDecision = 'wait' | 'unavailable' | 'log-in' | 'forbidden' | 'allow';

/**
 * `wait` until the session is known in this browser (also what the server renders, even for a known guest: a
 * redirect is the browser's to make); `unavailable` when asking failed; then log-in for a guest, or the
 * screen, or 권한 없음 for a signed-in person without the role.
 */
export function decideAccess(
  access: RouteAccess | undefined,
  state: Pick<SessionState, 'user' | 'initialized' | 'unavailable'>,
  isClient: boolean,
): AccessDecision {
  if (!access) return 'allow';
  if (!isClient) return 'wait';
  if (state.user) return roleMayPass(access, state.user.role) ? 'allow' : 'forbidden';
  if (!state.initialized) return state.unavailable ? 'unavailable' : 'wait';
  return 'log-in';
}

/**
 * Before turning someone away from a vendor screen, the server is asked once more: an application approved
 * while the app was open makes them a vendor without a reload. At most every half minute per person and role.
 */
const RECHECK_AFTER_MS = 30_000;
const rechecked = new Map<string, number>();
function useRoleRecheck(access: RouteAccess | undefined, user: User | null, forbidden: boolean): boolean {
  const key = user && access === 'vendor' ? `${user.id}:${user.role}` : null;
  const due = forbidden && key !== null && Date.now() - (rechecked.get(key) ?? 0) > RECHECK_AFTER_MS;
  const [checking, setChecking] = useState(due);
  useEffect(() => {
    if (!due || key === null) return;
    rechecked.set(key, Date.now());
    setChecking(true);
    void refreshSessionUser().finally(() => setChecking(false));
  }, [due, key]);
  return due || checking;
}

function SessionUnavailable() {
  return (
    <main id="main" className="px-4 py-16 text-center">
      <p className="font-semibold">로그인 상태를 확인하지 못했어요.</p>
      <p className="mt-1 text-sm text-gray-600">인터넷 연결을 확인하고 다시 시도해주세요.</p>
      <button
        type="button"
        onClick={() => void initializeSession()}
        className="mt-4 min-h-11 rounded-xl bg-gray-100 px-5 font-semibold"
      >
        다시 시도
      </button>
    </main>
  );
}

/**
 * Every screen goes through here, in its layout. Without a rule it is shown as it is. With one: a skeleton
 * until the session is known, then the screen; a guest goes to the 마이 tab's log-in with a way back here; a
 * signed-in person without the role sees 권한 없음 in the customers' frame (an area's navigation is only
 * shown to the people it is for). One component for both keeps the layout mounted across navigations.
 */
export function RequireSession({
  access,
  layout: Layout,
  children,
}: {
  access: RouteAccess | undefined;
  layout: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}) {
  const state = useSession();
  const isClient = useIsClient();
  const location = useLocation();
  const waitsForSession = access !== undefined && !state.initialized && !state.user;
  useEffect(() => {
    if (waitsForSession) void initializeSession();
  }, [waitsForSession]);
  const decision = decideAccess(access, state, isClient);
  const checkingRole = useRoleRecheck(access, state.user, decision === 'forbidden');
  switch (checkingRole ? 'wait' : decision) {
    case 'wait':
      return (
        <Layout>
          <PageSkeleton />
          <ScreenHydrated />
        </Layout>
      );
    case 'unavailable':
      return (
        <Layout>
          <SessionUnavailable />
        </Layout>
      );
    case 'log-in':
      return <Navigate to={paths.profileLogin(location.pathname + location.search)} replace />;
    case 'forbidden':
      return (
        <AppLayout>
          <forbiddenPage.Component needs={access === 'admin' ? 'admin' : 'vendor'} />
        </AppLayout>
      );
    case 'allow':
      return <Layout>{children}</Layout>;
  }
}
