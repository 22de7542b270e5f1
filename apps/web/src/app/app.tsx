import { Route, Routes } from 'react-router';
import { ErrorBoundary, PageBoundary } from '../components/errors/error-boundary.tsx';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { RequireSession } from './require-session.tsx';
import { notFoundPage, routes } from './routes.tsx';
import { SessionEffects } from './session-effects.tsx';

export function App() {
  return (
    <ErrorBoundary>
      <AppLayout>
        <SessionEffects />
        <Routes>
          {routes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <PageBoundary>
                  {route.access ? (
                    <RequireSession>
                      <route.page.Component />
                    </RequireSession>
                  ) : (
                    <route.page.Component />
                  )}
                </PageBoundary>
              }
            />
          ))}
          <Route path="*" element={<notFoundPage.Component />} />
        </Routes>
      </AppLayout>
    </ErrorBoundary>
  );
}
