import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { initializeSession, refreshSession } from '../features/auth/api/session.ts';
import { setApiTimingRecorder, setSessionRefresher, setUnauthorizedHandler } from '../shell/api-client.ts';
import { startOfflineNotice } from '../shell/errors/notify.ts';
import { startNewBuildCheck } from '../shell/new-build.ts';
import { session } from '../shell/session.ts';
import { toast } from '../shell/ui/toast-store.ts';
import { SESSION_EXPIRED_TOAST } from '../shell/unauthorized.ts';
import { whenIdle } from '../shell/when-idle.ts';

/** Analytics, once loaded: later navigations count their page views through it. */
let analytics: typeof import('../lib/analytics.ts') | undefined;

/**
 * Analytics and performance monitoring are no part of the first load: they arrive when the main thread is
 * first idle (docs/decisions/049). Page views count from then; the browser's buffered entries still give the
 * page's LCP, layout shifts and slow taps.
 */
function startTelemetry(): () => void {
  let stopped = false;
  const stops: Array<() => void> = [];
  // Each at an idle moment of its own: together they made one task long enough to hold up a tap.
  whenIdle(async () => {
    const loaded = await import('../lib/analytics.ts');
    if (stopped) return;
    analytics = loaded;
    loaded.trackPageView();
    stops.push(loaded.startAnalytics());
  });
  whenIdle(async () => {
    const performance = await import('../lib/performance.ts');
    if (stopped) return;
    const stopPerformance = performance.startPerformanceMonitoring();
    setApiTimingRecorder(performance.recordApiTiming);
    stops.push(() => {
      setApiTimingRecorder(null);
      stopPerformance();
    });
  });
  return () => {
    stopped = true;
    for (const stop of stops) stop();
  };
}

/**
 * App-wide effects: the session is asked for once on load, and a 401 renews it once, then ends it the same way
 * every time (docs/product.md § States, decision 078); a new deploy is noticed within the hour (docs/product.md §
 * Limits).
 */
export function SessionEffects() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A 401 renews the session once before it ends it (docs/product.md § States).
    setSessionRefresher(refreshSession);
    void initializeSession();
    const stopTelemetry = startTelemetry();
    const stopBuildCheck = startNewBuildCheck(__BUILD_ID__);
    const stopOfflineNotice = startOfflineNotice();
    return () => {
      setSessionRefresher(null);
      stopTelemetry();
      stopBuildCheck();
      stopOfflineNotice();
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per navigation
  useEffect(() => {
    analytics?.trackPageView();
  }, [pathname]);
  useEffect(() => {
    // The 401 itself takes nobody anywhere (decision 078): a screen that needs log-in sends the signed-out person
    // to it with the way back (RequireSession: `/profile?next=<the screen>`), and any other screen stays.
    setUnauthorizedHandler(() => {
      session.clear();
      toast.warning(SESSION_EXPIRED_TOAST.title, SESSION_EXPIRED_TOAST.message);
      // Cleared is "not known yet": asked once more, so a public screen showing the session (마이) shows the
      // log-in instead of waiting. A guarded screen asks the same (one call: initializeSession runs once).
      void initializeSession();
    });
  }, []);
  return null;
}
