import {
  ANALYTICS_BATCH_MAX,
  type AnalyticsEvent,
  type BookingFlowStep,
  CLICK_TEXT_MAX_LENGTH,
  LONG_PRESS_MS,
  SCROLL_DEBOUNCE_MS,
  SCROLL_DEPTH_MILESTONES,
  scrubPersonalText,
} from '@ft/shared';
import { randomHex } from '../shell/random.ts';
import { postBeacon } from './beacon.ts';

const ENDPOINT = '/api/v1/analytics/events';
const FLUSH_INTERVAL_MS = 10_000;
const FLUSH_AT = 20;

let queue: AnalyticsEvent[] = [];
let reachedDepths = new Set<number>();

let cachedAnonymousId: string | undefined;

/** A random id per tab session: counts visits in the funnel without knowing who anyone is. */
function anonymousId(): string {
  if (cachedAnonymousId) return cachedAnonymousId;
  const key = 'ft.anonymousId';
  let id = sessionStorage.getItem(key);
  if (!id) {
    id = randomHex(12);
    sessionStorage.setItem(key, id);
  }
  cachedAnonymousId = id;
  return id;
}

export function track(
  type: AnalyticsEvent['type'],
  extra: { step?: BookingFlowStep; props?: AnalyticsEvent['props'] } = {},
) {
  queue.push({ type, path: window.location.pathname, at: Date.now(), anonymousId: anonymousId(), ...extra });
  if (queue.length >= FLUSH_AT) flush();
}

export const trackBookingStep = (step: BookingFlowStep) => track('booking_step', { step });

export function trackPageView(): void {
  reachedDepths = new Set();
  track('page_view');
}

/** Sends what is queued, in batches the server accepts; `keepalive` when the page is going away. */
export function flush(keepalive = false): void {
  while (queue.length > 0) {
    const events = queue.slice(0, ANALYTICS_BATCH_MAX);
    queue = queue.slice(ANALYTICS_BATCH_MAX);
    postBeacon(ENDPOINT, { events }, keepalive);
  }
}

/** What a tapped thing says, short, and with anything that looks like contact details removed. */
function labelOf(element: Element): string {
  const text = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return scrubPersonalText(text.replace(/\s+/g, ' ').trim()).slice(0, CLICK_TEXT_MAX_LENGTH);
}

const tappable = (target: EventTarget | null) =>
  target instanceof Element ? target.closest('a, button, [role="button"], [role="tab"], summary') : null;

/** Listens for clicks, form submits, scroll depth and long presses; returns a function that stops it all. */
export function startAnalytics(): () => void {
  const onClick = (event: MouseEvent) => {
    const element = tappable(event.target);
    if (element)
      track('click', { props: { text: labelOf(element), element: element.tagName.toLowerCase() } });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    // The form's name only: never what was typed into it.
    track('form_submit', {
      props: { form: form.getAttribute('aria-label') ?? form.getAttribute('name') ?? 'form' },
    });
  };
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    clearTimeout(scrollTimer);
    scrollTimer = setTimeout(() => {
      const total = document.documentElement.scrollHeight - window.innerHeight;
      const depth = total <= 0 ? 100 : ((window.scrollY || 0) / total) * 100;
      for (const milestone of SCROLL_DEPTH_MILESTONES) {
        if (depth >= milestone && !reachedDepths.has(milestone)) {
          reachedDepths.add(milestone);
          track('scroll_depth', { props: { depth: milestone } });
        }
      }
    }, SCROLL_DEBOUNCE_MS);
  };
  let pressTimer: ReturnType<typeof setTimeout> | undefined;
  const onPointerDown = (event: PointerEvent) => {
    const element = tappable(event.target) ?? (event.target instanceof Element ? event.target : null);
    clearTimeout(pressTimer);
    pressTimer = setTimeout(() => {
      if (element) track('long_press', { props: { text: labelOf(element) } });
    }, LONG_PRESS_MS);
  };
  const cancelPress = () => clearTimeout(pressTimer);
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush(true);
  };
  const onPageHide = () => flush(true);
  const timer = setInterval(() => flush(), FLUSH_INTERVAL_MS);

  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  window.addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('pointerdown', onPointerDown, true);
  document.addEventListener('pointerup', cancelPress, true);
  document.addEventListener('pointercancel', cancelPress, true);
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    clearInterval(timer);
    clearTimeout(scrollTimer);
    clearTimeout(pressTimer);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    window.removeEventListener('scroll', onScroll);
    document.removeEventListener('pointerdown', onPointerDown, true);
    document.removeEventListener('pointerup', cancelPress, true);
    document.removeEventListener('pointercancel', cancelPress, true);
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onPageHide);
  };
}
