/**
 * Every screen's path, once. The web router declares its screens with these patterns, the link builders fill
 * them, performance budgets and robots.txt are derived from them (docs/product.md § Screens).
 */
export const ROUTES = {
  home: '/',
  foodtrucks: '/foodtrucks',
  foodtruck: '/foodtrucks/:id',
  policy: '/policies/:slug',
  profile: '/profile',
  profileEdit: '/profile-edit',
  settings: '/settings',
  /** 비밀번호 찾기 and the emailed link's screen. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** A person's in-app notices, newest first. */
  notifications: '/notifications',
  bookingEventType: '/booking/event-type',
  bookingInfo: '/booking/info',
  bookingMenu: '/booking/menu',
  bookingContact: '/booking/contact',
  bookingReview: '/booking/review',
  bookingSubmit: '/booking/submit',
  bookingSuccess: '/booking/success',
  bookings: '/bookings',
  /** 찜한 푸드트럭 (issue 31). */
  keptTrucks: '/kept-trucks',
  booking: '/bookings/:id',
  bookingEdit: '/bookings/edit/:id',
  /** 문의하기 (decision 090): a customer asks a truck from its page; an inquiry opened from its notice. */
  inquiryAsk: '/inquiries/ask/:truckId',
  inquiry: '/inquiries/:id',
  /** Where the payment window sends the browser back to: the order's outcome. */
  paymentSuccess: '/payment/success',
  paymentFail: '/payment/fail',
  paymentReceipt: '/payment/receipt/:orderId',
  register: '/register',
  registerApply: '/register/apply',
  registerDocuments: '/register/documents',
  registerMenuPhotos: '/register/menu-photos',
  registerTruckPhotos: '/register/truck-photos',
  registerComplete: '/register/complete',
  /** The vendor's own trucks and their management; bookings and settlements have their own routes. */
  vendorTrucks: '/foodtruck/trucks',
  vendorTruck: '/foodtruck/trucks/:id',
  /** The owners' operations: the inbox and a booking in it, the calendar, settlements. */
  vendorBookings: '/foodtruck/bookings',
  vendorBooking: '/foodtruck/bookings/:id',
  vendorCalendar: '/foodtruck/calendar',
  /** 받은 문의: the customers' questions before any request, and one of them. */
  vendorInquiries: '/foodtruck/inquiries',
  vendorInquiry: '/foodtruck/inquiries/:id',
  vendorSettlement: '/foodtruck/settlement',
  vendorSettlementStatement: '/foodtruck/settlement/:id',
  admin: '/admin',
  adminApplications: '/admin/applications',
  adminApplication: '/admin/applications/:id',
  /** The operator console: bookings, settlements, trucks, the catalogue. `admin` is its overview. */
  adminBookings: '/admin/bookings',
  adminBooking: '/admin/bookings/:id',
  adminSettlements: '/admin/settlements',
  adminSettlement: '/admin/settlements/:id',
  adminTrucks: '/admin/trucks',
  adminCatalogue: '/admin/catalogue',
  /** Email and 알림톡 deliveries that gave up, with a retry. */
  adminNotificationFailures: '/admin/notification-failures',
  adminErrorReports: '/admin/error-reports',
  adminDisputes: '/admin/disputes',
  /** Reported reviews, hidden or restored with a reason (issue 31). */
  adminReviews: '/admin/reviews',
  adminReconciliation: '/admin/reconciliation',
  /** Spec: the social log-in callback is a page of the app, though it sits under /api. */
  socialCallback: '/api/auth/:provider/callback',
  testLogin: '/test-login',
  testUpload: '/test-upload',
  testBookingData: '/test-booking-data',
  testBookingFlow: '/test-booking-flow',
  testSelectedMenus: '/test-selected-menus',
  testSystemHealth: '/test-system-health',
} as const;

export type RouteName = keyof typeof ROUTES;

/** Screens a search engine may list; every other screen is private or mid-flow. */
export const INDEXABLE_ROUTES: readonly RouteName[] = ['home', 'foodtrucks', 'foodtruck', 'policy'];

/** A pattern with its `:params` filled in (each value URL-encoded). */
export function fillRoute(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

const patternCache = new Map<string, RegExp>();
/** Whether a pathname is a screen of this pattern (`:param` is one path segment, a trailing `/*` any rest). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  let regex = patternCache.get(pattern);
  if (!regex) {
    const body = pattern
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\/\*$/, '(?:/.*)?')
      .replace(/:\w+/g, '[^/]+');
    regex = new RegExp(`^${body}/?$`);
    patternCache.set(pattern, regex);
  }
  return regex.test(pathname);
}

/** The fixed part of a pattern, up to its first parameter: what robots.txt can name. */
export const routePrefix = (pattern: string) => pattern.split('/:')[0] ?? pattern;
