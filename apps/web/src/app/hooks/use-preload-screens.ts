import { useEffect } from 'react';
import { matchAppRoute, preloadRoute } from '../routes.tsx';

/**
 * Loads the screens a route names in `preloads` once it shows (routes.tsx): tapping 예약 요청 보내기 offline
 * then opens an app screen that says the connection is lost instead of failing to load a script. A failure
 * here is left to the navigation.
 */
export function usePreloadScreens(pathnames: readonly string[] = []): void {
  const key = pathnames.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key stands for the list
  useEffect(() => {
    for (const pathname of pathnames) preloadRoute(matchAppRoute(pathname).route).catch(() => undefined);
  }, [key]);
}
