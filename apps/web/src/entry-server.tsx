import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { areaLayouts, matchAppRoute, notFoundPage, routes } from './app/routes.tsx';
import { setApiTransport } from './shell/api-client.ts';
import { loadErrorCatalog } from './shell/errors/catalog.ts';
import { HeadCollectorContext, type HeadData, renderHeadHtml } from './shell/head.tsx';
import { createQueryClient } from './shell/query-client.ts';
import { type RenderedSession, RenderedSessionContext } from './shell/session.ts';
import { siteQuery } from './shell/site.ts';

// On the server every screen is loaded up front, so rendering never suspends, and so is the whole error
// catalogue (the browser loads it when a code needs it, before it hydrates).
await Promise.all([
  loadErrorCatalog(),
  ...routes.map((route) => route.page.preload()),
  notFoundPage.preload(),
  ...Object.values(areaLayouts).map((layout) => layout.preload()),
]);

export interface RenderResult {
  status: number;
  head: string;
  html: string;
  state: unknown;
}

/** `session`: `guest` when the request carried no session cookie; screens that depend on it show the guest view. */
export async function render(
  url: string,
  fetchImpl: typeof fetch,
  origin = '',
  session: RenderedSession = 'unknown',
): Promise<RenderResult> {
  setApiTransport((input, init) => fetchImpl(input, init));
  const { pathname, search } = new URL(url, 'http://localhost');
  const { route, params } = matchAppRoute(pathname, search);
  const queryClient = createQueryClient();
  const queries = route?.queries?.(params, new URLSearchParams(search)) ?? [];
  // Every page brings how the server is set up (the footer's details, whether Kakao log-in works), so no
  // screen has to ask for it later, nor show it late.
  await Promise.all([...queries, siteQuery()].map((query) => queryClient.prefetchQuery(query)));

  // A screen whose own data is missing answers with that status (a removed truck is a real 404).
  const primary = queries[0] ? queryClient.getQueryState(queries[0].queryKey) : undefined;
  const primaryError = primary?.error as { status?: number } | null | undefined;
  const status = !route ? 404 : primaryError ? primaryError.status || 500 : 200;

  const collector: { current: HeadData | null } = { current: null };
  const html = renderToString(
    <HeadCollectorContext.Provider value={collector}>
      <RenderedSessionContext.Provider value={session}>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </QueryClientProvider>
      </RenderedSessionContext.Provider>
    </HeadCollectorContext.Provider>,
  );
  const head = renderHeadHtml(collector.current ?? { title: '푸드트럭 예약' }, origin, pathname);
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  queryClient.clear();
  return { status, head, html, state };
}
