import { lazyPage } from '../../../shell/lazy-page.tsx';

/**
 * A customer's inquiry screens (decision 090), each its own chunk; named here rather than in the route table so
 * the entry carries one import for them (see `areaPage` in app/routes.tsx). Both need an account.
 */
export const screens = {
  ask: lazyPage(() => import('./ask.tsx')),
  inquiry: lazyPage(() => import('./inquiry.tsx')),
};
