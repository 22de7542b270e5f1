import { ROUTES } from '@ft/shared';
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
    path: ROUTES.home,
    page: lazyPage(() => import('./routes/home/home.tsx')),
    queries: () => [eventTypesQuery(), recommendedTrucksQuery()],
  },
  {
    path: ROUTES.foodtrucks,
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
    path: ROUTES.foodtruck,
    page: lazyPage(() => import('./routes/foodtrucks/detail.tsx')),
    queries: (params) => {
      const id = truckIdFromParam(params.id);
      return id ? [foodTruckQuery(id)] : [];
    },
  },
  { path: ROUTES.profile, page: lazyPage(() => import('./routes/account/profile.tsx')) },
  {
    path: ROUTES.profileEdit,
    page: lazyPage(() => import('./routes/account/profile-edit.tsx')),
    access: 'signed-in',
  },
  {
    path: ROUTES.settings,
    page: lazyPage(() => import('./routes/account/settings.tsx')),
    access: 'signed-in',
  },
  {
    path: ROUTES.bookingEventType,
    page: lazyPage(() => import('./routes/booking/event-type.tsx')),
    queries: (_params, search) => {
      const truckId = truckIdFromParam(search.get('truckId') ?? undefined);
      return [eventTypesQuery(), ...(truckId ? [foodTruckQuery(truckId)] : [])];
    },
  },
  { path: ROUTES.bookingInfo, page: lazyPage(() => import('./routes/booking/info.tsx')) },
  { path: ROUTES.bookingMenu, page: lazyPage(() => import('./routes/booking/menu.tsx')) },
  // From here the request needs an account: the contact step is filled in from the profile.
  {
    path: ROUTES.bookingContact,
    page: lazyPage(() => import('./routes/booking/contact.tsx')),
    access: 'signed-in',
  },
  {
    path: ROUTES.bookingReview,
    page: lazyPage(() => import('./routes/booking/review.tsx')),
    access: 'signed-in',
  },
  {
    path: ROUTES.bookingSubmit,
    page: lazyPage(() => import('./routes/booking/submit.tsx')),
    access: 'signed-in',
  },
  {
    path: ROUTES.bookingSuccess,
    page: lazyPage(() => import('./routes/booking/success.tsx')),
    access: 'signed-in',
  },
  { path: ROUTES.bookings, page: lazyPage(() => import('./routes/bookings/list.tsx')), access: 'signed-in' },
  {
    path: ROUTES.booking,
    page: lazyPage(() => import('./routes/bookings/detail.tsx')),
    access: 'signed-in',
  },
  {
    path: ROUTES.bookingEdit,
    page: lazyPage(() => import('./routes/bookings/edit.tsx')),
    access: 'signed-in',
  },
  {
    path: ROUTES.socialCallback,
    page: lazyPage(() => import('./routes/account/social-callback.tsx')),
  },
  { path: ROUTES.testLogin, page: lazyPage(() => import('./routes/dev/test-login.tsx')) },
  { path: ROUTES.testBookingData, page: lazyPage(() => import('./routes/dev/test-booking-data.tsx')) },
  { path: ROUTES.testBookingFlow, page: lazyPage(() => import('./routes/dev/test-booking-flow.tsx')) },
  { path: ROUTES.testSelectedMenus, page: lazyPage(() => import('./routes/dev/test-selected-menus.tsx')) },
  { path: ROUTES.testSystemHealth, page: lazyPage(() => import('./routes/dev/test-system-health.tsx')) },
  {
    path: ROUTES.policy,
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
