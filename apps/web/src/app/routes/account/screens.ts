import { lazyPage } from '../../../shell/lazy-page.tsx';

/**
 * The 마이 tab's screens that need an account (the profile's edit, notices, settings, kept trucks), each its own
 * chunk; named here rather than in the route table so the entry carries one import for them (see `areaPage` in
 * app/routes.tsx). The tab itself and the password screens stay in the table: a guest opens them.
 */
export const screens = {
  profileEdit: lazyPage(() => import('./profile-edit.tsx')),
  notifications: lazyPage(() => import('./notifications.tsx')),
  settings: lazyPage(() => import('./settings.tsx')),
  keptTrucks: lazyPage(() => import('./kept-trucks.tsx')),
};
