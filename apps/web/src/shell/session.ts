import type { User } from '@ft/shared';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * docs/product.md § Data, § States session state: the user, a loading flag, an initialized flag;
 * `authenticated` is derived.
 */
export interface SessionState {
  user: User | null;
  loading: boolean;
  initialized: boolean;
  /** The last attempt to learn the session failed (offline, server down): screens offer to try again. */
  unavailable: boolean;
}

const UNKNOWN: SessionState = { user: null, loading: false, initialized: false, unavailable: false };
/** A request that carried no session cookie is a guest's: nothing to ask the server. */
const GUEST: SessionState = { ...UNKNOWN, initialized: true };

/** What the page was rendered with on the server: `guest` without a session cookie, else `unknown`. */
export type RenderedSession = 'guest' | 'unknown';
export const RenderedSessionContext = createContext<RenderedSession>('unknown');

let state: SessionState = UNKNOWN;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

function set(next: Partial<SessionState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function useSession(): SessionState & { authenticated: boolean } {
  const rendered = useContext(RenderedSessionContext);
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    // The server's render and the hydration both see what the server knew, so they produce the same HTML.
    () => (rendered === 'guest' ? GUEST : UNKNOWN),
  );
  return { ...current, authenticated: current.user !== null };
}

/**
 * The store only: the calls that change it live in features/auth/api, so lib/ and components/ can read the
 * session without depending on a feature.
 */
export const session = {
  get: (): SessionState => state,
  /** Before hydration: start from what the server rendered, so a guest's page needs no session call. */
  startAs(rendered: RenderedSession): void {
    if (rendered === 'guest') state = GUEST;
  },
  update: set,
  /** Resets the user and the initialized flag. */
  clear(): void {
    set({ user: null, initialized: false, loading: false });
  },
};
