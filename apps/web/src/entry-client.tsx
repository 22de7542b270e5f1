import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { matchAppRoute, notFoundPage } from './app/routes.tsx';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

const stateElement = document.getElementById('__APP_STATE__');
const state: unknown = stateElement?.textContent ? JSON.parse(stateElement.textContent) : undefined;
const queryClient = createQueryClient();

// Load the current screen's chunk before hydrating, so React adopts the server HTML instead of replacing it.
const { route } = matchAppRoute(window.location.pathname);
await (route ?? { page: notFoundPage }).page.preload();

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={state as never}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </HydrationBoundary>
    </QueryClientProvider>
  </StrictMode>,
);
// Tests and the boot script's callers can tell the page is interactive now.
document.documentElement.dataset.hydrated = 'true';

// The brand font arrives after the page is usable; the system Korean font shows until then (font-display: swap).
const loadFonts = () => void import('./fonts.css');
if (document.readyState === 'complete') loadFonts();
else window.addEventListener('load', loadFonts, { once: true });
