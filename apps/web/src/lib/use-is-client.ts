import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false while the server renders and while the page hydrates (so both show the same HTML), true from then on:
 * for what only this browser knows, like a draft in localStorage.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
