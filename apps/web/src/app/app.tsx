import { type ReactNode, Suspense } from 'react';
import { Route, Routes, useParams, useSearchParams } from 'react-router';
import { ErrorBoundary, PageBoundary } from '../shell/errors/error-boundary.tsx';
import { AppLayout } from '../shell/layout/app-layout.tsx';
import { ScrollRestoration } from '../shell/layout/scroll-restoration.tsx';
import { PageSkeleton } from '../shell/ui/skeleton.tsx';
import { Toaster } from '../shell/ui/toaster.tsx';
import { ScreenHydrated } from '../shell/use-is-client.ts';
import { usePreloadScreens } from './hooks/use-preload-screens.ts';
import { LiveUpdates } from './live-updates.tsx';
import { RequireSession } from './require-session.tsx';
import {
  type AppRoute,
  areaLayouts,
  hasScreen,
  type LayoutName,
  layoutOf,
  notFoundPage,
  routes,
} from './routes.tsx';
import { SessionEffects } from './session-effects.tsx';

// An area's layout is a chunk of its own: the skeleton shows while it arrives on a first visit.
const VendorLayout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<PageSkeleton />}>
    <areaLayouts.vendor.Component hasScreen={hasScreen}>{children}</areaLayouts.vendor.Component>
  </Suspense>
);
const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<PageSkeleton />}>
    <areaLayouts.admin.Component hasScreen={hasScreen}>{children}</areaLayouts.admin.Component>
  </Suspense>
);
const LAYOUTS: Record<LayoutName, (props: { children: ReactNode }) => ReactNode> = {
  app: AppLayout,
  vendor: VendorLayout,
  admin: AdminLayout,
};

const NotFoundScreen = () => (
  <AppLayout>
    <notFoundPage.Component />
    <ScreenHydrated />
  </AppLayout>
);

/**
 * One route: its screen behind its access rule, in the layout the rule picks (routes.tsx, `layoutOf`); the
 * not-found screen when the URL names nothing (`missing`), as the server rendered it.
 */
function RouteScreen({ route }: { route: AppRoute }) {
  const params = useParams();
  const [search] = useSearchParams();
  usePreloadScreens(route.preloads);
  if (route.missing?.(params, search)) return <NotFoundScreen />;
  return (
    <RequireSession access={route.access} layout={LAYOUTS[layoutOf(route)]}>
      <PageBoundary>
        <route.page.Component />
        <ScreenHydrated />
      </PageBoundary>
    </RequireSession>
  );
}

export function App() {
  return (
    <ErrorBoundary>
      <ScrollRestoration />
      <Toaster />
      <SessionEffects />
      <LiveUpdates />
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
        ))}
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </ErrorBoundary>
  );
}
