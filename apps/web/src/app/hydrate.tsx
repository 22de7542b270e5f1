import { type DehydratedState, HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadErrorCatalog, needsFullCatalog } from '../shell/errors/catalog.ts';
import { installLeaveGuard } from '../shell/leave-guard.ts';
import { logger } from '../shell/logger.ts';
import { createQueryClient } from '../shell/query-client.ts';
import { type RenderedSession, RenderedSessionContext, session } from '../shell/session.ts';
import { hydration } from '../shell/use-is-client.ts';
import { whenIdle } from '../shell/when-idle.ts';
import { wholeStylesheet } from '../shell/whole-stylesheet.ts';
import { App } from './app.tsx';
import { matchAppRoute, preloadRoute } from './routes.tsx';

const stateElement = document.getElementById('__APP_STATE__');
const state: unknown = stateElement?.textContent ? JSON.parse(stateElement.textContent) : undefined;
const queryClient = createQueryClient();
const rootElement = document.getElementById('root')!;
// The server rendered a guest's page when the request had no session cookie: start from the same state.
const renderedSession: RenderedSession = rootElement.dataset.session === 'guest' ? 'guest' : 'unknown';
session.startAs(renderedSession);

/** Marks the page interactive once React has committed the hydrated tree (tests and the boot script wait on it). */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

// Before the router listens, so a screen with unsaved changes sees the browser's back first.
installLeaveGuard();

// Load the current screen's chunks before hydrating, so React adopts the server HTML instead of replacing it;
// the whole error catalogue when the server rendered a refusal only it names (lib/errors/catalog.ts); and the
// whole stylesheet, for what React draws next (the server inlined only its page's part).
const renderedCodes = ((state as DehydratedState | undefined)?.queries ?? []).map(
  (query) => (query.state.error as { code?: unknown } | null)?.code,
);
await Promise.all([
  preloadRoute(matchAppRoute(window.location.pathname, window.location.search).route),
  renderedCodes.some(needsFullCatalog) ? loadErrorCatalog() : undefined,
  wholeStylesheet(),
]);

// As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
// for the whole tree (a default-priority hydration is one long task: ~300 ms on a slow phone).
hydration.started();
startTransition(() => {
  hydrateRoot(
    rootElement,
    <StrictMode>
      <RenderedSessionContext.Provider value={renderedSession}>
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={state as never}>
            <BrowserRouter>
              <App />
              <Hydrated />
            </BrowserRouter>
          </HydrationBoundary>
        </QueryClientProvider>
      </RenderedSessionContext.Provider>
    </StrictMode>,
    {
      // A server/client mismatch makes React throw the server HTML away and render again: never silent.
      onRecoverableError(error) {
        logger.error(
          '[hydration] the server HTML was replaced',
          error instanceof Error ? error.message : error,
        );
      },
    },
  );
});

// The brand font is fetched at idle for the next page load; this one keeps the font it was drawn in. Its code
// comes at idle too: none of it is first-load work.
if (document.documentElement.dataset.font !== 'brand')
  whenIdle(() => import('../lib/brand-font.ts').then((brandFont) => brandFont.fetchBrandFontForNextLoad()));
