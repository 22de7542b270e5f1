import { useEffect } from 'react';
import { matchAppRoute, preloadRoute } from '../routes.tsx';

/**
 * Loads the screens a person is about to open while the connection is there: the step before sending fetches
 * the sending and confirmation screens, so tapping 예약 요청 보내기 offline still opens an app screen (which
 * says the connection is lost) instead of a failed script load. A failure here is left to the navigation.
 */
export function usePreloadScreens(...pathnames: string[]): void {
  const key = pathnames.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key stands for the list
  useEffect(() => {
    for (const pathname of pathnames) preloadRoute(matchAppRoute(pathname).route).catch(() => undefined);
  }, [key]);
}
