/** How long work waits for an idle moment before it runs anyway (and where there is no requestIdleCallback). */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `work` once the page has loaded and the main thread is idle, so it never competes with the first paint,
 * hydration or a first tap. Returns a function that cancels it if it has not started.
 */
export function whenIdle(work: () => void | Promise<void>): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) void work();
  };
  const schedule = () => {
    if ('requestIdleCallback' in window)
      idleHandle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(run, IDLE_TIMEOUT_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    clearTimeout(timer);
  };
}
