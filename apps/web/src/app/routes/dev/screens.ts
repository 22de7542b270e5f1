import { lazyPage } from '../../../shell/lazy-page.tsx';

/**
 * The development pages (dev builds or admins only), each its own chunk; named here rather than in the route
 * table so the entry carries one import for all of them (see `areaPage` in app/routes.tsx).
 */
export const screens = {
  testLogin: lazyPage(() => import('./test-login.tsx')),
  testBookingData: lazyPage(() => import('./test-booking-data.tsx')),
  testBookingFlow: lazyPage(() => import('./test-booking-flow.tsx')),
  testSelectedMenus: lazyPage(() => import('./test-selected-menus.tsx')),
  testSystemHealth: lazyPage(() => import('./test-system-health.tsx')),
  testUpload: lazyPage(() => import('./test-upload.tsx')),
};
