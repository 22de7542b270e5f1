import { lazyPage } from '../../../shell/lazy-page.tsx';

/**
 * The 마이 tab's screens besides the tab itself (the profile's edit, notices, settings, kept trucks, which need an
 * account, and the password screens a mail's link opens), each its own chunk; named here rather than in the route
 * table so the entry carries one import for them (see `areaPage` in app/routes.tsx). The tab and the Kakao
 * log-in's return stay in the table: the return finishes a log-in, with no extra file to wait for.
 */
export const screens = {
  profileEdit: lazyPage(() => import('./profile-edit.tsx')),
  notifications: lazyPage(() => import('./notifications.tsx')),
  settings: lazyPage(() => import('./settings.tsx')),
  keptTrucks: lazyPage(() => import('./kept-trucks.tsx')),
  forgotPassword: lazyPage(() => import('./forgot-password.tsx')),
  resetPassword: lazyPage(() => import('./reset-password.tsx')),
};
