import { lazyPage } from '../../../shell/lazy-page.tsx';

/**
 * The operators' screens, each its own chunk. They are named here, not in the route table, so that the entry
 * every visitor downloads carries one import for the whole console instead of one per screen (with its
 * preload list): see `areaPage` in app/routes.tsx.
 */
export const screens = {
  index: lazyPage(() => import('./index.tsx')),
  bookings: lazyPage(() => import('./bookings.tsx')),
  booking: lazyPage(() => import('./booking.tsx')),
  settlements: lazyPage(() => import('./settlements.tsx')),
  settlement: lazyPage(() => import('./settlement.tsx')),
  applications: lazyPage(() => import('./applications.tsx')),
  application: lazyPage(() => import('./application.tsx')),
  trucks: lazyPage(() => import('./trucks.tsx')),
  catalogue: lazyPage(() => import('./catalogue.tsx')),
  notificationFailures: lazyPage(() => import('./notification-failures.tsx')),
  errorReports: lazyPage(() => import('./error-reports.tsx')),
  disputes: lazyPage(() => import('./disputes.tsx')),
  reviews: lazyPage(() => import('./reviews.tsx')),
  reconciliation: lazyPage(() => import('./reconciliation.tsx')),
};
