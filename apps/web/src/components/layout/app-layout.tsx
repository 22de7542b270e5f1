import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageSkeleton } from '../ui/skeleton.tsx';
import { BottomNav } from './bottom-nav.tsx';

/** docs/product.md § Screens: every route change starts at the top of the page. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, which is what the list names
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

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
 * room for the bottom navigation.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto min-h-dvh max-w-[480px] bg-white pb-[calc(3.5rem+env(safe-area-inset-bottom))] shadow-sm">
      <SkipLink />
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
      <BottomNav />
    </div>
  );
}
