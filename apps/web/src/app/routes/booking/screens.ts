import { lazyPage } from '../../../shell/lazy-page.tsx';

/**
 * The request flow from the step that needs an account (연락처, 확인, sending, the confirmation), each its own
 * chunk; named here rather than in the route table so the entry carries one import for them (see `areaPage` in
 * app/routes.tsx). The public steps before them stay in the table.
 */
export const screens = {
  contact: lazyPage(() => import('./contact.tsx')),
  review: lazyPage(() => import('./review.tsx')),
  submit: lazyPage(() => import('./submit.tsx')),
  success: lazyPage(() => import('./success.tsx')),
};
