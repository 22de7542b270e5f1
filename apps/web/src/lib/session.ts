import type { User } from '@ft/shared';
import { useSyncExternalStore } from 'react';

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

let state: SessionState = { user: null, loading: false, initialized: false, unavailable: false };
const listeners = new Set<() => void>();
const SERVER_STATE: SessionState = state;

function set(next: Partial<SessionState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function useSession(): SessionState & { authenticated: boolean } {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => SERVER_STATE,
  );
  return { ...current, authenticated: current.user !== null };
}

/**
 * The store only: the calls that change it live in features/auth/api, so lib/ and components/ can read the
 * session without depending on a feature.
 */
export const session = {
  get: (): SessionState => state,
  update: set,
  /** Resets the user and the initialized flag. */
  clear(): void {
    set({ user: null, initialized: false, loading: false });
  },
};
