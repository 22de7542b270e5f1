import { ROUTES } from '@ft/shared';
import type { UseQueryOptions } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import type { AreaLayoutProps } from '../components/layout/area-layout.tsx';
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
import type { RouteAccess } from './require-session.tsx';

type Params = Record<string, string | undefined>;
// biome-ignore lint/suspicious/noExplicitAny: a route's queries return differently typed data
type AnyQuery = UseQueryOptions<any, any, any, any>;

export interface AppRoute {
  path: string;
  page: LazyPage;
  /**
   * Who may open the screen (the server enforces the same rule on its calls): `signed-in` screens wait for
   * the session and send guests to log in; `vendor` (vendors and admins) and `admin` also show 권한 없음 to
   * a signed-in person without the role. The rule also picks the layout: see `layoutOf`.
   */
  access?: RouteAccess;
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
  // 입점하기: the tab itself is public (a guest reads what joining means); the application needs an account.
  { path: ROUTES.register, page: lazyPage(() => import('./routes/register/register.tsx')) },
  {
    path: ROUTES.registerApply,
    page: lazyPage(() => import('./routes/register/apply.tsx')),
    access: 'signed-in',
  },
  {
    path: ROUTES.registerDocuments,
    page: lazyPage(() => import('./routes/register/documents.tsx')),
    access: 'signed-in',
  },
  {
    path: ROUTES.registerMenuPhotos,
    page: lazyPage(() => import('./routes/register/menu-photos.tsx')),
    access: 'signed-in',
  },
  {
    path: ROUTES.registerTruckPhotos,
    page: lazyPage(() => import('./routes/register/truck-photos.tsx')),
    access: 'signed-in',
  },
  {
    path: ROUTES.registerComplete,
    page: lazyPage(() => import('./routes/register/complete.tsx')),
    access: 'signed-in',
  },
  // The owners' area: their trucks and each truck's management.
  { path: ROUTES.vendorTrucks, page: lazyPage(() => import('./routes/vendor/trucks.tsx')), access: 'vendor' },
  { path: ROUTES.vendorTruck, page: lazyPage(() => import('./routes/vendor/truck.tsx')), access: 'vendor' },
  // The owners' operations: the inbox and a booking in it.
  {
    path: ROUTES.vendorBookings,
    page: lazyPage(() => import('./routes/vendor/bookings.tsx')),
    access: 'vendor',
  },
  {
    path: ROUTES.vendorBooking,
    page: lazyPage(() => import('./routes/vendor/booking.tsx')),
    access: 'vendor',
  },
  {
    path: ROUTES.vendorCalendar,
    page: lazyPage(() => import('./routes/vendor/calendar.tsx')),
    access: 'vendor',
  },
  {
    path: ROUTES.vendorSettlement,
    page: lazyPage(() => import('./routes/vendor/settlement.tsx')),
    access: 'vendor',
  },
  {
    path: ROUTES.vendorSettlementStatement,
    page: lazyPage(() => import('./routes/vendor/settlement-statement.tsx')),
    access: 'vendor',
  },
  { path: ROUTES.testLogin, page: lazyPage(() => import('./routes/dev/test-login.tsx')) },
  { path: ROUTES.testBookingData, page: lazyPage(() => import('./routes/dev/test-booking-data.tsx')) },
  { path: ROUTES.testBookingFlow, page: lazyPage(() => import('./routes/dev/test-booking-flow.tsx')) },
  { path: ROUTES.testSelectedMenus, page: lazyPage(() => import('./routes/dev/test-selected-menus.tsx')) },
  { path: ROUTES.testSystemHealth, page: lazyPage(() => import('./routes/dev/test-system-health.tsx')) },
  { path: ROUTES.testUpload, page: lazyPage(() => import('./routes/dev/test-upload.tsx')) },
  {
    path: ROUTES.policy,
    page: lazyPage(() => import('./routes/home/policy.tsx')),
    queries: (params) => [policyQuery(params.slug ?? ''), policiesQuery()],
  },
  // The operators' console: overview, bookings, settlements, 입점 심사, trucks, reference data.
  { path: ROUTES.admin, page: lazyPage(() => import('./routes/admin/index.tsx')), access: 'admin' },
  {
    path: ROUTES.adminBookings,
    page: lazyPage(() => import('./routes/admin/bookings.tsx')),
    access: 'admin',
  },
  {
    path: ROUTES.adminBooking,
    page: lazyPage(() => import('./routes/admin/booking.tsx')),
    access: 'admin',
  },
  {
    path: ROUTES.adminSettlements,
    page: lazyPage(() => import('./routes/admin/settlements.tsx')),
    access: 'admin',
  },
  {
    path: ROUTES.adminSettlement,
    page: lazyPage(() => import('./routes/admin/settlement.tsx')),
    access: 'admin',
  },
  {
    path: ROUTES.adminApplications,
    page: lazyPage(() => import('./routes/admin/applications.tsx')),
    access: 'admin',
  },
  {
    path: ROUTES.adminApplication,
    page: lazyPage(() => import('./routes/admin/application.tsx')),
    access: 'admin',
  },
  { path: ROUTES.adminTrucks, page: lazyPage(() => import('./routes/admin/trucks.tsx')), access: 'admin' },
  {
    path: ROUTES.adminCatalogue,
    page: lazyPage(() => import('./routes/admin/catalogue.tsx')),
    access: 'admin',
  },
];

export const notFoundPage = lazyPage(() => import('./routes/home/not-found.tsx'));

/**
 * A screen's frame follows from its access rule, so an area's navigation is never shown to anyone its guard
 * turns away: `admin` screens render in the operators' layout, `vendor` screens in the owners' layout, every
 * other screen in the customers' layout with the bottom navigation.
 */
export type LayoutName = 'app' | 'vendor' | 'admin';
export const layoutOf = (route: Pick<AppRoute, 'access'> | undefined): LayoutName =>
  route?.access === 'admin' ? 'admin' : route?.access === 'vendor' ? 'vendor' : 'app';

/** The areas' layouts are chunks of their own: nothing of them ships to customers. */
export const areaLayouts: Record<Exclude<LayoutName, 'app'>, LazyPage<AreaLayoutProps>> = {
  vendor: lazyPage(() => import('../components/layout/vendor-layout.tsx')),
  admin: lazyPage(() => import('../components/layout/admin-layout.tsx')),
};

/** Whether a path is one of the app's screens today: an area's navigation links only to those. */
export const hasScreen = (path: string) => routes.some((route) => route.path === path);

/** Everything a route renders with, its screen and its layout: loaded before the page is hydrated. */
export function preloadRoute(route: AppRoute | undefined): Promise<unknown> {
  const layout = layoutOf(route);
  return Promise.all([
    (route ?? { page: notFoundPage }).page.preload(),
    layout === 'app' ? undefined : areaLayouts[layout].preload(),
  ]);
}

export function matchAppRoute(pathname: string): { route: AppRoute | undefined; params: Params } {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  );
  const match = matches?.[0];
  return { route: match?.route.route, params: (match?.params ?? {}) as Params };
}
