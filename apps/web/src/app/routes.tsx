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
import { type LazyPage, lazyPage } from '../shell/lazy-page.tsx';
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
  /**
   * The URL itself names nothing that can exist (a truck id that is not a number, a success page without its
   * booking): the not-found screen answers, with a 404, before any data or session is asked for.
   */
  missing?: (params: Params, search: URLSearchParams) => boolean;
  /**
   * Screens loaded as soon as this one shows, while the connection is there: the step before sending fetches
   * the sending and confirmation screens, so sending offline still opens an app screen that says so.
   */
  preloads?: string[];
}

/**
 * A screen of an area (the owners', the operators'): the area's list of screens is one chunk, loaded first,
 * and the screen its own chunk after it. Every visitor's entry then carries one import per area instead of one
 * per screen with its preload list (docs/product.md § Performance: first-load JS).
 */
function areaPage<Name extends string>(
  loadScreens: () => Promise<{ screens: Record<Name, LazyPage> }>,
  name: Name,
): LazyPage {
  return lazyPage(async () => {
    const { screens } = await loadScreens();
    await screens[name].preload();
    return { default: screens[name].Component };
  });
}
const devScreens = () => import('./routes/dev/screens.ts');
const registerScreens = () => import('./routes/register/screens.ts');
const vendorScreens = () => import('./routes/vendor/screens.ts');
const adminScreens = () => import('./routes/admin/screens.ts');
const devPage = (name: keyof Awaited<ReturnType<typeof devScreens>>['screens']) => areaPage(devScreens, name);
const registerPage = (name: keyof Awaited<ReturnType<typeof registerScreens>>['screens']) =>
  areaPage(registerScreens, name);
const vendorPage = (name: keyof Awaited<ReturnType<typeof vendorScreens>>['screens']) =>
  areaPage(vendorScreens, name);
const adminPage = (name: keyof Awaited<ReturnType<typeof adminScreens>>['screens']) =>
  areaPage(adminScreens, name);
const accountScreens = () => import('./routes/account/screens.ts');
const bookingScreens = () => import('./routes/booking/screens.ts');
const bookingsScreens = () => import('./routes/bookings/screens.ts');
const inquiryScreens = () => import('./routes/inquiries/screens.ts');
const paymentScreens = () => import('./routes/payment/screens.ts');
const accountPage = (name: keyof Awaited<ReturnType<typeof accountScreens>>['screens']) =>
  areaPage(accountScreens, name);
const bookingPage = (name: keyof Awaited<ReturnType<typeof bookingScreens>>['screens']) =>
  areaPage(bookingScreens, name);
const bookingsPage = (name: keyof Awaited<ReturnType<typeof bookingsScreens>>['screens']) =>
  areaPage(bookingsScreens, name);
const inquiryPage = (name: keyof Awaited<ReturnType<typeof inquiryScreens>>['screens']) =>
  areaPage(inquiryScreens, name);
const paymentPage = (name: keyof Awaited<ReturnType<typeof paymentScreens>>['screens']) =>
  areaPage(paymentScreens, name);

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
    missing: (params) => truckIdFromParam(params.id) === null,
    queries: (params) => {
      const id = truckIdFromParam(params.id);
      return id ? [foodTruckQuery(id)] : [];
    },
  },
  { path: ROUTES.profile, page: lazyPage(() => import('./routes/account/profile.tsx')) },
  { path: ROUTES.profileEdit, page: accountPage('profileEdit'), access: 'signed-in' },
  { path: ROUTES.notifications, page: accountPage('notifications'), access: 'signed-in' },
  { path: ROUTES.settings, page: accountPage('settings'), access: 'signed-in' },
  { path: ROUTES.forgotPassword, page: accountPage('forgotPassword') },
  { path: ROUTES.resetPassword, page: accountPage('resetPassword') },
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
  { path: ROUTES.bookingContact, page: bookingPage('contact'), access: 'signed-in' },
  {
    path: ROUTES.bookingReview,
    page: bookingPage('review'),
    preloads: [ROUTES.bookingSubmit, ROUTES.bookingSuccess],
    access: 'signed-in',
  },
  { path: ROUTES.bookingSubmit, page: bookingPage('submit'), access: 'signed-in' },
  {
    path: ROUTES.bookingSuccess,
    page: bookingPage('success'),
    access: 'signed-in',
    missing: (_params, search) => !search.get('id'),
  },
  { path: ROUTES.bookings, page: bookingsPage('list'), access: 'signed-in' },
  { path: ROUTES.keptTrucks, page: accountPage('keptTrucks'), access: 'signed-in' },
  { path: ROUTES.booking, page: bookingsPage('detail'), access: 'signed-in' },
  { path: ROUTES.bookingEdit, page: bookingsPage('edit'), access: 'signed-in' },
  { path: ROUTES.inquiryAsk, page: inquiryPage('ask'), access: 'signed-in' },
  { path: ROUTES.inquiry, page: inquiryPage('inquiry'), access: 'signed-in' },
  { path: ROUTES.paymentSuccess, page: paymentPage('success'), access: 'signed-in' },
  { path: ROUTES.paymentFail, page: paymentPage('fail'), access: 'signed-in' },
  { path: ROUTES.paymentReceipt, page: paymentPage('receipt'), access: 'signed-in' },
  {
    path: ROUTES.socialCallback,
    page: lazyPage(() => import('./routes/account/social-callback.tsx')),
  },
  // 입점하기: the tab itself is public (a guest reads what joining means); the application needs an account.
  { path: ROUTES.register, page: lazyPage(() => import('./routes/register/register.tsx')) },
  { path: ROUTES.registerApply, page: registerPage('apply'), access: 'signed-in' },
  { path: ROUTES.registerDocuments, page: registerPage('documents'), access: 'signed-in' },
  { path: ROUTES.registerMenuPhotos, page: registerPage('menuPhotos'), access: 'signed-in' },
  { path: ROUTES.registerTruckPhotos, page: registerPage('truckPhotos'), access: 'signed-in' },
  { path: ROUTES.registerComplete, page: registerPage('complete'), access: 'signed-in' },
  // The owners' area: their trucks, each truck's management, the inbox, the calendar, settlements.
  { path: ROUTES.vendorTrucks, page: vendorPage('trucks'), access: 'vendor' },
  { path: ROUTES.vendorTruck, page: vendorPage('truck'), access: 'vendor' },
  { path: ROUTES.vendorBookings, page: vendorPage('bookings'), access: 'vendor' },
  { path: ROUTES.vendorBooking, page: vendorPage('booking'), access: 'vendor' },
  { path: ROUTES.vendorCalendar, page: vendorPage('calendar'), access: 'vendor' },
  { path: ROUTES.vendorInquiries, page: vendorPage('inquiries'), access: 'vendor' },
  { path: ROUTES.vendorInquiry, page: vendorPage('inquiry'), access: 'vendor' },
  { path: ROUTES.vendorSettlement, page: vendorPage('settlement'), access: 'vendor' },
  { path: ROUTES.vendorSettlementStatement, page: vendorPage('settlementStatement'), access: 'vendor' },
  { path: ROUTES.testLogin, page: devPage('testLogin') },
  { path: ROUTES.testBookingData, page: devPage('testBookingData') },
  { path: ROUTES.testBookingFlow, page: devPage('testBookingFlow') },
  { path: ROUTES.testSelectedMenus, page: devPage('testSelectedMenus') },
  { path: ROUTES.testSystemHealth, page: devPage('testSystemHealth') },
  { path: ROUTES.testUpload, page: devPage('testUpload') },
  {
    path: ROUTES.policy,
    page: lazyPage(() => import('./routes/home/policy.tsx')),
    queries: (params) => [policyQuery(params.slug ?? ''), policiesQuery()],
  },
  // The operators' console: overview, bookings, settlements, 입점 심사, trucks, reference data.
  { path: ROUTES.admin, page: adminPage('index'), access: 'admin' },
  { path: ROUTES.adminBookings, page: adminPage('bookings'), access: 'admin' },
  { path: ROUTES.adminBooking, page: adminPage('booking'), access: 'admin' },
  { path: ROUTES.adminSettlements, page: adminPage('settlements'), access: 'admin' },
  { path: ROUTES.adminSettlement, page: adminPage('settlement'), access: 'admin' },
  { path: ROUTES.adminDisputes, page: adminPage('disputes'), access: 'admin' },
  { path: ROUTES.adminReviews, page: adminPage('reviews'), access: 'admin' },
  { path: ROUTES.adminReconciliation, page: adminPage('reconciliation'), access: 'admin' },
  { path: ROUTES.adminApplications, page: adminPage('applications'), access: 'admin' },
  { path: ROUTES.adminApplication, page: adminPage('application'), access: 'admin' },
  { path: ROUTES.adminTrucks, page: adminPage('trucks'), access: 'admin' },
  { path: ROUTES.adminCatalogue, page: adminPage('catalogue'), access: 'admin' },
  {
    path: ROUTES.adminNotificationFailures,
    page: adminPage('notificationFailures'),
    access: 'admin',
  },
  { path: ROUTES.adminErrorReports, page: adminPage('errorReports'), access: 'admin' },
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

/** The screen a URL opens; none (the not-found screen) for an unknown path or a URL that names nothing. */
export function matchAppRoute(
  pathname: string,
  search = '',
): { route: AppRoute | undefined; params: Params } {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  );
  const match = matches?.[0];
  const params = (match?.params ?? {}) as Params;
  const route = match?.route.route;
  return { route: route?.missing?.(params, new URLSearchParams(search)) ? undefined : route, params };
}
