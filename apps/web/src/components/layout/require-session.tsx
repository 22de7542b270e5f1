import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { session, useSession } from '../../lib/session.ts';
import { PageSkeleton } from '../ui/skeleton.tsx';

/**
 * Signed-in screens: a skeleton until the session is known (also what the server renders), then the
 * screen, or the 마이 tab's log-in with a way back here afterwards.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { user, initialized } = useSession();
  const location = useLocation();
  useEffect(() => {
    if (!initialized) void session.initialize();
  }, [initialized]);
  if (!initialized) return <PageSkeleton />;
  if (!user) return <Navigate to={paths.profileLogin(location.pathname + location.search)} replace />;
  return <>{children}</>;
}
