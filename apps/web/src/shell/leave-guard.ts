// The app-wide half of leaving a screen with unsaved changes (the screens' half: use-leave-guard.ts).

/** The screen guard's popstate handler, while one is guarding (one screen at a time). */
export const popGuard: { current: ((event: PopStateEvent) => void) | null } = { current: null };

/**
 * Called once when the app starts, before the router subscribes to popstate: listeners on window run in the
 * order they were added (capturing does not change that at the target), so this one sees the browser's back
 * first and can stop the router from seeing it.
 */
export function installLeaveGuard(): void {
  window.addEventListener('popstate', (event) => popGuard.current?.(event));
}
