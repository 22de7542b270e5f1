import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../components/ui/toast-store.ts';
import { initializeSession, refreshSession } from '../features/auth/api/auth.ts';
import { startAnalytics, trackPageView } from '../lib/analytics.ts';
import { setSessionRefresher, setUnauthorizedHandler } from '../lib/api-client.ts';
import { startOfflineNotice } from '../lib/errors/notify.ts';
import { startNewBuildCheck } from '../lib/new-build.ts';
import { startPerformanceMonitoring } from '../lib/performance.ts';
import { session } from '../lib/session.ts';
import { redirectAfterUnauthorized } from '../lib/unauthorized.ts';

/**
 * App-wide effects: the session is asked for once on load, and a 401 renews it once, then ends it the same way
 * every time (docs/product.md § States); a new deploy is noticed within the hour (docs/product.md § Limits).
 */
export function SessionEffects() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    // A 401 renews the session once before it ends it (docs/product.md § States).
    setSessionRefresher(refreshSession);
    void initializeSession();
    const stopAnalytics = startAnalytics();
    const stopBuildCheck = startNewBuildCheck(__BUILD_ID__);
    const stopPerformance = startPerformanceMonitoring();
    const stopOfflineNotice = startOfflineNotice();
    return () => {
      setSessionRefresher(null);
      stopAnalytics();
      stopBuildCheck();
      stopPerformance();
      stopOfflineNotice();
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per navigation
  useEffect(() => {
    trackPageView();
  }, [pathname]);
  useEffect(() => {
    setUnauthorizedHandler(() => {
      session.clear();
      toast.warning('로그인 만료', '로그인이 만료되었어요. 다시 로그인해주세요.');
      const target = redirectAfterUnauthorized(window.location.pathname);
      if (target) navigate(target, { replace: true });
    });
  }, [navigate]);
  return null;
}
