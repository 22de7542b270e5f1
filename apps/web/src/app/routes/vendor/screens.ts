import { lazyPage } from '../../../shell/lazy-page.tsx';

/**
 * The owners' screens, each its own chunk; named here rather than in the route table so the entry carries one
 * import for the whole area (see `areaPage` in app/routes.tsx).
 */
export const screens = {
  trucks: lazyPage(() => import('./trucks.tsx')),
  truck: lazyPage(() => import('./truck.tsx')),
  bookings: lazyPage(() => import('./bookings.tsx')),
  booking: lazyPage(() => import('./booking.tsx')),
  calendar: lazyPage(() => import('./calendar.tsx')),
  inquiries: lazyPage(() => import('./inquiries.tsx')),
  inquiry: lazyPage(() => import('./inquiry.tsx')),
  settlement: lazyPage(() => import('./settlement.tsx')),
  settlementStatement: lazyPage(() => import('./settlement-statement.tsx')),
};
