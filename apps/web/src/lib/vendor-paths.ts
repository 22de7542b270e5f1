import { fillRoute, ROUTES } from '@ft/shared';
import { withSearch } from '../shell/paths.ts';

/**
 * Links into the owners' area, built from the route table in @ft/shared like shell/paths.ts: only the owners'
 * screens and the few parts that link there (their settlements, the 마이 tab) use them, so they are no part of
 * every page's first load (decision 100).
 */
export const vendorPaths = {
  /** The owner's own trucks and one truck's management. */
  trucks: ROUTES.vendorTrucks,
  truck: (id: number | string) => fillRoute(ROUTES.vendorTruck, { id }),
  /** The inbox of one truck (the first listed one when omitted), on a tab (새 요청 when omitted). */
  bookings: (truckId?: number, tab?: string) =>
    withSearch(ROUTES.vendorBookings, {
      ...(truckId ? { truck: String(truckId) } : {}),
      ...(tab && tab !== 'requested' ? { tab } : {}),
    }),
  /** A booking as its vendor opens it; `truckId` is the truck that would take an open request. */
  booking: (id: string, truckId?: number) =>
    withSearch(fillRoute(ROUTES.vendorBooking, { id }), truckId ? { truck: String(truckId) } : {}),
  calendar: (truckId?: number, month?: string) =>
    withSearch(ROUTES.vendorCalendar, {
      ...(truckId ? { truck: String(truckId) } : {}),
      ...(month ? { month } : {}),
    }),
  settlement: (truckId?: number) =>
    withSearch(ROUTES.vendorSettlement, truckId ? { truck: String(truckId) } : {}),
  settlementStatement: (id: string) => fillRoute(ROUTES.vendorSettlementStatement, { id }),
  inquiries: (page?: number) =>
    withSearch(ROUTES.vendorInquiries, page && page > 1 ? { page: String(page) } : {}),
  inquiry: (id: string) => fillRoute(ROUTES.vendorInquiry, { id }),
} as const;
