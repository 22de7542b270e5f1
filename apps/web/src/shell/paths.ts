import {
  type BookingStatus,
  type CatalogueKind,
  type FoodTruckStatus,
  fillRoute,
  ROUTES,
  type SettlementStatus,
} from '@ft/shared';

type BookingStepName = 'event-type' | 'info' | 'menu' | 'contact' | 'review';
const BOOKING_STEP_ROUTES: Record<BookingStepName, string> = {
  'event-type': ROUTES.bookingEventType,
  info: ROUTES.bookingInfo,
  menu: ROUTES.bookingMenu,
  contact: ROUTES.bookingContact,
  review: ROUTES.bookingReview,
};

type RegisterStepName = 'apply' | 'documents' | 'menu-photos' | 'truck-photos' | 'complete';
const REGISTER_STEP_ROUTES: Record<RegisterStepName, string> = {
  apply: ROUTES.registerApply,
  documents: ROUTES.registerDocuments,
  'menu-photos': ROUTES.registerMenuPhotos,
  'truck-photos': ROUTES.registerTruckPhotos,
  complete: ROUTES.registerComplete,
};

/**
 * The request flow's screens, from the first step to sending (not the confirmation): the tab bar is hidden on
 * them, and a log-in asked for by one of them speaks of the request (docs/decisions/015).
 */
const BOOKING_FLOW_PATHS: readonly string[] = [...Object.values(BOOKING_STEP_ROUTES), ROUTES.bookingSubmit];
export const isBookingFlowPath = (pathname: string) => BOOKING_FLOW_PATHS.includes(pathname);

/** Only same-app paths are followed after log-in, so ?next= cannot send anyone elsewhere. */
export function safeNextPath(value: string | null | undefined): string | null {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

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

const withSearch = (path: string, search: URLSearchParams | Record<string, string>) => {
  const query = String(new URLSearchParams(search));
  return query ? `${path}?${query}` : path;
};

/** Links into the app, built from the route table in @ft/shared (where every path is written once). */
export const paths = {
  home: ROUTES.home,
  foodtrucks: (search?: URLSearchParams) => withSearch(ROUTES.foodtrucks, search ?? {}),
  foodtruck: (id: number | string) => fillRoute(ROUTES.foodtruck, { id }),
  policy: (slug: string) => fillRoute(ROUTES.policy, { slug }),
  register: ROUTES.register,
  /** A step of the vendor application (입점 신청). */
  registerStep: (step: RegisterStepName) => REGISTER_STEP_ROUTES[step],
  /** The vendor's own trucks and one truck's management. */
  vendorTrucks: ROUTES.vendorTrucks,
  vendorTruck: (id: number | string) => fillRoute(ROUTES.vendorTruck, { id }),
  profile: ROUTES.profile,
  /** The 마이 tab's log-in, coming back to `next` afterwards. */
  profileLogin: (next?: string) => (next ? withSearch(ROUTES.profile, { next }) : ROUTES.profile),
  profileEdit: ROUTES.profileEdit,
  settings: ROUTES.settings,
  forgotPassword: ROUTES.forgotPassword,
  resetPassword: ROUTES.resetPassword,
  notifications: ROUTES.notifications,
  bookings: ROUTES.bookings,
  keptTrucks: ROUTES.keptTrucks,
  /** The inbox of one truck (the first listed one when omitted), on a tab (새 요청 when omitted). */
  vendorBookings: (truckId?: number, tab?: string) =>
    withSearch(ROUTES.vendorBookings, {
      ...(truckId ? { truck: String(truckId) } : {}),
      ...(tab && tab !== 'requested' ? { tab } : {}),
    }),
  /** A booking as its vendor opens it; `truckId` is the truck that would take an open request. */
  vendorBooking: (id: string, truckId?: number) =>
    withSearch(fillRoute(ROUTES.vendorBooking, { id }), truckId ? { truck: String(truckId) } : {}),
  vendorCalendar: (truckId?: number, month?: string) =>
    withSearch(ROUTES.vendorCalendar, {
      ...(truckId ? { truck: String(truckId) } : {}),
      ...(month ? { month } : {}),
    }),
  vendorSettlement: (truckId?: number) =>
    withSearch(ROUTES.vendorSettlement, truckId ? { truck: String(truckId) } : {}),
  vendorSettlementStatement: (id: string) => fillRoute(ROUTES.vendorSettlementStatement, { id }),
  kakaoCallback: fillRoute(ROUTES.socialCallback, { provider: 'kakao' }),
  /** Starts a request: addressed to one truck, or open to every matching truck. */
  bookingStart: (truckId?: number) =>
    withSearch(ROUTES.bookingEventType, truckId ? { truckId: String(truckId) } : { start: 'open' }),
  bookingStep: (step: BookingStepName) => BOOKING_STEP_ROUTES[step],
  bookingSubmit: ROUTES.bookingSubmit,
  bookingSuccess: (id: string) => withSearch(ROUTES.bookingSuccess, { id }),
  booking: (id: string) => fillRoute(ROUTES.booking, { id }),
  bookingEdit: (id: string) => fillRoute(ROUTES.bookingEdit, { id }),
  /** 문의하기 from a truck's page, and an inquiry by its id (decision 090). */
  inquiryAsk: (truckId: number) => fillRoute(ROUTES.inquiryAsk, { truckId }),
  inquiry: (id: string) => fillRoute(ROUTES.inquiry, { id }),
  vendorInquiries: (page?: number) =>
    withSearch(ROUTES.vendorInquiries, page && page > 1 ? { page: String(page) } : {}),
  vendorInquiry: (id: string) => fillRoute(ROUTES.vendorInquiry, { id }),
  paymentSuccess: ROUTES.paymentSuccess,
  paymentFail: ROUTES.paymentFail,
  paymentReceipt: (orderId: string) => fillRoute(ROUTES.paymentReceipt, { orderId }),
  admin: ROUTES.admin,
  /** The review queue: a tab (심사 대기 when omitted) and a page (the first when omitted). */
  adminApplications: (status?: 'pending' | 'approved' | 'rejected', page?: number) =>
    withSearch(ROUTES.adminApplications, {
      ...(status && status !== 'pending' ? { status } : {}),
      ...(page && page > 1 ? { page: String(page) } : {}),
    }),
  adminApplication: (id: string) => fillRoute(ROUTES.adminApplication, { id }),
  /** Booking search: every filter is in the address, so a result list can be linked and reloaded. */
  adminBookings: (filters: AdminBookingFilters = {}) =>
    withSearch(ROUTES.adminBookings, {
      ...(filters.q ? { q: filters.q } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.waiting ? { waiting: '24h' } : {}),
      ...(filters.from ? { from: filters.from } : {}),
      ...(filters.to ? { to: filters.to } : {}),
      ...(filters.page && filters.page > 1 ? { page: String(filters.page) } : {}),
    }),
  adminBooking: (id: string) => fillRoute(ROUTES.adminBooking, { id }),
  /** Settlements on a tab (정산 요청 when omitted) and a page. */
  adminSettlements: (status?: SettlementStatus, page?: number) =>
    withSearch(ROUTES.adminSettlements, {
      ...(status && status !== 'requested' ? { status } : {}),
      ...(page && page > 1 ? { page: String(page) } : {}),
    }),
  adminSettlement: (id: string) => fillRoute(ROUTES.adminSettlement, { id }),
  adminTrucks: (filters: { q?: string; status?: FoodTruckStatus; page?: number } = {}) =>
    withSearch(ROUTES.adminTrucks, {
      ...(filters.q ? { q: filters.q } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.page && filters.page > 1 ? { page: String(filters.page) } : {}),
    }),
  /** The catalogue on one kind's tab (행사 종류 when omitted). */
  adminCatalogue: (kind?: CatalogueKind) =>
    withSearch(ROUTES.adminCatalogue, kind && kind !== 'event-types' ? { kind } : {}),
  adminDisputes: ROUTES.adminDisputes,
  adminReviews: ROUTES.adminReviews,
  adminReconciliation: (date?: string) => withSearch(ROUTES.adminReconciliation, date ? { date } : {}),
  adminNotificationFailures: (page?: number) =>
    withSearch(ROUTES.adminNotificationFailures, page && page > 1 ? { page: String(page) } : {}),
  adminErrorReports: (page?: number) =>
    withSearch(ROUTES.adminErrorReports, page && page > 1 ? { page: String(page) } : {}),
} as const;
