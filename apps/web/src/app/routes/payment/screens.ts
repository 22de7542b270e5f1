import { lazyPage } from '../../../shell/lazy-page.tsx';

/**
 * Where the payment window sends a customer back (성공, 실패) and a payment's receipt, each its own chunk; named
 * here rather than in the route table so the entry carries one import for them (see `areaPage` in
 * app/routes.tsx). All need an account.
 */
export const screens = {
  success: lazyPage(() => import('./success.tsx')),
  fail: lazyPage(() => import('./fail.tsx')),
  receipt: lazyPage(() => import('./receipt.tsx')),
};
