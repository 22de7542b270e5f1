import {
  KEY_FLOW_PATH_PARTS,
  LOW_MEMORY_DEVICE_GB,
  MEMORY_WARNING_RATIO,
  PAGE_LOAD_BUDGETS_MS,
  type PerformancePageName,
  SLOW_NETWORK,
  type WebVital,
} from '@ft/shared';
import { postBeacon } from './beacon.ts';

/** Spec §9 page names by path, for the page-load budgets. */
export function performancePageName(pathname: string): PerformancePageName | null {
  if (pathname === '/') return 'home';
  if (pathname === '/foodtrucks') return 'foodtruckList';
  if (/^\/foodtrucks\/[^/]+$/.test(pathname)) return 'foodtruckDetail';
  if (pathname === '/booking/success') return 'bookingConfirm';
  if (pathname.startsWith('/booking/')) return 'booking';
  if (pathname === '/bookings') return 'myBookings';
  if (pathname === '/profile') return 'profile';
  return null;
}

export const isKeyFlow = (pathname: string) => KEY_FLOW_PATH_PARTS.some((part) => pathname.includes(part));

interface NetworkInformation {
  effectiveType?: string;
  rtt?: number;
}

/** Slow network: 2g (or slower) or a round trip above 500 ms; low memory: 2 GB or less (spec §9). */
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
  const metrics = queue.splice(0, 50);
  postBeacon('/api/v1/metrics/web-vitals', { metrics }, keepalive);
}

/** Records one measurement with its page budget check and the device conditions it was taken under. */
export function recordMetric(name: WebVital['name'], value: number): void {
  const path = window.location.pathname;
  const page = performancePageName(path);
  const budgetMs = name === 'LCP' ? PAGE_LOAD_BUDGETS_MS[page ?? 'default'] : undefined;
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
 * Web Vitals (loaded lazily, after the page is interactive) plus a memory check, sent in one batch when
 * the page is hidden.
 */
export function startPerformanceMonitoring(): () => void {
  let stopped = false;
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    if (stopped) return;
    onLCP((m) => recordMetric('LCP', m.value));
    onCLS((m) => recordMetric('CLS', m.value));
    onINP((m) => recordMetric('INP', m.value));
    onFCP((m) => recordMetric('FCP', m.value));
    onTTFB((m) => recordMetric('TTFB', m.value));
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
    document.removeEventListener('visibilitychange', onHide);
  };
}
