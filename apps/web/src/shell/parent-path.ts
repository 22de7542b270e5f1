import { ROUTES } from '@ft/shared';

/** The app's screens without parameters: the only places "up" can lead to. */
const STATIC_SCREENS = new Set<string>(Object.values(ROUTES).filter((path) => !path.includes(':')));

/**
 * The screen above a path: its nearest ancestor that is a screen of its own (`/foodtrucks/12` → `/foodtrucks`,
 * `/bookings/edit/ab12` → `/bookings`), else home. Where the header's back leads when there is no page of
 * this app to go back to (a shared link opened from a chat).
 */
export function parentPath(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  while (parts.length > 0) {
    parts.pop();
    const candidate = `/${parts.join('/')}`;
    if (STATIC_SCREENS.has(candidate)) return candidate;
  }
  return ROUTES.home;
}

/** Whether the entry before this one belongs to this app (React Router numbers the entries it makes, from 0). */
export function hasAppHistory(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}
