import {
  ANALYTICS_BATCH_MAX,
  API_BUDGETS_MS,
  IMAGE_BUDGETS_MS,
  INTERACTION_BUDGETS_MS,
  KEY_FLOW_PATH_PARTS,
  LOW_MEMORY_DEVICE_GB,
  MEMORY_WARNING_RATIO,
  matchesRoute,
  PAGE_LOAD_BUDGETS_MS,
  type PerformancePageName,
  ROUTES,
  SLOW_NETWORK,
  type WebVital,
} from '@ft/shared';
import { postBeacon } from './beacon.ts';

/** The screens each page-load budget covers. */
const BUDGET_PAGES: [PerformancePageName, string[]][] = [
  ['home', [ROUTES.home]],
  ['foodtruckList', [ROUTES.foodtrucks]],
  ['foodtruckDetail', [ROUTES.foodtruck]],
  ['bookingConfirm', [ROUTES.bookingSuccess]],
  [
    'booking',
    [
      ROUTES.bookingEventType,
      ROUTES.bookingInfo,
      ROUTES.bookingMenu,
      ROUTES.bookingContact,
      ROUTES.bookingReview,
      ROUTES.bookingSubmit,
    ],
  ],
  ['myBookings', [ROUTES.bookings]],
  ['profile', [ROUTES.profile]],
];

/** The page-load budget a path falls under (docs/product.md § Limits), if any. */
export function performancePageName(pathname: string): PerformancePageName | null {
  const found = BUDGET_PAGES.find(([, patterns]) => patterns.some((p) => matchesRoute(p, pathname)));
  return found?.[0] ?? null;
}

/** docs/product.md § Limits API budget kinds by endpoint. */
export function apiBudgetKind(path: string, method: string): keyof typeof API_BUDGETS_MS {
  const pathname = path.split('?')[0] ?? path;
  if (pathname.startsWith('/api/auth/') || pathname.startsWith('/api/v1/auth/')) return 'auth';
  if (pathname.startsWith('/api/v1/payments')) return 'payment';
  if (pathname.startsWith('/api/v1/bookings') && method !== 'GET') return 'booking';
  if (path.includes('keyword=')) return 'search';
  if (/\/\d+$|\/[0-9a-f-]{36}$/.test(pathname)) return 'detail';
  if (method === 'GET') return 'list';
  return 'default';
}

/**
 * docs/product.md § Limits image budgets: list thumbnails, the full photo, and images loaded lazily below the
 * fold.
 */
export function imageBudgetKind(url: string, lazy: boolean): keyof typeof IMAGE_BUDGETS_MS {
  if (url.includes('.thumb.')) return 'thumbnail';
  return lazy ? 'lazy' : 'full';
}

export const isKeyFlow = (pathname: string) => KEY_FLOW_PATH_PARTS.some((part) => pathname.includes(part));

interface NetworkInformation {
  effectiveType?: string;
  rtt?: number;
}

/**
 * Slow network: 2g (or slower) or a round trip above 500 ms; low memory: 2 GB or less (docs/product.md §
 * Limits).
 */
export function deviceConditions(
  nav: Navigator & { connection?: NetworkInformation; deviceMemory?: number },
) {
  const connection = nav.connection;
  return {
    slowNetwork: Boolean(
      connection &&
        ((SLOW_NETWORK.effectiveTypes as readonly string[]).includes(connection.effectiveType ?? '') ||
          (connection.rtt ?? 0) > SLOW_NETWORK.rttMs),
    ),
    lowMemoryDevice: nav.deviceMemory !== undefined && nav.deviceMemory <= LOW_MEMORY_DEVICE_GB,
  };
}

/** Heap use above 80 % of the limit (Chromium exposes performance.memory). */
export function memoryPressure(
  memory: { usedJSHeapSize: number; jsHeapSizeLimit: number } | undefined,
): number | null {
  if (!memory || memory.jsHeapSizeLimit <= 0) return null;
  const ratio = memory.usedJSHeapSize / memory.jsHeapSizeLimit;
  return ratio > MEMORY_WARNING_RATIO ? ratio : null;
}

const queue: WebVital[] = [];

function send(keepalive: boolean) {
  if (queue.length === 0) return;
  const metrics = queue.splice(0, ANALYTICS_BATCH_MAX);
  postBeacon('/api/v1/metrics/web-vitals', { metrics }, keepalive);
}

/**
 * Records one measurement with its budget check and the device conditions it was taken under. LCP is checked
 * against the page's load budget; API, interaction and image timings pass their own budget.
 */
export function recordMetric(
  name: WebVital['name'],
  value: number,
  budget?: { name: string; ms: number },
): void {
  if (typeof window === 'undefined') return;
  const path = window.location.pathname;
  const pageName = performancePageName(path);
  const budgetMs = budget?.ms ?? (name === 'LCP' ? PAGE_LOAD_BUDGETS_MS[pageName ?? 'default'] : undefined);
  const page = budget?.name ?? pageName;
  queue.push({
    name,
    value,
    path,
    ...(page ? { page } : {}),
    ...(budgetMs !== undefined ? { budgetMs, overBudget: value > budgetMs } : {}),
    ...deviceConditions(navigator),
  });
}

/**
 * API calls are timed by the API client: sent when over budget, and always on the key flows (docs/product.md
 * § Limits).
 */
export function recordApiTiming(path: string, method: string, ms: number): void {
  const kind = apiBudgetKind(path, method);
  const budget = API_BUDGETS_MS[kind];
  if (ms > budget || isKeyFlow(window.location.pathname)) {
    recordMetric('api', Math.round(ms), { name: kind, ms: budget });
  }
}

/** When web-vitals arrives if nobody touches the page first. */
const WEB_VITALS_DELAY_MS = 5_000;
const FIRST_TOUCH = ['pointerdown', 'keydown', 'scroll'] as const;

/**
 * Web Vitals plus a memory check, sent in one batch when the page is hidden. Telemetry is no part of the first
 * load (docs/product.md § Performance: web-vitals on demand): its script comes at the first touch, key or
 * scroll, or 5 s after start, and its observers read the browser's buffered entries, so the page's LCP, CLS
 * and first interaction are still counted.
 */
export function startPerformanceMonitoring(): () => void {
  let stopped = false;
  let requested = false;
  const loadWebVitals = () => {
    if (requested) return;
    requested = true;
    clearTimeout(timer);
    for (const type of FIRST_TOUCH) window.removeEventListener(type, loadWebVitals);
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      if (stopped) return;
      onLCP((m) => recordMetric('LCP', m.value));
      onCLS((m) => recordMetric('CLS', m.value));
      onINP((m) => recordMetric('INP', m.value));
      onFCP((m) => recordMetric('FCP', m.value));
      onTTFB((m) => recordMetric('TTFB', m.value));
    });
  };
  const timer = setTimeout(loadWebVitals, WEB_VITALS_DELAY_MS);
  for (const type of FIRST_TOUCH) window.addEventListener(type, loadWebVitals, { passive: true, once: true });
  // Taps slower than 100 ms to respond, and images slower than their budget (docs/product.md § Limits).
  const observers: PerformanceObserver[] = [];
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void) => {
    try {
      const observer = new PerformanceObserver((list) => list.getEntries().forEach(onEntry));
      observer.observe({ type, buffered: true });
      observers.push(observer);
    } catch {
      // This browser does not report that entry type.
    }
  };
  observe('event', (entry) => {
    if (entry.duration > INTERACTION_BUDGETS_MS.tap) {
      recordMetric('interaction', Math.round(entry.duration), {
        name: 'tap',
        ms: INTERACTION_BUDGETS_MS.tap,
      });
    }
  });
  observe('resource', (entry) => {
    const resource = entry as PerformanceResourceTiming;
    if (resource.initiatorType !== 'img') return;
    const lazy =
      resource.startTime > 0 &&
      document.querySelector(`img[loading="lazy"][src="${new URL(resource.name).pathname}"]`) !== null;
    const kind = imageBudgetKind(resource.name, lazy);
    if (resource.duration > IMAGE_BUDGETS_MS[kind]) {
      recordMetric('image', Math.round(resource.duration), { name: kind, ms: IMAGE_BUDGETS_MS[kind] });
    }
  });
  const onHide = () => {
    if (document.visibilityState !== 'hidden') return;
    const pressure = memoryPressure(
      (performance as Performance & { memory?: { usedJSHeapSize: number; jsHeapSizeLimit: number } }).memory,
    );
    if (pressure !== null) recordMetric('memory', Math.round(pressure * 100));
    send(true);
  };
  document.addEventListener('visibilitychange', onHide);
  return () => {
    stopped = true;
    clearTimeout(timer);
    for (const type of FIRST_TOUCH) window.removeEventListener(type, loadWebVitals);
    for (const observer of observers) observer.disconnect();
    document.removeEventListener('visibilitychange', onHide);
  };
}
