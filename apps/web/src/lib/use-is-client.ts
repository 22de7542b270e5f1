import { useEffect, useState } from 'react';

const isHydrated = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';

/**
 * false while the server renders and while the page hydrates (so both show the same HTML), true from then on:
 * for what only this browser knows, like a draft in localStorage. Preact's useSyncExternalStore has no
 * server snapshot, hence state and an effect.
 */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(isHydrated);
  useEffect(() => setIsClient(true), []);
  return isClient;
}
