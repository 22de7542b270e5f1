/**
 * The performance budgets and the analytics' thresholds of docs/product.md § Limits and § States, apart from
 * constants.ts: only the telemetry reads them, so they stay out of the files every page loads first.
 */

// ── Performance budgets (docs/product.md § Limits)
// ───────────────────────────────────────────────────────────────────────
export const PAGE_LOAD_BUDGETS_MS = {
  home: 3000,
  foodtruckList: 2500,
  foodtruckDetail: 2000,
  booking: 2500,
  bookingConfirm: 2000,
  myBookings: 2000,
  profile: 1500,
  default: 3000,
} as const;
export type PerformancePageName = Exclude<keyof typeof PAGE_LOAD_BUDGETS_MS, 'default'>;

export const API_BUDGETS_MS = {
  list: 1500,
  detail: 1000,
  search: 2000,
  booking: 2000,
  payment: 3000,
  auth: 1500,
  default: 2000,
} as const;

export const INTERACTION_BUDGETS_MS = { tap: 100, scroll: 16 } as const;
export const IMAGE_BUDGETS_MS = { thumbnail: 500, full: 2000, lazy: 3000 } as const;

/** Share of the JS heap limit above which memory use is reported. */
export const MEMORY_WARNING_RATIO = 0.8;
export const SLOW_NETWORK = { effectiveTypes: ['slow-2g', '2g'], rttMs: 500 } as const;
/** navigator.deviceMemory at or below this counts as a low-memory device. */
export const LOW_MEMORY_DEVICE_GB = 2;
/** Paths containing one of these are the flows whose performance is tracked closely. */
export const KEY_FLOW_PATH_PARTS = ['/booking/', '/register/', '/payment/'] as const;

// ── Analytics (docs/product.md § States, §7, §9)
// ─────────────────────────────────────────────────────────────────────────
export const SCROLL_DEPTH_MILESTONES = [25, 50, 75, 90] as const;
export const SCROLL_DEBOUNCE_MS = 100;
export const LONG_PRESS_MS = 500;
/** Click tracking keeps at most this many characters of the element's text. */
export const CLICK_TEXT_MAX_LENGTH = 50;
export const BOOKING_FLOW_STEPS = ['start', 'menu_select', 'info_input', 'payment', 'complete'] as const;
export type BookingFlowStep = (typeof BOOKING_FLOW_STEPS)[number];
