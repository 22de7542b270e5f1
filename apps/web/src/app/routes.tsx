import type { UseQueryOptions } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import {
  filtersFromSearch,
  foodTruckQuery,
  foodTrucksQuery,
  recommendedTrucksQuery,
  truckIdFromParam,
} from '../features/foodtrucks/api/foodtrucks.ts';
import { policiesQuery, policyQuery } from '../features/policies/api/policies.ts';
import {
  activeCategoriesQuery,
  eventTypesQuery,
  truckSizesQuery,
  truckTypesQuery,
} from '../features/reference/api/reference.ts';
import { type LazyPage, lazyPage } from '../lib/lazy-page.tsx';

type Params = Record<string, string | undefined>;
// biome-ignore lint/suspicious/noExplicitAny: a route's queries return differently typed data
type AnyQuery = UseQueryOptions<any, any, any, any>;

export interface AppRoute {
  path: string;
  page: LazyPage;
  /** Signed-in screens wait for the session and send guests to log in (the server enforces it too). */
  access?: 'signed-in';
  /** The data a public screen shows: fetched before the server renders it, and prefetched on intent. */
  queries?: (params: Params, search: URLSearchParams) => AnyQuery[];
}

export const routes: AppRoute[] = [
  {
    path: '/',
    page: lazyPage(() => import('./routes/home/home.tsx')),
    queries: () => [eventTypesQuery(), recommendedTrucksQuery()],
  },
  {
    path: '/foodtrucks',
    page: lazyPage(() => import('./routes/foodtrucks/list.tsx')),
    queries: (_params, search) => [
      foodTrucksQuery(filtersFromSearch(search)),
      eventTypesQuery(),
      activeCategoriesQuery(),
      truckTypesQuery(),
      truckSizesQuery(),
    ],
  },
  {
    path: '/foodtrucks/:id',
    page: lazyPage(() => import('./routes/foodtrucks/detail.tsx')),
    queries: (params) => {
      const id = truckIdFromParam(params.id);
      return id ? [foodTruckQuery(id)] : [];
    },
  },
  { path: '/profile', page: lazyPage(() => import('./routes/account/profile.tsx')) },
  {
    path: '/profile-edit',
    page: lazyPage(() => import('./routes/account/profile-edit.tsx')),
    access: 'signed-in',
  },
  { path: '/settings', page: lazyPage(() => import('./routes/account/settings.tsx')), access: 'signed-in' },
  {
    path: '/booking/event-type',
    page: lazyPage(() => import('./routes/booking/event-type.tsx')),
    queries: (_params, search) => {
      const truckId = truckIdFromParam(search.get('truckId') ?? undefined);
      return [eventTypesQuery(), ...(truckId ? [foodTruckQuery(truckId)] : [])];
    },
  },
  { path: '/booking/info', page: lazyPage(() => import('./routes/booking/info.tsx')) },
  { path: '/booking/menu', page: lazyPage(() => import('./routes/booking/menu.tsx')) },
  // From here the request needs an account: the contact step is filled in from the profile.
  {
    path: '/booking/contact',
    page: lazyPage(() => import('./routes/booking/contact.tsx')),
    access: 'signed-in',
  },
  {
    path: '/booking/review',
    page: lazyPage(() => import('./routes/booking/review.tsx')),
    access: 'signed-in',
  },
  {
    path: '/booking/submit',
    page: lazyPage(() => import('./routes/booking/submit.tsx')),
    access: 'signed-in',
  },
  {
    path: '/booking/success',
    page: lazyPage(() => import('./routes/booking/success.tsx')),
    access: 'signed-in',
  },
  { path: '/bookings', page: lazyPage(() => import('./routes/bookings/list.tsx')), access: 'signed-in' },
  {
    path: '/bookings/:id',
    page: lazyPage(() => import('./routes/bookings/detail.tsx')),
    access: 'signed-in',
  },
  {
    path: '/bookings/edit/:id',
    page: lazyPage(() => import('./routes/bookings/edit.tsx')),
    access: 'signed-in',
  },
  {
    path: '/api/auth/:provider/callback',
    page: lazyPage(() => import('./routes/account/social-callback.tsx')),
  },
  { path: '/test-login', page: lazyPage(() => import('./routes/dev/test-login.tsx')) },
  { path: '/test-booking-data', page: lazyPage(() => import('./routes/dev/test-booking-data.tsx')) },
  { path: '/test-booking-flow', page: lazyPage(() => import('./routes/dev/test-booking-flow.tsx')) },
  { path: '/test-selected-menus', page: lazyPage(() => import('./routes/dev/test-selected-menus.tsx')) },
  { path: '/test-system-health', page: lazyPage(() => import('./routes/dev/test-system-health.tsx')) },
  {
    path: '/policies/:slug',
    page: lazyPage(() => import('./routes/home/policy.tsx')),
    queries: (params) => [policyQuery(params.slug ?? ''), policiesQuery()],
  },
];

export const notFoundPage = lazyPage(() => import('./routes/home/not-found.tsx'));

export function matchAppRoute(pathname: string): { route: AppRoute | undefined; params: Params } {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  );
  const match = matches?.[0];
  return { route: match?.route.route, params: (match?.params ?? {}) as Params };
}
