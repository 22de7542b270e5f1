import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSkeleton } from '../components/ui/skeleton.tsx';
import { paths } from '../config/paths.ts';
import { initializeSession } from '../features/auth/api/auth.ts';
import { useSession } from '../lib/session.ts';
import { useIsClient } from '../lib/use-is-client.ts';

/**
 * Signed-in screens: a skeleton until the session is known (also what the server renders, even for a known
 * guest: a redirect is the browser's to make), then the screen, or the 마이 tab's log-in with a way back here.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { user, initialized } = useSession();
  const isClient = useIsClient();
  const location = useLocation();
  useEffect(() => {
    if (!initialized) void initializeSession();
  }, [initialized]);
  if (!initialized || !isClient) return <PageSkeleton />;
  if (!user) return <Navigate to={paths.profileLogin(location.pathname + location.search)} replace />;
  return <>{children}</>;
}
