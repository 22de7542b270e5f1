import { fillRoute, ROUTES } from '@ft/shared';

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

/** `path` with `search` as its query string, or alone when there is none. */
export const withSearch = (path: string, search: URLSearchParams | Record<string, string>) => {
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
  paymentSuccess: ROUTES.paymentSuccess,
  paymentFail: ROUTES.paymentFail,
  paymentReceipt: (orderId: string) => fillRoute(ROUTES.paymentReceipt, { orderId }),
  admin: ROUTES.admin,
} as const;
