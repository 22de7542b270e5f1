/**
 * The current time, for every rule and record that depends on it: "today" in Seoul, an event having started,
 * expiry, sessions, timestamps. It is the system clock, moved forward by an offset that only the server's
 * test clock sets (apps/server/src/modules/test-clock): browser tests move time instead of waiting for an
 * event to start. Server and shared code read the time here and nowhere else (scripts/check-imports.mjs).
 */
let offsetMs = 0;

export const currentTimeMs = (): number => Date.now() + offsetMs;

export const currentTime = (): Date => new Date(currentTimeMs());

/** Moves the clock forward by `ms`; it never goes back, as nothing that has happened can become future again. */
export function moveClockForward(ms: number): void {
  if (!Number.isSafeInteger(ms) || ms < 0)
    throw new RangeError('The clock moves forward by whole milliseconds');
  offsetMs += ms;
}

/** Back to the system clock: for a test file that moved it, so the next file on its worker starts clean. */
export function resetClock(): void {
  offsetMs = 0;
}
