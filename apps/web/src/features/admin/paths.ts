import {
  type BookingStatus,
  type CatalogueKind,
  type FoodTruckStatus,
  fillRoute,
  ROUTES,
  type SettlementStatus,
} from '@ft/shared';
import { withSearch } from '../../shell/paths.ts';

/** What the operators' booking search can narrow by (docs/product.md § Screens, /admin/bookings). */
export interface AdminBookingFilters {
  q?: string;
  status?: BookingStatus;
  /** Requests unanswered for more than 24 hours (the overview's count). */
  waiting?: boolean;
  from?: string;
  to?: string;
  page?: number;
}

/**
 * Links into the operators' console, built from the route table in @ft/shared like shell/paths.ts: only the
 * console's screens use them, so they are no part of every page's first load (decision 100).
 */
export const adminPaths = {
  /** The review queue: a tab (심사 대기 when omitted) and a page (the first when omitted). */
  applications: (status?: 'pending' | 'approved' | 'rejected', page?: number) =>
    withSearch(ROUTES.adminApplications, {
      ...(status && status !== 'pending' ? { status } : {}),
      ...(page && page > 1 ? { page: String(page) } : {}),
    }),
  application: (id: string) => fillRoute(ROUTES.adminApplication, { id }),
  /** Booking search: every filter is in the address, so a result list can be linked and reloaded. */
  bookings: (filters: AdminBookingFilters = {}) =>
    withSearch(ROUTES.adminBookings, {
      ...(filters.q ? { q: filters.q } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.waiting ? { waiting: '24h' } : {}),
      ...(filters.from ? { from: filters.from } : {}),
      ...(filters.to ? { to: filters.to } : {}),
      ...(filters.page && filters.page > 1 ? { page: String(filters.page) } : {}),
    }),
  booking: (id: string) => fillRoute(ROUTES.adminBooking, { id }),
  /** Settlements on a tab (정산 요청 when omitted) and a page. */
  settlements: (status?: SettlementStatus, page?: number) =>
    withSearch(ROUTES.adminSettlements, {
      ...(status && status !== 'requested' ? { status } : {}),
      ...(page && page > 1 ? { page: String(page) } : {}),
    }),
  settlement: (id: string) => fillRoute(ROUTES.adminSettlement, { id }),
  trucks: (filters: { q?: string; status?: FoodTruckStatus; page?: number } = {}) =>
    withSearch(ROUTES.adminTrucks, {
      ...(filters.q ? { q: filters.q } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.page && filters.page > 1 ? { page: String(filters.page) } : {}),
    }),
  /** The catalogue on one kind's tab (행사 종류 when omitted). */
  catalogue: (kind?: CatalogueKind) =>
    withSearch(ROUTES.adminCatalogue, kind && kind !== 'event-types' ? { kind } : {}),
  disputes: ROUTES.adminDisputes,
  reviews: ROUTES.adminReviews,
  reconciliation: (date?: string) => withSearch(ROUTES.adminReconciliation, date ? { date } : {}),
  notificationFailures: (page?: number) =>
    withSearch(ROUTES.adminNotificationFailures, page && page > 1 ? { page: String(page) } : {}),
  errorReports: (page?: number) =>
    withSearch(ROUTES.adminErrorReports, page && page > 1 ? { page: String(page) } : {}),
} as const;
