import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageSkeleton } from '../ui/skeleton.tsx';
import { BottomNav, showsTabBar } from './bottom-nav.tsx';

/** The first thing a keyboard reaches in every layout: straight to the screen's `<main id="main">`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
    >
      본문으로 건너뛰기
    </a>
  );
}

/**
 * The customers' frame (guests and signed-in people alike): one column no wider than 480 px, centred, with
 * room for the bottom navigation where it is shown (not inside the request flow: `showsTabBar`).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const tabBar = showsTabBar(pathname, search);
  return (
    <div
      className={`mx-auto min-h-dvh max-w-[480px] bg-white shadow-sm ${tabBar ? 'pb-[calc(3.5rem+env(safe-area-inset-bottom))]' : ''}`}
    >
      <SkipLink />
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
      {tabBar && <BottomNav />}
    </div>
  );
}
