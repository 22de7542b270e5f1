import { lazyPage } from '../../../shell/lazy-page.tsx';

/**
 * A customer's bookings (the list, one booking, its change), each its own chunk; named here rather than in the
 * route table so the entry carries one import for them (see `areaPage` in app/routes.tsx). All need an account.
 */
export const screens = {
  list: lazyPage(() => import('./list.tsx')),
  detail: lazyPage(() => import('./detail.tsx')),
  edit: lazyPage(() => import('./edit.tsx')),
};
