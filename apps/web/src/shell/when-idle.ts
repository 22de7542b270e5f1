/** How long work waits for an idle moment before it runs anyway (and where there is no requestIdleCallback). */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `work` once the page has loaded and the main thread is idle, so it never competes with the first paint,
 * hydration or a first tap.
 */
export function whenIdle(work: () => void | Promise<void>): void {
  const schedule = () => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => void work(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(() => void work(), IDLE_TIMEOUT_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
